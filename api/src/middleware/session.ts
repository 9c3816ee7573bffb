/** Loads the signed-in user (or null) from the session cookie for every API request. */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { SESSION_COOKIE } from '../lib/cookies';
import { findUser } from '../services/users';

export function sessionMiddleware(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const userId = token ? await deps.signer.verify(token) : null;
    c.set('user', userId ? (findUser(deps.db, userId) ?? null) : null);
    await next();
  });
}
