/** An idea as submitted and edited, and the board's list query. */
import { z } from 'zod';
import { attachmentIdsSchema } from './attachments';
import { etaSchema } from './eta';
import { CATEGORIES, IDEA_SORTS, STATUSES } from './labels';

export const titleSchema = z
  .string()
  .trim()
  .min(5, 'Title must be at least 5 characters')
  .max(100, 'Title must be less than 100 characters');

export const descriptionSchema = z
  .string()
  .trim()
  .min(10, 'Please provide a more detailed description')
  .max(500, 'Description must be less than 500 characters');

export const categorySchema = z.enum(CATEGORIES, 'Please choose a category');
export const statusSchema = z.enum(STATUSES, 'Please choose a status');

/**
 * An idea's own category (Categorisation): a category id, or null for none. Whether it is one
 * the company offers is the server's check (domains/categories/categories.ts), with the same message.
 */
export const categoryIdSchema = z
  .number('Please choose a category')
  .int('Please choose a category')
  .positive('Please choose a category')
  .max(Number.MAX_SAFE_INTEGER, 'Please choose a category')
  .nullable()
  .optional();

/** A board id that must be given: a move names where to. */
export const boardIdNumber = z
  .number('boardId must be a board id')
  .int('boardId must be a board id')
  .positive('boardId must be a board id')
  .max(Number.MAX_SAFE_INTEGER, 'boardId must be a board id');

/** A board of the idea's company; another company's board is refused by the service. */
export const boardIdSchema = boardIdNumber.nullable().optional();

/** An empty email is allowed and sent as null (spec section 5). */
const optionalEmailSchema = z
  .union([
    z.literal(''),
    z.null(),
    z.string().trim().max(254, 'Please enter a valid email').email('Please enter a valid email'),
  ])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const createIdeaSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  name: z
    .string()
    .trim()
    .max(100, 'Name must be less than 100 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
  email: optionalEmailSchema,
  submitAnonymously: z.boolean().default(false),
  companyId: z.number('Company is required').int().positive('Company is required'),
  /** The company's own category (Categorisation); the idea's fixed category becomes 'other'. */
  categoryId: categoryIdSchema,
  /** One of the company's boards (issue 27); none: the company's default board. */
  boardId: boardIdSchema,
  /** Screenshots the author uploaded for it (POST /api/attachments), at most 4. */
  attachmentIds: attachmentIdsSchema,
});
export type CreateIdeaInput = z.input<typeof createIdeaSchema>;

export const updateIdeaSchema = z.object({
  status: statusSchema.optional(),
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  category: categorySchema.optional(),
  /** Private: the team only sees it (Pro and Business); making it public again is always allowed. */
  private: z.boolean('private must be true or false').optional(),
  /** The owner moves the idea to one of the company's own categories. */
  categoryId: categoryIdSchema,
  /** The team moves the idea to another of the company's boards, its votes and comments with it. */
  boardId: boardIdNumber.optional(),
  /** The team's ETA, a month or a quarter (planned or in-progress ideas only); null clears it. */
  eta: etaSchema.optional(),
});
export type UpdateIdeaInput = z.infer<typeof updateIdeaSchema>;

/** A comma-separated query value whose every item is one of `values`: 'idea,planned'. */
function listOf<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string()
    .max(200, message)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values, message)));
}

/**
 * Optional query of GET /api/companies/{slug}/features for large boards. Without any of
 * these the whole list comes back, as the spec says; the total is in X-Total-Count.
 */
export const ideaListQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int()
    .min(1, 'limit must be 1 to 500')
    .max(500, 'limit must be 1 to 500')
    .optional(),
  offset: z.coerce
    .number('offset must be a number')
    .int()
    .min(0, 'offset must be 0 or more')
    .max(10_000_000)
    .optional(),
  sort: z.enum(IDEA_SORTS, 'sort must be most_votes, newest, status or category').optional(),
  status: listOf(STATUSES, 'status must be idea, planned, in_progress or completed').optional(),
  category: listOf(CATEGORIES, 'Unknown category').optional(),
  /** The company's own categories, by id: '3,7'. */
  categoryId: z
    .string()
    .max(200, 'Unknown category')
    .transform((value) => value.split(',').filter(Boolean).map(Number))
    .pipe(
      z.array(
        z
          .number('Unknown category')
          .int('Unknown category')
          .positive('Unknown category')
          .max(Number.MAX_SAFE_INTEGER, 'Unknown category'),
      ),
    )
    .optional(),
  q: z.string().trim().max(200, 'Search must be less than 200 characters').optional(),
});
export type IdeaListQuery = z.infer<typeof ideaListQuerySchema>;
