/**
 * /api/auth: sign-up, login, logout and the current user. A session token carries the user's
 * session version; logout raises it, which ends every session of that user on every device.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { loginSchema, signupSchema } from '../contract';
import { clientIp } from '../lib/client-ip';
import { clearSessionCookie, setSessionCookie } from '../lib/cookies';
import { ApiError } from '../lib/errors';
import { readJson } from '../lib/validate';
import { countLoginAttempt } from '../services/login-attempts';
import { authenticate, createUser, raiseSessionVersion, toPublicUser } from '../services/users';

export function authRoutes({ db, config, signer, limiter }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/me', (c) => {
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
      setSessionCookie(c, config, await signer.sign(user.id, user.sessionVersion));
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
      setSessionCookie(c, config, await signer.sign(user.id, user.sessionVersion));
      return c.json({ user: toPublicUser(user) });
    })
    .post('/logout', async (c) => {
      const user = c.get('user');
      // Server-side revocation: a copy of the cookie made before now is refused from here on.
      if (user) await raiseSessionVersion(db, user.id);
      clearSessionCookie(c, config);
      return c.json({ ok: true });
    });
}
