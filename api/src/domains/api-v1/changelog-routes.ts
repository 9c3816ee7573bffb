/**
 * /api/v1/changelog (issue 29): the key's company's entries in every state (a key acts for the
 * team), a new draft, and publishing one, through the same services as the dashboard.
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { createEntry, entryParam, listTeamEntries, teamEntry } from '../changelog/entries';
import { publishEntry } from '../changelog/publishing';
import type { V1Env } from './api-key-middleware';
import {
  changelogEntryListSchema,
  changelogEntryParamsSchema,
  changelogEntrySchema,
  createChangelogEntryBodySchema,
} from './changelog-schemas';
import { v1Hook } from './company-idea';
import { body, errors, KEYED, ok } from './responses';

const tags = ['Changelog'];
const entry = { params: changelogEntryParamsSchema };

const routes = {
  list: createRoute({
    method: 'get',
    operationId: 'listChangelogEntries',
    description:
      'Scope: read. Every state: drafts and scheduled entries first, then published ones, newest first.',
    path: '/changelog',
    tags,
    summary: "The company's changelog entries",
    responses: { 200: ok(changelogEntryListSchema, 'The entries'), ...errors(...KEYED) },
  }),
  get: createRoute({
    method: 'get',
    operationId: 'getChangelogEntry',
    description: 'Scope: read.',
    path: '/changelog/{id}',
    tags,
    summary: 'One changelog entry',
    request: entry,
    responses: { 200: ok(changelogEntrySchema, 'The entry'), ...errors(404, ...KEYED) },
  }),
  create: createRoute({
    method: 'post',
    operationId: 'createChangelogEntry',
    description: "Scope: write. A draft; labels are built-in (New, Improved, Fixed) or the company's own.",
    path: '/changelog',
    tags,
    summary: 'Write a changelog entry (a draft)',
    request: { body: body(createChangelogEntryBodySchema) },
    responses: { 201: ok(changelogEntrySchema, 'The new draft'), ...errors(400, 403, ...KEYED) },
  }),
  publish: createRoute({
    method: 'post',
    operationId: 'publishChangelogEntry',
    description:
      'Scope: write. Publishes now: each linked idea becomes Completed, and the people who asked for them and the subscribers are e-mailed once.',
    path: '/changelog/{id}/publish',
    tags,
    summary: 'Publish a changelog entry',
    request: entry,
    responses: { 200: ok(changelogEntrySchema, 'The published entry'), ...errors(403, 404, 409, ...KEYED) },
  }),
};

export function v1ChangelogRoutes({ db, config, unsubscribeKey, outbox }: AppDeps) {
  const links = { publicUrl: config.publicUrl, key: unsubscribeKey };
  return new OpenAPIHono<V1Env>({ defaultHook: v1Hook })
    .openapi(routes.list, async (c) => c.json(await listTeamEntries(db, c.var.company.id), 200))
    .openapi(routes.get, async (c) =>
      c.json(await teamEntry(db, c.var.company.id, entryParam(c.req.param('id'))), 200),
    )
    .openapi(routes.create, async (c) =>
      c.json(await createEntry(db, c.var.company, null, c.req.valid('json')), 201),
    )
    .openapi(routes.publish, async (c) => {
      const entryId = entryParam(c.req.param('id'));
      await publishEntry(db, c.var.company, entryId, { links, now: new Date(), byUserId: null });
      outbox.wake();
      return c.json(await teamEntry(db, c.var.company.id, entryId), 200);
    });
}
