/** A comment as written, and a page of a thread. */
import { z } from 'zod';

export const createCommentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(1000, 'Comment must be less than 1000 characters'),
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
