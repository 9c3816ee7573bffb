/**
 * /api/auth: sign-up, login, logout and the current user. Each sign-in starts a sessions row
 * bound to this host (domains/accounts/sign-in.ts); logout ends that one session, other devices stay signed in.
 * Sign-up e-mails a link that verifies the address (/verify-email, email-verification.ts).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { loginSchema, signupSchema, verifyEmailSchema } from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { clearSessionCookie } from '../../lib/cookies';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireSignedIn } from '../team/authorization';
import { endSession } from '../users/session-store';
import { authenticate, createUser, toPublicUser } from '../users/users';
import { resendVerificationEmail, sendVerificationEmail, verifyEmail } from './email-verification';
import { countLoginAttempt } from './login-attempts';
import { signIn } from './sign-in';

/** `bearer` signs in the widget panel's person on /me (identify). */
export function authRoutes(deps: AppDeps, bearer: MiddlewareHandler<AppEnv>) {
  const { db, config, limiter, outbox } = deps;
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
      await db.transaction((tx) => sendVerificationEmail(tx, config.publicUrl, user));
      outbox.wake();
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
    .post('/verify-email', async (c) => {
      // Open, like the other e-mailed links: the token is the proof, in whichever browser it opens.
      await limiter.consume('emailLink', clientIp(c));
      const { token } = await readJson(c, verifyEmailSchema);
      return c.json({ user: toPublicUser(await verifyEmail(db, token)) });
    })
    .post('/verify-email/resend', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      await limiter.consume('verifyEmail', String(user.id));
      if (await resendVerificationEmail(db, config.publicUrl, user)) outbox.wake();
      return c.body(null, 204);
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
