/**
 * The team's data export (Data export, Pro and Business): a company's ideas, votes and comments,
 * private ones included and marked, ideas with their board, read in keyset pages (`id > last`,
 * by primary key) so a board of any size streams out in bounded memory on either engine. Pages are separate reads,
 * not one snapshot: a row written during the export may or may not appear, none appears twice.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { EXPORT_COLUMNS, type ExportDataset, fixedCategoryLabel, type VoterKind } from '../../contract';
import type { Queryable } from '../../db/engine';
import { boards, categories, comments, ideas, users, votes } from '../../db/schema';

/**
 * Votes and comments are joined to their ideas with CROSS JOIN and the join condition in WHERE:
 * the same inner join on PostgreSQL, while SQLite takes it as an order, votes (or comments)
 * first. So each page walks the primary key from `after` and stops at the page's last row, and
 * a whole export reads the table once. Left to choose, SQLite would read every vote of the
 * company and sort them for each page: a 100,000-vote export took two to four times as long.
 */

/** Rows per database read: big enough to keep round trips few, small enough to stay light. */
export const EXPORT_PAGE_SIZE = 1000;

type Cell = string | number | boolean | null;
/** One exported row: a value for each of its dataset's columns (EXPORT_COLUMNS). */
export type ExportRow = Record<string, Cell>;

/** Reads the page of rows after `after` (a primary key); answers the rows and the last key. */
type PageReader = (
  db: Queryable,
  companyId: number,
  after: number,
) => Promise<{ rows: ExportRow[]; last: number }>;

async function ideaPage(db: Queryable, companyId: number, after: number) {
  const found = await db
    .select({
      idea: ideas,
      categoryName: categories.name,
      board: { id: boards.id, slug: boards.slug, name: boards.name },
    })
    .from(ideas)
    .leftJoin(categories, eq(categories.id, ideas.categoryId))
    .leftJoin(boards, eq(boards.id, ideas.boardId))
    .where(and(eq(ideas.companyId, companyId), gt(ideas.id, after)))
    .orderBy(asc(ideas.id))
    .limit(EXPORT_PAGE_SIZE);
  const rows = found.map(({ idea, categoryName, board }) => ({
    id: idea.id,
    title: idea.title,
    description: idea.description,
    status: idea.status,
    category: categoryName ?? fixedCategoryLabel(idea.category),
    board_id: board?.id ?? null,
    board_slug: board?.slug ?? null,
    board_name: board?.name ?? null,
    private: idea.private,
    // Moderation and merges (issue 16): awaiting review, and the idea a duplicate was merged into.
    held: idea.held,
    merged_into: idea.mergedInto,
    votes: idea.votes,
    comments: idea.commentCount,
    // 'Submit completely anonymously' names nobody, not even to the team.
    author_name: idea.anonymous ? null : idea.authorName,
    author_email: idea.anonymous ? null : idea.authorEmail,
    created_at: idea.createdAt,
    status_changed_at: idea.statusChangedAt,
  }));
  return { rows, last: found.at(-1)?.idea.id ?? after };
}

async function votePage(db: Queryable, companyId: number, after: number) {
  const found = await db
    .select({
      id: votes.id,
      ideaId: ideas.id,
      ideaTitle: ideas.title,
      ideaPrivate: ideas.private,
      userId: votes.userId,
      name: users.name,
      email: users.email,
      createdAt: votes.createdAt,
    })
    .from(votes)
    .crossJoin(ideas)
    .leftJoin(users, eq(users.id, votes.userId))
    .where(and(eq(ideas.id, votes.ideaId), eq(ideas.companyId, companyId), gt(votes.id, after)))
    .orderBy(asc(votes.id))
    .limit(EXPORT_PAGE_SIZE);
  // The visitor id is never read: an anonymous vote is only its kind and time.
  const rows = found.map((vote) => ({
    idea_id: vote.ideaId,
    idea_title: vote.ideaTitle,
    idea_private: vote.ideaPrivate,
    voter_kind: (vote.userId === null ? 'anonymous' : 'user') satisfies VoterKind,
    voter_name: vote.name,
    voter_email: vote.email,
    created_at: vote.createdAt,
  }));
  return { rows, last: found.at(-1)?.id ?? after };
}

async function commentPage(db: Queryable, companyId: number, after: number) {
  const found = await db
    .select({
      id: comments.id,
      ideaId: ideas.id,
      ideaTitle: ideas.title,
      ideaPrivate: ideas.private,
      name: users.name,
      email: users.email,
      content: comments.content,
      hiddenAt: comments.hiddenAt,
      createdAt: comments.createdAt,
      parentId: comments.parentId,
      internal: comments.internal,
    })
    .from(comments)
    .crossJoin(ideas)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(ideas.id, comments.ideaId), eq(ideas.companyId, companyId), gt(comments.id, after)))
    .orderBy(asc(comments.id))
    .limit(EXPORT_PAGE_SIZE);
  const rows = found.map((comment) => ({
    id: comment.id,
    idea_id: comment.ideaId,
    idea_title: comment.ideaTitle,
    idea_private: comment.ideaPrivate,
    author_name: comment.name,
    author_email: comment.email,
    content: comment.content,
    hidden: comment.hiddenAt !== null,
    created_at: comment.createdAt,
    // The admin's export holds the team's own notes too, marked (issue 28).
    parent_id: comment.parentId,
    internal: comment.internal,
  }));
  return { rows, last: found.at(-1)?.id ?? after };
}

const PAGE_READERS: Record<ExportDataset, PageReader> = {
  ideas: ideaPage,
  votes: votePage,
  comments: commentPage,
};

/** The company's rows of `dataset`, oldest first, one page of at most EXPORT_PAGE_SIZE at a time. */
export async function* exportPages(
  db: Queryable,
  companyId: number,
  dataset: ExportDataset,
): AsyncGenerator<ExportRow[]> {
  const read = PAGE_READERS[dataset];
  let after = 0;
  for (;;) {
    const { rows, last } = await read(db, companyId, after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = last;
  }
}

/** The dataset's column names, in order. */
export function exportColumns(dataset: ExportDataset): readonly string[] {
  return EXPORT_COLUMNS[dataset];
}
