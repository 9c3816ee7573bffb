/**
 * Identify (issue 15, docs/decisions/011-identify.md). The owner's secrets, allowed origins and
 * token tester under /api/companies/{id}/identify (owner only: a secret signs in anyone); what
 * the team sees of identified people (member and up; the revenue ranking needs Pro); and
 * POST /api/identify/session, where the widget's panel trades a host's token for a bearer.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  IDENTIFY_BEARER_MINUTES,
  IDENTIFY_MESSAGES,
  type IdentifySessionAnswer,
  type IdentifyTestResult,
  identifyOriginsSchema,
  identifySessionSchema,
  identifyTestSchema,
} from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { readVisitorId } from '../../lib/cookies';
import { ApiError, invariant } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { readJson } from '../../lib/validate';
import { requireCompanyBySlug } from '../companies/companies';
import { requireIdea } from '../ideas/ideas';
import { requireCompanyEntitlement } from '../plans/plans';
import { requireCompanyWithRole, requireOwnedCompany, requireSignedIn } from '../team/authorization';
import { mergeVisitorVotes, upsertIdentifiedUser } from './identified-users';
import { ideaPeople, revenueIdeas } from './identify-insights';
import {
  createIdentifySecret,
  identifySettings,
  revokeIdentifySecret,
  rotateIdentifySecret,
  saveIdentifyOrigins,
} from './identify-secrets';
import { bearerKey, checkIdentifyToken, identifyOrigins, signBearer } from './identify-tokens';

function secretParam(value: string | undefined): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, IDENTIFY_MESSAGES.secretNotFound);
  return id;
}

export function identifyCompanyRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/identify', async (c) => {
      const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
      return c.json(await identifySettings(db, company));
    })
    .post('/:id/identify/secrets', async (c) => {
      const user = c.get('user');
      const company = await requireOwnedCompany(db, user, c.req.param('id'));
      requireSignedIn(user);
      return c.json(await createIdentifySecret(db, company.id, user.id), 201);
    })
    .post('/:id/identify/secrets/:secretId/rotate', async (c) => {
      const user = c.get('user');
      const company = await requireOwnedCompany(db, user, c.req.param('id'));
      requireSignedIn(user);
      const id = secretParam(c.req.param('secretId'));
      return c.json(await rotateIdentifySecret(db, company.id, id, user.id), 201);
    })
    .delete('/:id/identify/secrets/:secretId', async (c) => {
      const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
      await revokeIdentifySecret(db, company.id, secretParam(c.req.param('secretId')));
      return c.json({ ok: true });
    })
    .put('/:id/identify/origins', async (c) => {
      const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
      const { origins } = await readJson(c, identifyOriginsSchema);
      return c.json({ origins: await saveIdentifyOrigins(db, company.id, origins) });
    })
    .post('/:id/identify/test', async (c) => {
      const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
      const { token, origin } = await readJson(c, identifyTestSchema);
      const check = await checkIdentifyToken(db, company, token, origin);
      const answer: IdentifyTestResult = check.valid
        ? {
            valid: true,
            email: check.claims.email,
            externalId: check.claims.externalId,
            expiresAt: check.expiresAt.toISOString(),
          }
        : check;
      return c.json(answer);
    })
    .get('/:id/identify/revenue', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
      await requireCompanyEntitlement(db, company, 'revenueRanking');
      return c.json(await revenueIdeas(db, company.id));
    })
    .get('/:id/ideas/:ideaId/people', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
      const idea = await requireIdea(db, idParam(c.req.param('ideaId'), 'Feature'));
      invariant(idea.companyId === company.id, 404, 'Feature not found');
      return c.json(await ideaPeople(db, idea));
    });
}

export function identifySessionRoutes({ db, limiter, visitorKey }: AppDeps) {
  const key = bearerKey(visitorKey);
  return new Hono<AppEnv>().post('/session', async (c) => {
    await limiter.consume('identify', clientIp(c));
    const input = await readJson(c, identifySessionSchema);
    const company = await requireCompanyBySlug(db, input.slug);
    // The panel always names the host page's origin; a listed company requires it to match.
    const origin = input.origin ?? (identifyOrigins(company).length > 0 ? 'null' : undefined);
    const check = await checkIdentifyToken(db, company, input.token, origin);
    if (!check.valid) {
      const forbidden = check.reason === 'teamEmail' || check.reason === 'originNotAllowed';
      throw new ApiError(forbidden ? 403 : 401, check.message);
    }
    const user = await upsertIdentifiedUser(db, company.id, check.claims);
    const visitorId = readVisitorId(c, visitorKey);
    if (visitorId) await mergeVisitorVotes(db, company.id, visitorId, user.id);
    const now = new Date();
    const answer: IdentifySessionAnswer = {
      bearer: await signBearer(key, { userId: user.id, companyId: company.id, kid: check.kid }, now),
      expiresAt: new Date(now.getTime() + IDENTIFY_BEARER_MINUTES * 60_000).toISOString(),
      user: { name: user.name, email: check.claims.email, avatarUrl: check.claims.avatarUrl },
    };
    return c.json(answer);
  });
}
