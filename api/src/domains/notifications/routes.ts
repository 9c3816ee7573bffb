/**
 * Notification e-mail: the signed-in user's settings (/api/account/notifications) and the
 * one-click unsubscribe (/api/notifications), whose signed token is the credential: it works
 * without a session, from a mail client's RFC 8058 POST or the portal's unsubscribe page.
 */
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { unsubscribeQuerySchema, updateNotificationSettingsSchema } from '../../contract';
import { validationError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireSignedIn } from '../team/authorization';
import { getNotificationSettings, setSubscribed, updateNotificationSettings } from './notification-settings';
import { verifyUnsubscribe } from './unsubscribe-tokens';

export function notificationSettingsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      return c.json(await getNotificationSettings(db, user));
    })
    .patch('/', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const input = await readJson(c, updateNotificationSettingsSchema);
      return c.json(await updateNotificationSettings(db, user, input));
    });
}

/** The claim of the link's `token` (in the query, as List-Unsubscribe carries it): 400 if bad. */
function claimOf(c: Context<AppEnv>, unsubscribeKey: Buffer) {
  const query = unsubscribeQuerySchema.safeParse(c.req.query());
  if (!query.success) throw validationError(query.error);
  return verifyUnsubscribe(unsubscribeKey, query.data.token);
}

export function unsubscribeRoutes({ db, config, unsubscribeKey }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/unsubscribe', (c) => {
      // Never unsubscribes by itself (link scanners open links): the page asks the POST below.
      const { token } = c.req.query();
      claimOf(c, unsubscribeKey);
      return c.redirect(`${config.publicUrl}/unsubscribe?token=${encodeURIComponent(token ?? '')}`, 303);
    })
    .post('/resubscribe', async (c) => c.json(await setSubscribed(db, claimOf(c, unsubscribeKey), true)));
}

/**
 * The one-click POST, in app.ts's raw-body group: its body (List-Unsubscribe=One-Click,
 * form-encoded, RFC 8058) is not read, and no cookie is used, so no forgery: the token says it all.
 */
export function oneClickUnsubscribeRoutes({ db, unsubscribeKey }: AppDeps) {
  return new Hono<AppEnv>().post('/unsubscribe', async (c) =>
    c.json(await setSubscribed(db, claimOf(c, unsubscribeKey), false)),
  );
}
