/**
 * Loads the signed-in user (or null) from the session cookie, for the cookie API's groups (app.ts).
 * The token names a sessions row (domains/users/session-store.ts); it counts only while that row
 * is live and only on the host it was issued for, and a session from a custom domain only in the
 * public board's group (`boardCalls`).
 */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { bearerOf } from '../domains/identify/identify-bearer';
import { findLiveSession, touchSession } from '../domains/users/session-store';
import { SESSION_COOKIE } from '../lib/cookies';
import { requestHost } from '../lib/request-host';

export function sessionMiddleware(deps: AppDeps, { boardCalls }: { boardCalls: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('bearerCompanyId', null);
    // The widget panel's identified person (issue 15) is signed in by the bearer middleware on
    // the routes that accept one (domains/identify/identify-bearer.ts), never with the cookie.
    if (bearerOf(c) !== undefined) return next();
    const token = getCookie(c, SESSION_COOKIE);
    const claims = token ? await deps.signer.verify(token) : null;
    if (!claims || claims.host !== requestHost(c)) return next();
    if (claims.boardOnly && !boardCalls) return next();
    const found = await findLiveSession(deps.db, claims.sessionId, claims.userId);
    if (found) {
      await touchSession(deps.db, found.session);
      c.set('user', found.user);
      c.set('sessionId', found.session.id);
    }
    await next();
  });
}
