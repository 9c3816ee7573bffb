/** /api/v1/statuses, /categories and /boards: what the key's company's board offers, with its own labels. */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { CATEGORIES, CATEGORY_LABELS, STATUSES } from '../../contract';
import { boardRows, toPublicBoard } from '../boards/boards';
import { listCategories } from '../categories/categories';
import { appliedBoard, appliedCategories, settingsOf } from '../companies/company-settings';
import { companyPlan } from '../plans/plans';
import type { V1Env } from './api-key-middleware';
import { v1Hook } from './company-idea';
import { errors, KEYED, ok } from './responses';
import { boardListSchema, categoryListSchema, statusListSchema } from './schemas';

const tags = ['Board'];

const routes = {
  statuses: createRoute({
    method: 'get',
    operationId: 'listStatuses',
    description: 'Scope: read.',
    path: '/statuses',
    tags,
    summary: "The four statuses with the board's labels, and which the board shows",
    responses: { 200: ok(statusListSchema, 'Every status'), ...errors(...KEYED) },
  }),
  categories: createRoute({
    method: 'get',
    operationId: 'listCategories',
    description: 'Scope: read.',
    path: '/categories',
    tags,
    summary: "The fixed categories and the company's own (Categorisation plans)",
    responses: { 200: ok(categoryListSchema, 'The categories'), ...errors(...KEYED) },
  }),
  boards: createRoute({
    method: 'get',
    operationId: 'listBoards',
    description:
      'Scope: read. A key acts for the team, so every board is listed, team-only and restricted ones too.',
    path: '/boards',
    tags,
    summary: "The company's boards in switcher order (the first is the default)",
    responses: { 200: ok(boardListSchema, 'The boards'), ...errors(...KEYED) },
  }),
};

export function v1BoardRoutes({ db }: AppDeps) {
  return new OpenAPIHono<V1Env>({ defaultHook: v1Hook })
    .openapi(routes.statuses, async (c) => {
      const board = appliedBoard(settingsOf(c.var.company), await companyPlan(db, c.var.company));
      const statuses = STATUSES.map((id) => ({
        id,
        label: board.statusLabels[id],
        shownOnBoard: board.statuses.includes(id),
      }));
      return c.json(statuses, 200);
    })
    .openapi(routes.categories, async (c) => {
      const { company } = c.var;
      const custom = appliedCategories(await listCategories(db, company.id), await companyPlan(db, company));
      const fixed = CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] }));
      return c.json({ fixed, custom }, 200);
    })
    .openapi(routes.boards, async (c) =>
      c.json((await boardRows(db, c.var.company.id)).map(toPublicBoard), 200),
    );
}
