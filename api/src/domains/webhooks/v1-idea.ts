/**
 * An idea as Sayso shows it to the company's own servers: the v1 REST API's `Idea` schema and
 * the `data.idea` of webhook events are this one shape (docs/integrations.md).
 */
import type { IdeaRow } from '../../db/schema';
import { renderMarkdown } from '../../lib/markdown';
import { boardIdOf } from '../boards/board-id';

export function toV1Idea(row: IdeaRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // Null only on a row from before issue 28 that the start-up backfill has not reached yet.
    descriptionHtml: row.descriptionHtml ?? renderMarkdown(row.description),
    status: row.status,
    category: row.category,
    categoryId: row.categoryId,
    boardId: boardIdOf(row),
    private: row.private,
    held: row.held,
    mergedInto: row.mergedInto,
    votes: row.votes,
    commentCount: row.commentCount,
    authorName: row.anonymous ? null : row.authorName,
    createdAt: row.createdAt,
    statusChangedAt: row.statusChangedAt,
    eta: row.eta,
  };
}
