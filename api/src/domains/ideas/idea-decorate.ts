/** Idea rows as a viewer sees them: comment count and commenters, display time, the viewer's vote. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Commenter, Idea } from '../../contract';
// Not the contract's index: the search worker would load every zod schema with it.
import { timeAgo } from '../../contract/time-ago';
import type { Db } from '../../db/engine';
import { comments, type IdeaRow, users, votes } from '../../db/schema';
import { attachmentsOfIdeas } from '../attachments/attachment-answers';
import { boardIdOf } from '../boards/board-id';
import { type Actor, actorColumns } from './actor';

const MAX_COMMENTERS = 3;

/** Adds the comment count, up to three commenters, display time, the viewer's vote and screenshots. */
export async function decorate(db: Db, rows: IdeaRow[], viewer: Actor): Promise<Idea[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const commenters = await commentersByIdea(db, rows);
  const voted = await votedIdeaIds(db, ids, viewer);
  const attachments = await attachmentsOfIdeas(db, ids);
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    // Null only on a row written before issue 28, which the start-up backfill fills before the
    // server listens: its text as one escaped paragraph meanwhile, so the search worker (which
    // loads this module) carries no Markdown parser or sanitiser (docs/decisions/025-markdown.md).
    descriptionHtml: row.descriptionHtml ?? plainParagraph(row.description),
    status: row.status,
    category: row.category,
    categoryId: row.categoryId,
    boardId: boardIdOf(row),
    private: row.private,
    held: row.held,
    votes: row.votes,
    comments: row.commentCount,
    commenters: commenters.get(row.id) ?? [],
    companyId: row.companyId,
    // An anonymous idea names no author anywhere public; created_by stays only for plan counts.
    createdBy: row.anonymous ? null : row.createdBy,
    authorName: row.anonymous ? null : row.authorName,
    createdAt: row.createdAt,
    timeAgo: timeAgo(row.createdAt, now),
    editedAt: row.editedAt,
    voted: voted.has(row.id),
    eta: row.eta,
    attachments: attachments.get(row.id) ?? [],
  }));
}

function plainParagraph(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<p>${escaped}</p>`;
}

async function commentersByIdea(db: Db, rows: IdeaRow[]): Promise<Map<number, Commenter[]>> {
  const result = new Map<number, Commenter[]>();
  const withComments = rows.filter((row) => row.commentCount > 0).map((row) => row.id);
  if (withComments.length === 0) return result;
  const found = await chunked(withComments, (chunk) =>
    db
      .selectDistinct({ ideaId: comments.ideaId, id: users.id, name: users.name })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      // Internal notes (issue 28) are the team's: their authors are no public commenters.
      .where(and(inArray(comments.ideaId, chunk), isNull(comments.hiddenAt), eq(comments.internal, false))),
  );
  for (const { ideaId, id, name } of found) {
    const list = result.get(ideaId) ?? [];
    if (list.length < MAX_COMMENTERS) list.push({ id, name });
    result.set(ideaId, list);
  }
  return result;
}

async function votedIdeaIds(db: Db, ids: number[], viewer: Actor): Promise<Set<number>> {
  const { userId, visitorId } = actorColumns(viewer);
  const voter =
    userId !== null
      ? eq(votes.userId, userId)
      : visitorId !== null
        ? eq(votes.visitorId, visitorId)
        : undefined;
  if (!voter) return new Set();
  const found = await chunked(ids, (chunk) =>
    db
      .select({ ideaId: votes.ideaId })
      .from(votes)
      .where(and(voter, inArray(votes.ideaId, chunk))),
  );
  return new Set(found.map((row) => row.ideaId));
}

/** Engines cap bound parameters per statement, so large boards are queried in slices. */
async function chunked<T>(ids: number[], query: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const size = 500;
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += size) out.push(...(await query(ids.slice(i, i + size))));
  return out;
}
