/** The v1 changelog's shapes (issue 29): the request body is the contract's own schema. */
import { z } from '@hono/zod-openapi';
import { CHANGELOG_STATES, createChangelogEntrySchema } from '../../contract';

// A copy made after zod-openapi loaded, so it has `.openapi` (zod 4 sets methods per instance).
export const createChangelogEntryBodySchema = createChangelogEntrySchema
  .extend({})
  .openapi('CreateChangelogEntry');

export const changelogEntryParamsSchema = z.object({
  id: z.string().openapi({ type: 'integer', format: 'int64', minimum: 1, example: 7 }),
});

export const changelogEntrySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** Markdown as written, and its safe HTML. */
    body: z.string(),
    bodyHtml: z.string(),
    coverUrl: z.string().nullable(),
    coverUploadId: z.number().int().nullable(),
    labels: z.array(z.string()),
    state: z.enum(CHANGELOG_STATES),
    /** When a scheduled entry publishes itself. */
    publishAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The ideas it ships: publishing moves each to Completed. */
    ideas: z.array(z.object({ id: z.number().int(), title: z.string(), boardSlug: z.string() })),
    stats: z.object({
      emailsSent: z.number().int(),
      emailsOpened: z.number().int(),
      widgetViews: z.number().int(),
    }),
  })
  .openapi('ChangelogEntry');

export const changelogEntryListSchema = z.array(changelogEntrySchema).openapi('ChangelogEntryList');
