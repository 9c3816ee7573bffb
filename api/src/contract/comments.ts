/** A comment as written, and a page of a thread. */
import { z } from 'zod';
import { attachmentIdsSchema } from './attachments';
import { emailSchema } from './fields';

export const createCommentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(1000, 'Comment must be less than 1000 characters'),
  /** Screenshots the author uploaded for it (POST /api/attachments), at most 4. */
  attachmentIds: attachmentIdsSchema,
});

/**
 * POST /api/features/{id}/comments (issue 28): a comment may answer a top-level comment of the
 * same idea (`parentId`, one level), and the team may write a team-internal note (`internal`).
 */
export const postCommentSchema = createCommentSchema.extend({
  parentId: z
    .number('parentId must be a comment id')
    .int('parentId must be a comment id')
    .min(1, 'parentId must be a comment id')
    .max(Number.MAX_SAFE_INTEGER, 'parentId must be a comment id')
    .optional(),
  internal: z.boolean('internal must be true or false').optional(),
});
export type PostCommentInput = z.infer<typeof postCommentSchema>;

/** The reply rules' answers (400 on `parentId`). */
export const REPLY_ERRORS = {
  notFound: 'The comment replied to is not on this idea',
  nested: 'A reply cannot be replied to: answer the comment it replies to',
} as const;

/** Only the company's team may write an internal note (403). */
export const INTERNAL_NOTE_FORBIDDEN = 'Only the team can write internal notes';

/** A team member the comment box may mention (GET /api/companies/{id}/team/mentionable). */
export interface MentionableMember {
  id: number;
  name: string;
  avatarUrl: string | null;
}

/** GET /api/companies/{id}/team/mentionable?q=: the start of a name or e-mail (empty: everyone). */
export const mentionableQuerySchema = z.object({
  q: z.string().trim().max(80, 'q must be less than 80 characters').optional(),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

/** GET /api/features/{id}/comments: a page of the thread, after the comment `after`. */
export const commentPageSchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .optional(),
  after: z.coerce
    .number('after must be a comment id')
    .int('after must be a comment id')
    .min(1, 'after must be a comment id')
    .max(Number.MAX_SAFE_INTEGER, 'after must be a comment id')
    .optional(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

/**
 * POST /api/features/{id}/guest-comments: a visitor without an account comments with a name and
 * an e-mail; the comment shows once the link e-mailed to that address is opened (issue 26).
 */
// A guest's comment waits for its e-mailed link and carries no screenshots (no uploader to check).
export const guestCommentSchema = createCommentSchema.omit({ attachmentIds: true }).extend({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(80, 'Name must be less than 80 characters'),
  email: emailSchema,
});
export type GuestCommentInput = z.infer<typeof guestCommentSchema>;

/** POST /api/comments/confirm: the token of the e-mailed link. */
export const confirmGuestCommentSchema = z.object({
  token: z
    .string()
    .min(1, 'This link is invalid or has expired')
    .max(200, 'This link is invalid or has expired'),
});

/** What the guest is told after writing: nothing shows until the link is opened. */
export const GUEST_COMMENT_SENT =
  'Check your e-mail: your comment will appear once you open the link we sent you.';
