/**
 * /api/account: the signed-in user's own settings. Every call acts on the session's user only
 * (there is no id in the path to tamper with); the e-mail confirmation link is the exception:
 * its token, sent to the new address, is the credential, so it works in any browser.
 * /api/account/sessions lists the person's signed-in devices and ends one or all of them.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  updateProfileSchema,
} from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { clearSessionCookie } from '../../lib/cookies';
import { idParam } from '../../lib/params';
import { readJson } from '../../lib/validate';
import { endSubscriptionNow } from '../billing/billing-manage';
import { requireSignedIn } from '../team/authorization';
import { hashPassword } from '../users/passwords';
import { endSession, endSessions, listSessions } from '../users/session-store';
import { findUser, replacePassword, toPublicUser, updateName } from '../users/users';
import { confirmEmailChange, deleteAccount, requestEmailChange, requirePassword } from './account';
import { signIn } from './sign-in';

export function accountRoutes(deps: AppDeps) {
  const { db, config, limiter, outbox, stripe } = deps;
  return (
    new Hono<AppEnv>()
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
        await replacePassword(db, user.id, await hashPassword(newPassword));
        // Every session has ended, a copy of this one's cookie too; this browser stays signed in on a new one.
        await signIn(c, deps, user.id);
        return c.json({ user: toPublicUser((await findUser(db, user.id)) ?? user) });
      })
      .get('/sessions', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        return c.json({ sessions: await listSessions(db, user.id, c.get('sessionId') ?? 0) });
      })
      .delete('/sessions/:sessionId', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const id = idParam(c.req.param('sessionId'), 'Session');
        await endSession(db, user.id, id);
        if (id === c.get('sessionId')) clearSessionCookie(c, config);
        return c.json({ ok: true });
      })
      // "Sign out everywhere": every device, this one included.
      .delete('/sessions', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const ended = await endSessions(db, user.id);
        clearSessionCookie(c, config);
        return c.json({ ended });
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
      })
  );
}
