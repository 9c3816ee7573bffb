/**
 * A company's boards (issue 27). Public: GET /api/companies/{slug}/boards, the boards the caller
 * may see (board-access.ts). The team's, owner and admin only: /api/companies/{id}/board-settings
 * lists them with their rules and idea counts; /api/companies/{id}/boards creates, reorders,
 * changes and deletes them (docs/decisions/024).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  BOARD_MESSAGES,
  boardOrderSchema,
  createBoardSchema,
  deleteBoardSchema,
  updateBoardSchema,
} from '../../contract';
import type { UserRow } from '../../db/schema';
import { boardUser } from '../../http/viewer';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireCompanyBySlug } from '../companies/companies';
import { requireCompanyWithPermission } from '../team/authorization';
import { boardViewer, visibleBoards } from './board-access';
import { createBoard, deleteBoard, reorderBoards, updateBoard } from './board-management';
import { listBoards, toPublicBoard } from './boards';

function boardParam(value: string | undefined): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, BOARD_MESSAGES.notFound);
  return id;
}

export function boardRoutes({ db }: AppDeps, bearer: MiddlewareHandler<AppEnv>) {
  /** Public: the boards this caller may see, in switcher order (the first is the default). */
  const board = new Hono<AppEnv>().get('/:slug/boards', bearer, async (c) => {
    const company = await requireCompanyBySlug(db, c.req.param('slug'));
    const viewer = await boardViewer(db, boardUser(c, company.id), company);
    return c.json((await visibleBoards(db, viewer, company.id)).map(toPublicBoard));
  });

  /** The company for its owner or an admin (401, 404, then 403 before the body is read). */
  const managed = (user: UserRow | null, id: string | undefined) =>
    requireCompanyWithPermission(db, user, id, 'companySettings');

  const team = new Hono<AppEnv>()
    .get('/:id/board-settings', async (c) => {
      const company = await managed(c.get('user'), c.req.param('id'));
      return c.json(await listBoards(db, company.id));
    })
    .post('/:id/boards', async (c) => {
      const company = await managed(c.get('user'), c.req.param('id'));
      return c.json(await createBoard(db, company, await readJson(c, createBoardSchema)), 201);
    })
    // The switcher's order: every board id, in order (PATCH on the list as a whole).
    .patch('/:id/boards', async (c) => {
      const company = await managed(c.get('user'), c.req.param('id'));
      const { ids } = await readJson(c, boardOrderSchema);
      return c.json(await reorderBoards(db, company, ids));
    })
    .patch('/:id/boards/:boardId', async (c) => {
      const company = await managed(c.get('user'), c.req.param('id'));
      const boardId = boardParam(c.req.param('boardId'));
      return c.json(await updateBoard(db, company, boardId, await readJson(c, updateBoardSchema)));
    })
    .delete('/:id/boards/:boardId', async (c) => {
      const company = await managed(c.get('user'), c.req.param('id'));
      const boardId = boardParam(c.req.param('boardId'));
      const query = deleteBoardSchema.safeParse({ moveTo: c.req.query('moveTo') });
      if (!query.success) {
        const message = query.error.issues[0]?.message ?? 'moveTo must be a board id';
        throw new ApiError(400, message, [{ path: 'moveTo', message }]);
      }
      return c.json(await deleteBoard(db, company, boardId, query.data.moveTo));
    });

  return { board, team };
}
