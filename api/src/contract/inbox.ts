/**
 * The team's triage inbox (GET /api/companies/{id}/inbox, POST …/inbox/bulk): its query, its
 * answer and its bulk actions, declared once for the API and the dashboard.
 */
import { z } from 'zod';
import { boardIdNumber, categoryIdSchema, categorySchema, ideaListQuerySchema, statusSchema } from './ideas';
import type { CATEGORIES, Status } from './labels';
import { type Tag, tagFilterSchema } from './tags';
import type { Attachment } from './types';

export const INBOX_SORTS = ['votes', 'newest', 'trending', 'last_activity', 'mrr'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** Rows per inbox page unless asked otherwise, and the most one page holds. */
export const INBOX_PAGE_SIZE = 50;
export const INBOX_PAGE_MAX = 100;
/** The most ideas one bulk action changes. */
export const BULK_MAX = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) =>
  z
    .string()
    .regex(DAY, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message)
    .optional();

const board = ideaListQuerySchema.shape;

export const inboxQuerySchema = z
  .object({
    // The board's own search and filters, with the same messages.
    q: board.q,
    status: board.status,
    category: board.category,
    categoryId: board.categoryId,
    /** Only the ideas on this board of the company (issue 27); another company's board matches none. */
    board: z.coerce
      .number('board must be a board id')
      .int('board must be a board id')
      .positive('board must be a board id')
      // Row ids are 32-bit on PostgreSQL: past that, no board (a 400, not an out-of-range 500).
      .max(2_147_483_647, 'board must be a board id')
      .optional(),
    /** '1': only ideas with comments from outside the team since the team last answered. */
    newComments: z.enum(['1', '0'], 'newComments must be 1 or 0').optional(),
    /** '1': only ideas awaiting the team's review (held); '0': none of them. */
    held: z.enum(['1', '0'], 'held must be 1 or 0').optional(),
    /** Only the ideas carrying this tag (issue 28). */
    tag: tagFilterSchema,
    /** Submitted on or after this UTC day (YYYY-MM-DD). */
    from: day('from must be a date like 2026-01-31'),
    /** Submitted on or before this UTC day (YYYY-MM-DD). */
    to: day('to must be a date like 2026-01-31'),
    /** Only ideas with a voter of this company / plan (issue 28's segments; Revenue ranking). */
    voterCompany: z.string().trim().max(100, 'voterCompany must be at most 100 characters').optional(),
    voterPlan: z.string().trim().max(60, 'voterPlan must be at most 60 characters').optional(),
    sort: z.enum(INBOX_SORTS, 'sort must be votes, newest, trending, last_activity or mrr').optional(),
    cursor: z.string().max(100, 'cursor is not valid').optional(),
    limit: z.coerce
      .number('limit must be a number')
      .int('limit must be 1 to 100')
      .min(1, 'limit must be 1 to 100')
      .max(INBOX_PAGE_MAX, 'limit must be 1 to 100')
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** One row of the inbox: what the team triages by. */
export interface InboxIdea {
  id: number;
  title: string;
  description: string;
  /** `description` rendered to safe HTML (lib/markdown.ts), for the side panel. */
  descriptionHtml: string;
  status: Status;
  category: (typeof CATEGORIES)[number];
  categoryId: number | null;
  /** The board the idea is on (issue 27). */
  boardId: number;
  private: boolean;
  /** Waiting for the team's approval (review new ideas): public once approved. */
  held: boolean;
  votes: number;
  comments: number;
  /** The author's display name; null for an anonymous idea ("anonymous"). */
  authorName: string | null;
  createdAt: string;
  /** The latest of submission, comment, vote and status change. */
  lastActivityAt: string;
  /** lastActivityAt as the contract's time-ago text. */
  lastActivityAgo: string;
  editedAt: string | null;
  /** Someone off the team commented since the team last replied or changed the status. */
  newComments: boolean;
  /** The team's ETA (issue 28), null when none. */
  eta: string | null;
  /** The team's tags on the idea (issue 28), by name. */
  tags: Tag[];
  /** The summed MRR, in cents, of the idea's voters with one (identified or voted on behalf). */
  voterMrrCents: number;
  /** Screenshots on the idea (issue 28), for the side panel; empty when none. */
  attachments: Attachment[];
}

export interface InboxPage {
  ideas: InboxIdea[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** Ideas matching every filter. */
  total: number;
  /** Per status, the ideas matching every filter but the status one (the tabs' counts). */
  counts: Record<Status, number>;
}

const idsSchema = z
  .array(
    z.number('ids must be idea ids').int('ids must be idea ids').positive('ids must be idea ids'),
    'ids must be idea ids',
  )
  .min(1, 'Select at least one idea')
  .max(BULK_MAX, `Select at most ${BULK_MAX} ideas at once`);

/** POST /api/companies/{id}/inbox/bulk: one action on many ideas, all or nothing. */
export const bulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('status'), ids: idsSchema, status: statusSchema }),
    z.object({
      action: z.literal('category'),
      ids: idsSchema,
      category: categorySchema.optional(),
      categoryId: categoryIdSchema,
    }),
    z.object({ action: z.literal('delete'), ids: idsSchema }),
    /** To another of the company's boards, votes, comments and followers with each idea (issue 27). */
    z.object({ action: z.literal('move'), ids: idsSchema, boardId: boardIdNumber }),
  ],
  'action must be status, category, move or delete',
);
export type BulkAction = z.infer<typeof bulkActionSchema>;

export interface BulkResult {
  /** How many ideas the action changed (every one asked for). */
  changed: number;
  /** Set when the change e-mails people (they wait until the undo window closes) or moves ideas. */
  undo?: UndoTicket;
}

/**
 * A status change that e-mails followers, or a move to another board, can be undone until `expiresAt`
 * (POST /api/companies/{id}/undo with the token): nothing is sent before then.
 */
export interface UndoTicket {
  token: string;
  expiresAt: string;
}

/** POST /api/companies/{id}/undo. */
export const undoSchema = z.object({
  token: z.string('token is required').min(1, 'token is required').max(64),
});
