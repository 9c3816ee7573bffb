/**
 * /api/companies/{id}/domain: the owner's custom domain (White-label options, Business).
 * 404 naming the setting when the server runs without CUSTOM_DOMAINS=on. Removing needs no
 * plan, so an owner who downgraded can still free the domain.
 */
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { customDomainSchema } from '../../contract';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireCompanyEntitlement } from '../plans/plans';
import { requireCompanyWithRole } from '../team/authorization';
import {
  customDomainOf,
  NOT_ENABLED,
  removeCustomDomain,
  setCustomDomain,
  verifyCustomDomain,
} from './custom-domains';

export function customDomainRoutes(deps: AppDeps) {
  const { db, config } = deps;

  /** The caller's own company, after the ownership and server setting checks. */
  const ownCompany = async (c: Context<AppEnv>) => {
    const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'admin');
    if (!config.customDomains) throw new ApiError(404, NOT_ENABLED);
    return company;
  };

  return new Hono<AppEnv>()
    .get('/:id/domain', async (c) => {
      const company = await ownCompany(c);
      await requireCompanyEntitlement(db, company, 'whiteLabel');
      return c.json(customDomainOf(company));
    })
    .put('/:id/domain', async (c) => {
      const company = await ownCompany(c);
      await requireCompanyEntitlement(db, company, 'whiteLabel');
      const { domain } = await readJson(c, customDomainSchema);
      return c.json(customDomainOf(await setCustomDomain(db, company, domain, config.publicUrl)));
    })
    .post('/:id/domain/verify', async (c) => {
      const company = await ownCompany(c);
      await requireCompanyEntitlement(db, company, 'whiteLabel');
      // Read at call time, so a test can swap the resolver on a running app.
      return c.json(customDomainOf(await verifyCustomDomain(db, deps.resolveTxt, company)));
    })
    .delete('/:id/domain', async (c) => {
      const company = await ownCompany(c);
      await removeCustomDomain(db, company);
      return c.json({ ok: true });
    });
}
