/**
 * The widget panel's bearer (issue 15, docs/decisions/011-identify.md): an identified person
 * acts through `Authorization: Bearer` on the few calls the panel makes, for their company's
 * board only. A header is not ambient authority (no other page can make the browser send it),
 * so it needs no CSRF exemption; a request carrying one ignores the session cookie altogether
 * (http/session.ts).
 */

import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../../context';
import { findBearerUser } from './identified-users';
import { bearerKey, bearerSecretIsLive, verifyBearer } from './identify-tokens';

/** The bearer of the request, or undefined when it sends none. */
export function bearerOf(c: Context): string | undefined {
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * Per-route middleware on the calls a bearer is heard on (reading the board, submitting, voting,
 * commenting, auth/me; app.ts hands it to their route files): signs in the identified person
 * while the secret that signed the token is neither revoked nor past a rotation's overlap, and
 * notes the company it was issued for. A write then keeps it only for that company's ideas
 * (http/viewer.ts boardUser); elsewhere a bearer signs nobody in.
 */
export function identifyBearer({ db, visitorKey }: Pick<AppDeps, 'db' | 'visitorKey'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerOf(c);
    const claims = token === undefined ? null : await verifyBearer(bearerKey(visitorKey), token);
    if (claims && (await bearerSecretIsLive(db, claims))) {
      c.set('user', (await findBearerUser(db, claims.userId, claims.companyId)) ?? null);
      c.set('bearerCompanyId', claims.companyId);
    }
    await next();
  });
}
