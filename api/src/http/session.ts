/**
 * Loads the signed-in user (or null) from the session cookie for every API request. The token
 * names a sessions row (domains/users/session-store.ts); it counts only while that row is live and
 * only on the host it was issued for, and a session from a custom domain only for the public
 * board's calls.
 */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { isKeyOnlyPath } from '../domains/api-v1/api-key-middleware';
import { bearerOf, bearerUser } from '../domains/identify/identify-bearer';
import { findLiveSession, touchSession } from '../domains/users/session-store';
import { SESSION_COOKIE } from '../lib/cookies';
import { requestHost } from '../lib/request-host';
import { isBoardApiCall } from './board-api';

export function sessionMiddleware(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    // The REST API answers to its keys alone: a cookie never signs a v1 call in (no CSRF there).
    if (isKeyOnlyPath(c.req.path)) return next();
    // The widget panel's identified person (issue 15): a bearer, never together with the cookie.
    const bearer = bearerOf(c);
    if (bearer !== undefined) {
      c.set('user', await bearerUser(deps, c, bearer));
      return next();
    }
    const token = getCookie(c, SESSION_COOKIE);
    const claims = token ? await deps.signer.verify(token) : null;
    if (!claims || claims.host !== requestHost(c)) return next();
    if (claims.boardOnly && !isBoardApiCall(c.req.method, c.req.path)) return next();
    const found = await findLiveSession(deps.db, claims.sessionId, claims.userId);
    if (found) {
      await touchSession(deps.db, found.session);
      c.set('user', found.user);
      c.set('sessionId', found.session.id);
    }
    await next();
  });
}
