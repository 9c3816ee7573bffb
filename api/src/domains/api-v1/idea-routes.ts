/** /api/v1/ideas: the key's company's ideas, a page at a time, and the team's changes to them. */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { decodeCursor, pageFrom } from '../../lib/cursor';
import { requireCompanyBoard } from '../boards/boards';
import { requireOfferedCategory } from '../categories/categories';
import { createIdea, deleteIdea } from '../ideas/ideas';
import { triageIdea } from '../inbox/idea-triage';
import { toV1Idea } from '../webhooks/v1-idea';
import type { V1Env } from './api-key-middleware';
import { ideaRowsPage } from './api-v1-reads';
import { companyIdea, DEFAULT_LIMIT, v1Hook } from './company-idea';
import { body, errors, KEYED, ok } from './responses';
import {
  createIdeaBodySchema,
  ideaListQuerySchema,
  ideaPageSchema,
  ideaParamsSchema,
  ideaSchema,
  okSchema,
  updateIdeaBodySchema,
} from './schemas';

const tags = ['Ideas'];
const idea = { params: ideaParamsSchema };

const routes = {
  list: createRoute({
    method: 'get',
    operationId: 'listIdeas',
    description: 'Scope: read.',
    path: '/ideas',
    tags,
    summary: 'List ideas, newest first, a page at a time',
    request: { query: ideaListQuerySchema },
    responses: { 200: ok(ideaPageSchema, 'A page of ideas'), ...errors(400, ...KEYED) },
  }),
  create: createRoute({
    method: 'post',
    operationId: 'createIdea',
    description: 'Scope: write.',
    path: '/ideas',
    tags,
    summary: 'Submit an idea on behalf of the company',
    request: { body: body(createIdeaBodySchema) },
    responses: { 201: ok(ideaSchema, 'The new idea'), ...errors(400, 403, ...KEYED) },
  }),
  get: createRoute({
    method: 'get',
    operationId: 'getIdea',
    description: 'Scope: read.',
    path: '/ideas/{id}',
    tags,
    summary: 'One idea',
    request: idea,
    responses: { 200: ok(ideaSchema, 'The idea'), ...errors(404, ...KEYED) },
  }),
  update: createRoute({
    method: 'patch',
    operationId: 'updateIdea',
    description: 'Scope: write.',
    path: '/ideas/{id}',
    tags,
    summary: 'Change the status, title, description, category, privacy or board',
    request: { ...idea, body: body(updateIdeaBodySchema) },
    responses: { 200: ok(ideaSchema, 'The idea as changed'), ...errors(400, 403, 404, ...KEYED) },
  }),
  remove: createRoute({
    method: 'delete',
    operationId: 'deleteIdea',
    description: 'Scope: write.',
    path: '/ideas/{id}',
    tags,
    summary: 'Delete an idea with its votes and comments',
    request: idea,
    responses: { 200: ok(okSchema, 'Deleted'), ...errors(403, 404, ...KEYED) },
  }),
};

export function v1IdeaRoutes({ db, notifications }: AppDeps) {
  return new OpenAPIHono<V1Env>({ defaultHook: v1Hook })
    .openapi(routes.list, async (c) => {
      const { cursor, limit = DEFAULT_LIMIT, ...filters } = c.req.valid('query');
      if (filters.boardId !== undefined) await requireCompanyBoard(db, c.var.company.id, filters.boardId);
      const before = decodeCursor(cursor);
      const rows = await ideaRowsPage(db, { companyId: c.var.company.id, before, limit, ...filters });
      return c.json(pageFrom(rows.map(toV1Idea), limit), 200);
    })
    .openapi(routes.create, async (c) => {
      const company = c.var.company;
      const input = c.req.valid('json');
      if (input.categoryId != null) await requireOfferedCategory(db, company, input.categoryId);
      const nobody = { user: null, visitorId: undefined };
      const row = await createIdea(
        db,
        { ...input, companyId: company.id, submitAnonymously: false, attachmentIds: [] },
        nobody,
      );
      return c.json(toV1Idea(row), 201);
    })
    .openapi(routes.get, async (c) => c.json(toV1Idea(await companyIdea(db, c)), 200))
    .openapi(routes.update, async (c) => {
      const row = await companyIdea(db, c);
      const input = c.req.valid('json');
      // A status change through the API e-mails the idea's followers, as one in the dashboard does.
      const updated = await notifications.statusChange(row, null, () =>
        triageIdea(db, row, c.var.company, input, c.var.apiKey.createdBy),
      );
      return c.json(toV1Idea(updated), 200);
    })
    .openapi(routes.remove, async (c) => {
      await deleteIdea(db, await companyIdea(db, c));
      return c.json({ ok: true as const }, 200);
    });
}
