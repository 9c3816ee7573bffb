/**
 * Loads the signed-in user (or null) from the session cookie for every API request. A token
 * signed under an older session version (before a logout or password change) is refused.
 */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { SESSION_COOKIE } from '../lib/cookies';
import { findUser } from '../services/users';
import { isKeyOnlyPath } from './api-key';
import { bearerOf, bearerUser } from './identify-bearer';

export function sessionMiddleware(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // The REST API answers to its keys alone: a cookie never signs a v1 call in (no CSRF there).
    if (isKeyOnlyPath(c.req.path)) {
      c.set('user', null);
      return next();
    }
    // The widget panel's identified person (issue 15): a bearer, never together with the cookie.
    const bearer = bearerOf(c);
    if (bearer !== undefined) {
      c.set('user', await bearerUser(deps, c, bearer));
      return next();
    }
    const token = getCookie(c, SESSION_COOKIE);
    const claims = token ? await deps.signer.verify(token) : null;
    const user = claims ? await findUser(deps.db, claims.userId) : undefined;
    c.set('user', user && user.sessionVersion === claims?.version ? user : null);
    await next();
  });
}
