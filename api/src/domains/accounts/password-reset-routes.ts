/** /api/auth/forgot-password and /api/auth/reset-password: the e-mailed single-use link. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema, resetPasswordSchema } from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { readJson } from '../../lib/validate';
import { findUser } from '../users/users';
import { liftAccountLock } from './login-attempts';
import { requestPasswordReset, resetPassword } from './password-reset';

export function passwordResetRoutes({ db, config, limiter, outbox }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/forgot-password', async (c) => {
      await limiter.consume('passwordResetIp', clientIp(c));
      const { email } = await readJson(c, forgotPasswordSchema);
      // Counted for every address, known or not, so a refusal says nothing about accounts.
      await limiter.consume('passwordResetEmail', email);
      await requestPasswordReset(db, config.publicUrl, email);
      outbox.wake();
      return c.json({ message: FORGOT_PASSWORD_ANSWER });
    })
    .post('/reset-password', async (c) => {
      await limiter.consume('emailLink', clientIp(c));
      const { token, password } = await readJson(c, resetPasswordSchema);
      const userId = await resetPassword(db, token, password);
      // The owner proved who they are: a lockout from someone guessing their password ends here.
      const user = await findUser(db, userId);
      if (user) await liftAccountLock(limiter, user.email);
      return c.json({ message: 'Your password has been changed. Please log in with your new password.' });
    });
}
