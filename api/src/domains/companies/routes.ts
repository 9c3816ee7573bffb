/** /api/companies: the landing list, a company's page data, and the owner's profile actions. */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  companySettingsSchema,
  createCompanySchema,
  ideaListQuerySchema,
  updateCompanySchema,
} from '../../contract';
import type { CompanyRow } from '../../db/schema';
import { boardUser, readViewer } from '../../http/viewer';
import { clientIp } from '../../lib/client-ip';
import { invariant, validationError } from '../../lib/errors';
import { GLOBAL_SCOPE } from '../../lib/read-cache';
import { readJson } from '../../lib/validate';
import { type BoardAnswer, boardForViewer, searchForViewer } from '../board/board';
import { boardIdsFor, lazyViewer, shownBoard, shownBoards } from '../board/board-scope';
import {
  cachedPageParts,
  companyPage,
  listCompanies,
  publicCompanyStats,
  toCompanyPage,
} from '../board/company-page';
import { roadmapForViewer } from '../board/roadmap';
import { boardViewer } from '../boards/board-access';
import { deleteCompany } from '../data/company-deletion';
import { listIdeas } from '../ideas/idea-views';
import { SearchPool } from '../search/search-pool';
import { DirectSearch } from '../search/search-result';
import {
  requireCompanyRole,
  requireCompanyWithPermission,
  requireOwnedCompany,
  requireSignedIn,
  seesPrivate,
} from '../team/authorization';
import { releaseReplacedUploads } from '../uploads/upload-cleanup';
import { createCompany, requireCompanyBySlug, updateCompany } from './companies';
import { storedSettings, updateSettings } from './company-settings';
import { onboardingProgress } from './onboarding';
import { slugAvailability } from './slug-availability';

/** The company routes in their two groups; `bearer` signs in the widget panel's person (identify). */
export function companyRoutes(
  { db, engine, cache, limiter, visitorKey, config }: AppDeps,
  bearer: MiddlewareHandler<AppEnv>,
) {
  const companyBySlug = (slug: string) =>
    cache.get(GLOBAL_SCOPE, `company:${slug}`, () => requireCompanyBySlug(db, slug));
  /** The public company answer, cached in the company's scope. */
  const pageOf = async (company: CompanyRow) => toCompanyPage(await cachedPageParts(db, cache, company));
  const search = engine.background ? new SearchPool(engine.background) : new DirectSearch(db);
  /** The caller as a board viewer of `company`, resolved only if a board not public is in question. */
  const viewerOn = (c: Context<AppEnv>, company: CompanyRow) =>
    lazyViewer(() => boardViewer(db, boardUser(c, company.id), company));

  /** The public board's reads: the board group in app.ts, which answers on custom domains too. */
  const board = new Hono<AppEnv>()
    // Before '/:slug': the sign-up form's check as the owner types (issue 26), a public read.
    .get('/slug-availability', async (c) => {
      await limiter.consume('slugAvailability', clientIp(c));
      const slug = (c.req.query('slug') ?? '').trim().slice(0, 200);
      return c.json(await slugAvailability(db, slug));
    })
    .get('/:slug', async (c) => {
      return c.json(await pageOf(await companyBySlug(c.req.param('slug'))));
    })
    .get('/:slug/stats', async (c) => {
      const { id } = await companyBySlug(c.req.param('slug'));
      // Public boards only, the same for everyone: one entry in the shared cache.
      return c.json(await cache.get(id, 'stats', () => publicCompanyStats(db, id)));
    })
    .get('/:slug/features', bearer, async (c) => {
      const company = await companyBySlug(c.req.param('slug'));
      const viewer = readViewer(c, visitorKey);
      const query = ideaListQuerySchema.safeParse(c.req.query());
      if (!query.success) throw validationError(query.error);
      // One board's ideas (`board`, else the caller's default board): 404 for one they may not see.
      const parts = await cachedPageParts(db, cache, company);
      const rows = parts.boards;
      const shown = await shownBoard(rows, c.req.query('board'), viewerOn(c, company));
      const boardIds = boardIdsFor(rows, [shown]);
      // Every answer is bounded (MAX_LIST_SIZE); the header tells how many match in all.
      let board: BoardAnswer;
      if (c.req.query('visibility') === 'team') {
        // The team's own list, private ideas included: never from the shared public cache.
        await requireCompanyRole(db, c.get('user'), company, 'member');
        board = await listIdeas(db, company.id, viewer, { ...query.data, boardIds }, 'team');
      } else {
        // Public answers, the same for everyone who may see the board (the owner included): only
        // the statuses the board shows (Advanced customisation), in list, total and search alike.
        const { statuses } = toCompanyPage(parts).board;
        if (query.data.q) {
          await limiter.consume('search', clientIp(c));
          board = await searchForViewer(db, search, company.id, viewer, query.data, statuses, boardIds);
        } else board = await boardForViewer(db, cache, company.id, viewer, query.data, statuses, boardIds);
      }
      c.header('X-Total-Count', String(board.total));
      if ('ideas' in board) return c.json(board.ideas);
      return c.body(board.json, 200, { 'Content-Type': 'application/json' });
    })
    .get('/:slug/roadmap', bearer, async (c) => {
      const company = await companyBySlug(c.req.param('slug'));
      const viewer = readViewer(c, visitorKey);
      // A private roadmap is not found for anyone outside the team.
      const parts = await cachedPageParts(db, cache, company);
      const { board } = toCompanyPage(parts);
      invariant(
        board.roadmapPublic || (await seesPrivate(db, viewer.user, company)),
        404,
        'Roadmap not found',
      );
      // One board (`board`) or every board the caller may see, cached per set of boards.
      const rows = parts.boards;
      const slug = c.req.query('board');
      const viewerOf = viewerOn(c, company);
      const shown =
        slug === undefined ? await shownBoards(rows, viewerOf) : [await shownBoard(rows, slug, viewerOf)];
      const answer = await roadmapForViewer(db, cache, company.id, viewer, boardIdsFor(rows, shown));
      if ('roadmap' in answer) return c.json(answer.roadmap);
      return c.body(answer.json, 200, { 'Content-Type': 'application/json' });
    });

  /** The landing list and the owner's profile actions: the cookie API group only. */
  const team = new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listCompanies(db)))
    .post('/', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const company = await createCompany(db, user.id, await readJson(c, createCompanySchema));
      return c.json({ slug: company.slug }, 201);
    })
    .patch('/:id', async (c) => {
      const company = await requireCompanyWithPermission(
        db,
        c.get('user'),
        c.req.param('id'),
        'companySettings',
      );
      const updated = await updateCompany(db, company, await readJson(c, updateCompanySchema));
      await releaseReplacedUploads(db, company, updated);
      return c.json(await companyPage(db, updated));
    })
    // The first dashboard's checklist (issue 26): what the server can tell is done.
    .get('/:id/onboarding', async (c) => {
      const company = await requireCompanyWithPermission(
        db,
        c.get('user'),
        c.req.param('id'),
        'companySettings',
      );
      return c.json(await onboardingProgress(db, company, new URL(config.publicUrl).origin));
    })
    // The owner's board settings as stored; each change is checked against the plan (403).
    .get('/:id/settings', async (c) => {
      const company = await requireCompanyWithPermission(
        db,
        c.get('user'),
        c.req.param('id'),
        'companySettings',
      );
      return c.json(storedSettings(company));
    })
    .patch('/:id/settings', async (c) => {
      const company = await requireCompanyWithPermission(
        db,
        c.get('user'),
        c.req.param('id'),
        'companySettings',
      );
      const updated = await updateSettings(db, company, await readJson(c, companySettingsSchema));
      return c.json(storedSettings(updated));
    })
    .delete('/:id', async (c) => {
      const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
      await deleteCompany(db, company);
      return c.json({ ok: true });
    });
  return { board, team };
}
