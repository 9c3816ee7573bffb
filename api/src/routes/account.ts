/**
 * /api/account: the signed-in user's own settings. Every call acts on the session's user only
 * (there is no id in the path to tamper with); the e-mail confirmation link is the exception:
 * its token, sent to the new address, is the credential, so it works in any browser.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  updateProfileSchema,
} from '../contract';
import { clientIp } from '../lib/client-ip';
import { clearSessionCookie, setSessionCookie } from '../lib/cookies';
import { readJson } from '../lib/validate';
import { confirmEmailChange, deleteAccount, requestEmailChange, requirePassword } from '../services/account';
import { requireSignedIn } from '../services/authorization';
import { endSubscriptionNow } from '../services/billing-manage';
import { hashPassword } from '../services/passwords';
import { findUser, replacePassword, toPublicUser, updateName } from '../services/users';

export function accountRoutes({ db, config, signer, limiter, outbox, stripe }: AppDeps) {
  return new Hono<AppEnv>()
    .patch('/', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const { name } = await readJson(c, updateProfileSchema);
      return c.json({ user: toPublicUser(await updateName(db, user.id, name)) });
    })
    .post('/email', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const { email, password } = await readJson(c, changeEmailSchema);
      await limiter.consume('passwordCheck', String(user.id));
      await requirePassword(user, password);
      await requestEmailChange(db, config.publicUrl, user, email);
      outbox.wake();
      return c.json(
        { message: `We sent a link to ${email}. Your email changes when you open it (within 1 hour).` },
        202,
      );
    })
    .post('/email/confirm', async (c) => {
      await limiter.consume('emailLink', clientIp(c));
      const { token } = await readJson(c, confirmEmailSchema);
      const user = await confirmEmailChange(db, token);
      return c.json({ user: toPublicUser(user) });
    })
    .post('/password', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const { currentPassword, newPassword } = await readJson(c, changePasswordSchema);
      await limiter.consume('passwordCheck', String(user.id));
      await requirePassword(user, currentPassword, 'currentPassword');
      const version = await replacePassword(db, user.id, await hashPassword(newPassword));
      // Every other session has ended; this browser stays signed in under the new version.
      setSessionCookie(c, config, await signer.sign(user.id, version));
      return c.json({ user: toPublicUser((await findUser(db, user.id)) ?? user) });
    })
    .post('/delete', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const { password } = await readJson(c, deleteAccountSchema);
      await limiter.consume('passwordCheck', String(user.id));
      await requirePassword(user, password);
      await endSubscriptionNow(stripe, user);
      await deleteAccount(db, user);
      clearSessionCookie(c, config);
      return c.json({ ok: true });
    });
}
