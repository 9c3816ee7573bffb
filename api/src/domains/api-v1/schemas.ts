/**
 * The v1 API's shapes. Request bodies are the contract's own schemas (one set of messages for
 * the portal, the session API and v1); the answers are described here, and the OpenAPI
 * document is generated from both (openapi.ts).
 */
import { z } from '@hono/zod-openapi';
import {
  API_KEY_SCOPES,
  BOARD_VISIBILITIES,
  CATEGORIES,
  createCommentSchema,
  createIdeaSchema,
  emailSchema,
  STATUSES,
  updateIdeaSchema,
} from '../../contract';

export const errorSchema = z
  .object({
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi('Error');

/** Opaque paging: the answer's `nextCursor` goes back as `cursor` for the next page. */
const pageQuery = {
  cursor: z.string().max(200, 'cursor is not valid').optional(),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .optional(),
};

export const ideaListQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(STATUSES, 'status must be idea, planned, in_progress or completed').optional(),
  category: z.enum(CATEGORIES, 'Unknown category').optional(),
  categoryId: z.coerce
    .number('Unknown category')
    .int('Unknown category')
    .positive('Unknown category')
    .max(Number.MAX_SAFE_INTEGER, 'Unknown category')
    .optional(),
  /** Only the ideas on this board of the key's company (GET /boards); another board is a 400. */
  boardId: z.coerce
    .number('boardId must be a board id')
    .int('boardId must be a board id')
    .positive('boardId must be a board id')
    .max(Number.MAX_SAFE_INTEGER, 'boardId must be a board id')
    .optional(),
});
export type V1IdeaListQuery = z.infer<typeof ideaListQuerySchema>;

export const pageQuerySchema = z.object(pageQuery);
export type V1PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * An idea's id in the path: an integer, as `Idea.id` (issue 23: generated clients typed it as a
 * string). Checked by the route (`idParam`), so a malformed id is the same 404 as an unknown one.
 */
export const ideaParamsSchema = z.object({
  id: z.string().openapi({ type: 'integer', format: 'int64', minimum: 1, example: 42 }),
});

/**
 * POST /api/v1/ideas: the board's submit form without its company (the key's), anonymity or
 * screenshots (an upload belongs to a person on the board, never to a key).
 */
export const createIdeaBodySchema = createIdeaSchema
  .omit({ companyId: true, submitAnonymously: true, attachmentIds: true })
  .openapi('CreateIdea');
// The contract's own instances, as they are (they are inlined in the document, unnamed).
export const updateIdeaBodySchema = updateIdeaSchema;
export const createCommentBodySchema = createCommentSchema.omit({ attachmentIds: true });

export const VOTER_MESSAGE = 'Please identify the voter by email or externalId (one of them)';

/** A vote for an end user of the company, known by their e-mail or the company's own id for them. */
export const addVoteBodySchema = z
  .object({
    email: emailSchema.optional(),
    externalId: z.string(VOTER_MESSAGE).trim().min(1, VOTER_MESSAGE).max(200, VOTER_MESSAGE).optional(),
  })
  .refine((voter) => (voter.email === undefined) !== (voter.externalId === undefined), {
    message: VOTER_MESSAGE,
    path: ['email'],
  })
  .openapi('AddVote');
export type AddVoteInput = z.infer<typeof addVoteBodySchema>;

export const ideaSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Markdown as written. */
    description: z.string(),
    /** `description` rendered to safe HTML: no raw HTML, links nofollow (issue 28). */
    descriptionHtml: z.string(),
    status: z.enum(STATUSES),
    category: z.enum(CATEGORIES),
    categoryId: z.number().int().nullable(),
    /** The board the idea is on (issue 27); every idea is on exactly one of the company's boards. */
    boardId: z.number().int(),
    /** Team-only ideas are visible to keys (they act for the team), and flagged. */
    private: z.boolean(),
    /** Held for review (moderation): keys see them like the team does, flagged. */
    held: z.boolean(),
    /** Merged into this idea: off the list, still readable by id. */
    mergedInto: z.number().int().nullable(),
    votes: z.number().int(),
    commentCount: z.number().int(),
    authorName: z.string().nullable(),
    createdAt: z.string(),
    statusChangedAt: z.string().nullable(),
    /** The team's ETA on a planned or in-progress idea: '2026-03' (a month) or '2026-Q2' (a quarter). */
    eta: z.string().nullable(),
  })
  .openapi('Idea');
export type V1Idea = z.infer<typeof ideaSchema>;

const pageOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable() }).openapi(name);

export const ideaPageSchema = pageOf(ideaSchema, 'IdeaPage');

export const voteSchema = z
  .object({
    id: z.number().int(),
    /** A signed-in board user, an anonymous board visitor, or an end user voted for through the API. */
    source: z.enum(['user', 'anonymous', 'api']),
    userName: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Vote');
export type V1Vote = z.infer<typeof voteSchema>;
export const votePageSchema = pageOf(voteSchema, 'VotePage');
export const voteResultSchema = z.object({ votes: z.number().int() }).openapi('VoteResult');

export const commentSchema = z
  .object({
    id: z.number().int(),
    /** Markdown as written. */
    content: z.string(),
    /** `content` rendered to safe HTML: no raw HTML, links nofollow (issue 28). */
    contentHtml: z.string(),
    userName: z.string(),
    createdAt: z.string(),
  })
  .openapi('Comment');
export type V1Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageOf(commentSchema, 'CommentPage');

export const statusListSchema = z
  .array(z.object({ id: z.enum(STATUSES), label: z.string(), shownOnBoard: z.boolean() }))
  .openapi('StatusList');

export const categoryListSchema = z
  .object({
    fixed: z.array(z.object({ id: z.enum(CATEGORIES), label: z.string() })),
    custom: z.array(z.object({ id: z.number().int(), name: z.string(), archived: z.boolean() })),
  })
  .openapi('CategoryList');

export const boardListSchema = z
  .array(
    z
      .object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        description: z.string().nullable(),
        /** The switcher's order, ascending; the first board is the company's default. */
        position: z.number().int(),
        visibility: z.enum(BOARD_VISIBILITIES),
      })
      .openapi('Board'),
  )
  .openapi('BoardList');

export const okSchema = z.object({ ok: z.literal(true) }).openapi('Ok');
export const scopesDescription = `Scopes: ${API_KEY_SCOPES.join(', ')} (write includes read).`;
