/**
 * /api/companies/{id}/changelog… (the team's: `publishChangelog` writes, `seeTeamViews` reads),
 * /api/companies/{slug}/changelog… (the public's) and /api/companies/{id}/changelog-labels.
 *
 * The team's and the public's reads share two paths (`GET …/{ref}/changelog` and
 * `…/{ref}/changelog/{entry}`), and a slug may be all digits, so one handler tells them apart:
 * a numeric `ref` naming a company the caller is on the team of is the team's read (by entry
 * id); anything else is the public's, by slug (docs/decisions/030-changelog-entries.md).
 */
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  CHANGELOG_MESSAGES,
  createChangelogEntrySchema,
  createChangelogLabelSchema,
  reaches,
  scheduleChangelogEntrySchema,
  TEAM_PERMISSIONS,
  updateChangelogEntrySchema,
} from '../../contract';
import type { CompanyRow } from '../../db/schema';
import { boardUser } from '../../http/viewer';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { findCompanyById, requireCompanyBySlug } from '../companies/companies';
import { requireCompanyWithPermission, teamAccess } from '../team/authorization';
import { addChangelogLabel, deleteChangelogLabel, listChangelogLabels } from './changelog-labels';
import { changelogEntry, changelogPage, latestPublishedAt, readerScope } from './changelog-reads';
import { storeChangelogCover } from './cover';
import { createEntry, deleteEntry, entryParam, listTeamEntries, teamEntry, updateEntry } from './entries';
import { publishEntry, scheduleEntry, unscheduleEntry } from './publishing';

function labelParam(value: string | undefined): number {
  const id = value && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new ApiError(404, CHANGELOG_MESSAGES.labelNotFound);
  return id;
}

function pageParam(value: string | undefined): number {
  if (value === undefined) return 1;
  const page = /^\d{1,6}$/.test(value) ? Number(value) : 0;
  if (page < 1)
    throw new ApiError(400, CHANGELOG_MESSAGES.page, [{ path: 'page', message: CHANGELOG_MESSAGES.page }]);
  return page;
}

/** Under /api/companies, the cookie API on the main site: the team's writes and labels. */
export function changelogTeamRoutes(deps: AppDeps) {
  const { db, config, unsubscribeKey } = deps;
  const links = { publicUrl: config.publicUrl, key: unsubscribeKey };
  const writer = (c: Context<AppEnv>) =>
    requireCompanyWithPermission(db, c.get('user'), c.req.param('id'), 'publishChangelog');
  const done = async (c: Context<AppEnv>, company: CompanyRow, entryId: number) =>
    c.json(await teamEntry(db, company.id, entryId));
  return new Hono<AppEnv>()
    .post('/:id/changelog', async (c) => {
      const company = await writer(c);
      const input = await readJson(c, createChangelogEntrySchema);
      return c.json(await createEntry(db, company, c.get('user')?.id ?? null, input), 201);
    })
    .patch('/:id/changelog/:entryId', async (c) => {
      const company = await writer(c);
      const entryId = entryParam(c.req.param('entryId'));
      return c.json(await updateEntry(db, company, entryId, await readJson(c, updateChangelogEntrySchema)));
    })
    .delete('/:id/changelog/:entryId', async (c) => {
      const company = await writer(c);
      await deleteEntry(db, company.id, entryParam(c.req.param('entryId')));
      return c.json({ ok: true });
    })
    .post('/:id/changelog/:entryId/schedule', async (c) => {
      const company = await writer(c);
      const entryId = entryParam(c.req.param('entryId'));
      const { publishAt } = await readJson(c, scheduleChangelogEntrySchema);
      await scheduleEntry(db, company, entryId, publishAt, new Date());
      return done(c, company, entryId);
    })
    .post('/:id/changelog/:entryId/unschedule', async (c) => {
      const company = await writer(c);
      const entryId = entryParam(c.req.param('entryId'));
      await unscheduleEntry(db, company, entryId, new Date());
      return done(c, company, entryId);
    })
    .post('/:id/changelog/:entryId/publish', async (c) => {
      const company = await writer(c);
      const entryId = entryParam(c.req.param('entryId'));
      await publishEntry(db, company, entryId, {
        links,
        now: new Date(),
        byUserId: c.get('user')?.id ?? null,
      });
      deps.outbox.wake();
      return done(c, company, entryId);
    })
    .get('/:id/changelog-labels', async (c) => {
      const company = await requireCompanyWithPermission(
        db,
        c.get('user'),
        c.req.param('id'),
        'seeTeamViews',
      );
      return c.json(await listChangelogLabels(db, company.id));
    })
    .post('/:id/changelog-labels', async (c) => {
      const company = await writer(c);
      const { name } = await readJson(c, createChangelogLabelSchema);
      return c.json(await addChangelogLabel(db, company, name), 201);
    })
    .delete('/:id/changelog-labels/:labelId', async (c) => {
      const company = await writer(c);
      await deleteChangelogLabel(db, company.id, labelParam(c.req.param('labelId')));
      return c.json({ ok: true });
    });
}

/** Under /api/companies, with a body limit for an image: the entry's cover, as the company's cover is checked. */
export function changelogCoverRoutes({ db, limiter }: AppDeps) {
  return new Hono<AppEnv>().post('/:id/changelog/cover', async (c) => {
    const user = c.get('user');
    const company = await requireCompanyWithPermission(db, user, c.req.param('id'), 'publishChangelog');
    await limiter.consume('upload', `user:${user?.id}`);
    return c.json(await storeChangelogCover(db, company.id, user?.id ?? null, c), 201);
  });
}

/** Under /api/companies, the board's calls (custom domains too): the reads, public and the team's. */
export function changelogReadRoutes({ db }: AppDeps) {
  /** The company of a numeric `ref` when the caller sees its team views, else null (a slug). */
  async function teamCompany(c: Context<AppEnv>, ref: string): Promise<CompanyRow | null> {
    const user = c.get('user');
    if (!user || !/^\d{1,10}$/.test(ref)) return null;
    const company = await findCompanyById(db, Number(ref));
    if (!company) return null;
    const { position } = await teamAccess(db, user, company);
    return reaches(position, TEAM_PERMISSIONS.seeTeamViews.least) ? company : null;
  }
  async function publicReader(c: Context<AppEnv>, slug: string) {
    const company = await requireCompanyBySlug(db, slug);
    return { company, scope: await readerScope(db, boardUser(c, company.id), company) };
  }
  return new Hono<AppEnv>()
    .get('/:ref/changelog', async (c) => {
      const ref = c.req.param('ref');
      const team = await teamCompany(c, ref);
      if (team) return c.json(await listTeamEntries(db, team.id));
      const page = pageParam(c.req.query('page'));
      const { company, scope } = await publicReader(c, ref);
      return c.json(await changelogPage(db, company.id, scope, page));
    })
    .get('/:ref/changelog/:entry', async (c) => {
      const ref = c.req.param('ref');
      const team = await teamCompany(c, ref);
      if (team) return c.json(await teamEntry(db, team.id, entryParam(c.req.param('entry'))));
      const { company, scope } = await publicReader(c, ref);
      return c.json(await changelogEntry(db, company.id, scope, c.req.param('entry')));
    });
}

/** Under /api/companies, no cookie and a short shared cache: what the widget's unread dot compares. */
export function changelogLatestRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/:slug/changelog/latest', async (c) => {
    const company = await requireCompanyBySlug(db, c.req.param('slug'));
    // The same answer for everyone, read without credentials: any page may ask it.
    c.header('Access-Control-Allow-Origin', '*');
    return c.json({ latestPublishedAt: await latestPublishedAt(db, company.id) });
  });
}
