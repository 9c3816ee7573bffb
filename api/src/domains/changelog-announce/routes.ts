/**
 * The changelog's reach (issue 29, docs/decisions/030-changelog-announce.md): subscribing by
 * e-mail and its links, the open-tracking image, the widget's view beacon and the team's
 * tracking setting. Each group is mounted in app.ts with the middleware its callers need.
 */
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  CHANGELOG_ANNOUNCE_MESSAGES,
  CHANGELOG_MESSAGES,
  changelogSettingsSchema,
  changelogSubscribeSchema,
  changelogSubscriptionTokenSchema,
} from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { ApiError, validationError } from '../../lib/errors';
import { readJson, readJsonBody } from '../../lib/validate';
import { requireCompanyBySlug } from '../companies/companies';
import { requireVisibleIdea } from '../ideas/ideas';
import { requireCompanyWithPermission } from '../team/authorization';
import {
  changelogSettingsOf,
  findPublishedEntry,
  OPEN_PIXEL,
  recordOpen,
  recordWidgetView,
  updateChangelogSettings,
} from './engagement';
import { confirmSubscription, requestSubscription, unsubscribe } from './subscriptions';

/** GET|PUT /api/companies/{id}/changelog-settings: whether entry e-mails count opens. */
export function changelogSettingsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/changelog-settings', async (c) => {
      const company = await requireCompanyWithPermission(
        db,
        c.get('user'),
        c.req.param('id'),
        'companySettings',
      );
      return c.json(changelogSettingsOf(company));
    })
    .put('/:id/changelog-settings', async (c) => {
      const company = await requireCompanyWithPermission(
        db,
        c.get('user'),
        c.req.param('id'),
        'companySettings',
      );
      return c.json(await updateChangelogSettings(db, company, await readJson(c, changelogSettingsSchema)));
    });
}

/** POST /api/companies/{slug}/changelog/subscribe: the same 202 whether new, pending or subscribed. */
export function changelogSubscribeRoutes({ db, config, limiter, outbox }: AppDeps) {
  return new Hono<AppEnv>().post('/:slug/changelog/subscribe', async (c) => {
    const company = await requireCompanyBySlug(db, c.req.param('slug'));
    const { email } = await readJson(c, changelogSubscribeSchema);
    await limiter.consume('changelogSubscribe', clientIp(c));
    // Each request e-mails the address: a few for a slow inbox, never a way to flood someone.
    await limiter.consume('changelogSubscribeEmail', email);
    const { queued } = await requestSubscription(db, config.publicUrl, company, email);
    if (queued) outbox.wake();
    return c.json({ message: CHANGELOG_ANNOUNCE_MESSAGES.subscribed }, 202);
  });
}

/** POST /api/changelog/subscriptions/confirm: the portal's confirm page sends the link's token. */
export function changelogConfirmRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post('/subscriptions/confirm', async (c) => {
    const { token } = await readJson(c, changelogSubscriptionTokenSchema);
    return c.json(await confirmSubscription(db, token));
  });
}

/** The token of an unsubscribe: in the query (a mail client's one-click POST), else the JSON body (the page). */
async function unsubscribeToken(c: Context<AppEnv>): Promise<string> {
  const fromQuery = c.req.query('token');
  const body = fromQuery === undefined ? await readJsonBody(c) : { token: fromQuery };
  const parsed = changelogSubscriptionTokenSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data.token;
}

/**
 * In app.ts's raw-body group, without a cookie: the one-click unsubscribe (RFC 8058, form-encoded
 * body unread; the token is the credential) and the open-tracking image.
 */
export function changelogMailRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/subscriptions/unsubscribe', async (c) => c.json(await unsubscribe(db, await unsubscribeToken(c))))
    .get('/open/:file', async (c) => {
      const file = c.req.param('file');
      // Whatever the token, the image: a mail client shows it, and a bad token learns nothing.
      if (file.endsWith('.gif')) await recordOpen(db, file.slice(0, -'.gif'.length)).catch(() => undefined);
      return c.body(OPEN_PIXEL, 200, { 'Content-Type': 'image/gif' });
    });
}

/**
 * POST /api/companies/{slug}/changelog/{entrySlug}/view (sendBeacon-friendly): one widget view of
 * an entry the caller may see (requireVisibleIdea on its linked ideas decides, as for reading it),
 * counted once per visitor and entry in the rate window; later ones are acknowledged, not counted.
 */
export function changelogViewRoutes({ db, limiter }: AppDeps) {
  return new Hono<AppEnv>().post('/:slug/changelog/:entrySlug/view', async (c) => {
    const company = await requireCompanyBySlug(db, c.req.param('slug'));
    const entry = await findPublishedEntry(db, company.id, c.req.param('entrySlug'));
    if (!entry || !(await seesAnyIdea(db, c.get('user'), entry.ideaIds)))
      throw new ApiError(404, CHANGELOG_MESSAGES.notFound);
    try {
      await limiter.consume('changelogView', `${clientIp(c)}:${entry.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return c.body(null, 204);
      throw error;
    }
    await recordWidgetView(db, entry.id);
    return c.body(null, 204);
  });
}

/** An entry linking no idea is public; else the viewer must see at least one of its ideas. */
async function seesAnyIdea(db: AppDeps['db'], user: AppEnv['Variables']['user'], ideaIds: number[]) {
  if (ideaIds.length === 0) return true;
  for (const id of ideaIds) {
    const seen = await requireVisibleIdea(db, id, user, { allowMerged: true }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      },
    );
    if (seen) return true;
  }
  return false;
}
