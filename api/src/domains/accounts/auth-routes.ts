/**
 * /api/auth: sign-up, login, logout and the current user. Each sign-in starts a sessions row
 * bound to this host (domains/accounts/sign-in.ts); logout ends that one session, other devices stay signed in.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { loginSchema, signupSchema } from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { clearSessionCookie } from '../../lib/cookies';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { endSession } from '../users/session-store';
import { authenticate, createUser, toPublicUser } from '../users/users';
import { countLoginAttempt } from './login-attempts';
import { signIn } from './sign-in';

/** `bearer` signs in the widget panel's person on /me (identify). */
export function authRoutes(deps: AppDeps, bearer: MiddlewareHandler<AppEnv>) {
  const { db, config, limiter } = deps;
  return new Hono<AppEnv>()
    .get('/me', bearer, (c) => {
      const user = c.get('user');
      if (!user) {
        // An expired or foreign session: drop it and its hint so the portal stops asking.
        clearSessionCookie(c, config);
        return c.json({ message: 'Please sign in to continue' }, 401);
      }
      return c.json({ user: toPublicUser(user) });
    })
    .post('/signup', async (c) => {
      await limiter.consume('signup', clientIp(c));
      const user = await createUser(db, await readJson(c, signupSchema));
      await signIn(c, deps, user.id);
      return c.json({ user: toPublicUser(user) }, 201);
    })
    .post('/login', async (c) => {
      const { email, password } = await readJson(c, loginSchema);
      const release = await countLoginAttempt(limiter, email, clientIp(c));
      const user = await authenticate(db, email, password).catch(async (error: unknown) => {
        await release(); // busy (503): no password was tried
        throw error;
      });
      if (!user) throw new ApiError(401, 'Invalid email or password');
      // Only failures count: the name and the message of the limit say 'failed logins'.
      await release();
      await signIn(c, deps, user.id);
      return c.json({ user: toPublicUser(user) });
    })
    .post('/logout', async (c) => {
      const user = c.get('user');
      const sessionId = c.get('sessionId');
      // Server-side: a copy of this cookie is refused from now on; the person's other devices stay in.
      if (user && sessionId !== null) await endSession(db, user.id, sessionId);
      clearSessionCookie(c, config);
      return c.json({ ok: true });
    });
}
