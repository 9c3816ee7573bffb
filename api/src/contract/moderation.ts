/** Merge duplicates, similar-idea hints and moderation (issue 16): inputs and answers. */
import { z } from 'zod';

/** POST /api/features/{id}/merge: merge this idea into `targetId`. */
export const mergeIdeaSchema = z.object({
  targetId: z
    .number('targetId must be an idea id')
    .int('targetId must be an idea id')
    .positive('targetId must be an idea id'),
});
export type MergeIdeaInput = z.infer<typeof mergeIdeaSchema>;

/** PATCH /api/features/{id}/comments/{commentId}: hide or show a comment. */
export const hideCommentSchema = z.object({
  hidden: z.boolean('hidden must be true or false'),
});

/** PATCH /api/companies/{id}/moderation: the board's review setting. */
export const moderationSettingsSchema = z.object({
  reviewNewIdeas: z.boolean('reviewNewIdeas must be true or false'),
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;

/** Similar ideas: the least typed before the portal asks, and the most it shows. */
export const SIMILAR_MIN_CHARS = 3;
export const SIMILAR_LIMIT = 3;

/** GET /api/companies/{slug}/similar?q=: the text being typed as a title. */
export const similarQuerySchema = z.object({
  q: z
    .string('q is required')
    .trim()
    .min(SIMILAR_MIN_CHARS, `q must be at least ${SIMILAR_MIN_CHARS} characters`)
    .max(200, 'q must be at most 200 characters'),
});

/** One idea merged into another, on the target's page (team only). */
export interface IdeaMergeEntry {
  id: number;
  sourceId: number;
  sourceTitle: string;
  createdAt: string;
  /** The last moment the merge can be undone. */
  undoableUntil: string;
  undoable: boolean;
}

/** One similar idea: enough to show and vote on it. */
export interface SimilarIdea {
  id: number;
  title: string;
  votes: number;
  voted: boolean;
}

/** The submit form's answer after an idea was held for review. */
export const HELD_MESSAGE = 'Your idea was sent for review';
