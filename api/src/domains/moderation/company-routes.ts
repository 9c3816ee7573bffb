/**
 * /api/companies: similar-idea hints for the submit form (public) and the board's moderation:
 * the review setting (admin) and the ideas held for review (member), issue 16.
 */

import { eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { moderationSettingsSchema, similarQuerySchema } from '../../contract';
import { companies } from '../../db/schema';
import { boardUser, readViewer } from '../../http/viewer';
import { clientIp } from '../../lib/client-ip';
import { validationError } from '../../lib/errors';
import { GLOBAL_SCOPE } from '../../lib/read-cache';
import { readJson } from '../../lib/validate';
import { boardIdsFor, lazyViewer, shownBoard, shownBoards } from '../board/board-scope';
import { cachedPageParts, toCompanyPage } from '../board/company-page';
import { boardViewer } from '../boards/board-access';
import { requireCompanyBySlug } from '../companies/companies';
import { similarIdeas } from '../search/similar-ideas';
import { requireCompanyWithRole } from '../team/authorization';
import { listHeldIdeas } from './idea-review';

export function companyModerationRoutes(
  { db, cache, limiter, visitorKey }: AppDeps,
  bearer: MiddlewareHandler<AppEnv>,
) {
  /** The similar-idea hints: the board group in app.ts, which answers on custom domains too. */
  const board = new Hono<AppEnv>().get('/:slug/similar', bearer, async (c) => {
    // The same cached lookup as the board's own routes (companies.ts).
    const slug = c.req.param('slug');
    const company = await cache.get(GLOBAL_SCOPE, `company:${slug}`, () => requireCompanyBySlug(db, slug));
    const query = similarQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    await limiter.consume('similar', clientIp(c));
    // Only the statuses the board shows (Advanced customisation), as its own search.
    const parts = await cachedPageParts(db, cache, company);
    const page = toCompanyPage(parts);
    const viewer = readViewer(c, visitorKey);
    // One board (`board`) or every board the caller may see.
    const rows = parts.boards;
    const viewerOf = lazyViewer(() => boardViewer(db, boardUser(c, company.id), company));
    const boardSlug = c.req.query('board');
    const shown =
      boardSlug === undefined
        ? await shownBoards(rows, viewerOf)
        : [await shownBoard(rows, boardSlug, viewerOf)];
    const boardIds = boardIdsFor(rows, shown);
    return c.json(await similarIdeas(db, company.id, query.data.q, viewer, page.board.statuses, boardIds));
  });
  /** The moderation settings and queue: the cookie API group only. */
  const team = new Hono<AppEnv>()
    .get('/:id/moderation', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
      return c.json({ reviewNewIdeas: company.reviewNewIdeas });
    })
    .patch('/:id/moderation', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'admin');
      const { reviewNewIdeas } = await readJson(c, moderationSettingsSchema);
      await db.update(companies).set({ reviewNewIdeas }).where(eq(companies.id, company.id));
      return c.json({ reviewNewIdeas });
    })
    .get('/:id/held-ideas', async (c) => {
      const user = c.get('user');
      const company = await requireCompanyWithRole(db, user, c.req.param('id'), 'member');
      return c.json(await listHeldIdeas(db, company.id, { user, visitorId: undefined }));
    });
  return { board, team };
}
