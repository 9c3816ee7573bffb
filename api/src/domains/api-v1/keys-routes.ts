/**
 * /api/companies/{id}/api-keys: the owner's REST API keys (issue 15). Session routes: list,
 * create (the secret is in this answer only) and revoke. Every plan has them (docs/integrations.md).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { API_KEY_MESSAGES, createApiKeySchema } from '../../contract';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireOwnedCompany, requireSignedIn } from '../team/authorization';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

function keyParam(value: string | undefined): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, API_KEY_MESSAGES.notFound);
  return id;
}

export function apiKeyRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/api-keys', async (c) => {
      const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
      return c.json(await listApiKeys(db, company.id));
    })
    .post('/:id/api-keys', async (c) => {
      const user = c.get('user');
      const company = await requireOwnedCompany(db, user, c.req.param('id'));
      requireSignedIn(user);
      const input = await readJson(c, createApiKeySchema);
      return c.json(await createApiKey(db, company, input, user.id), 201);
    })
    .delete('/:id/api-keys/:keyId', async (c) => {
      const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
      await revokeApiKey(db, company.id, keyParam(c.req.param('keyId')));
      return c.json({ ok: true });
    });
}
