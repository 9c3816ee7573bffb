/** The editor's Preview tab: Markdown in, the server's safe HTML out (lib/markdown.ts). */
import { z } from 'zod';

/** The longest text a preview renders: above the longest description or comment one may store. */
export const MAX_PREVIEW_LENGTH = 10_000;

export const markdownPreviewSchema = z.object({
  text: z.string().max(MAX_PREVIEW_LENGTH, `Text must be at most ${MAX_PREVIEW_LENGTH} characters`),
});
export type MarkdownPreviewInput = z.infer<typeof markdownPreviewSchema>;

/** POST /api/markdown/preview */
export interface MarkdownPreview {
  html: string;
}
