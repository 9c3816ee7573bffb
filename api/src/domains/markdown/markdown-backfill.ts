/**
 * Fills the rendered HTML of ideas and comments written before issue 28 (description_html and
 * content_html null), once, at start-up: SQL cannot render Markdown, so the migration leaves them
 * null, and reads render such a row each time until this has run (docs/decisions/025-markdown.md).
 */
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/engine';
import { comments, ideas } from '../../db/schema';
import { renderMarkdown } from '../../lib/markdown';

const BATCH = 500;

/** Renders every idea and comment still without HTML; answers how many rows it filled. */
export async function backfillRenderedMarkdown(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: ideas.id, text: ideas.description })
      .from(ideas)
      .where(isNull(ideas.descriptionHtml))
      .limit(BATCH);
    if (rows.length === 0) break;
    await db.transaction(async (tx) => {
      for (const row of rows)
        await tx
          .update(ideas)
          .set({ descriptionHtml: renderMarkdown(row.text) })
          .where(eq(ideas.id, row.id));
    });
    filled += rows.length;
  }
  for (;;) {
    const rows = await db
      .select({ id: comments.id, text: comments.content })
      .from(comments)
      .where(isNull(comments.contentHtml))
      .limit(BATCH);
    if (rows.length === 0) break;
    await db.transaction(async (tx) => {
      for (const row of rows)
        await tx
          .update(comments)
          .set({ contentHtml: renderMarkdown(row.text) })
          .where(eq(comments.id, row.id));
    });
    filled += rows.length;
  }
  return filled;
}
