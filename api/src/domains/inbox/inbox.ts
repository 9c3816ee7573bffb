/**
 * The team's triage inbox (docs/decisions/013-triage-inbox.md): a page of the company's ideas,
 * private ones included, by the board's filters and full-text search plus "has new comments",
 * a submission date range and a board (issue 27), in one of four orders, with the counts per
 * status the tabs show.
 */
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  INBOX_PAGE_SIZE,
  type InboxIdea,
  type InboxPage,
  type InboxQuery,
  type InboxSort,
  STATUSES,
  type Status,
  timeAgo,
} from '../../contract';
import type { Db } from '../../db/engine';
import { ideas } from '../../db/schema';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../lib/cursor';
import { renderMarkdown } from '../../lib/markdown';
import { attachmentsOfIdeas } from '../attachments/attachment-answers';
import { boardIdOf } from '../boards/board-id';
import { ideaListWhere, MOST_VOTES_FIRST } from '../ideas/ideas';
import { taggedWith, tagsByIdea } from '../tags/idea-tags';
import { voterMrrCents, voterSegmentWhere } from './voter-segments';

const DAY_MS = 24 * 3600 * 1000;

/** The filters other than status: what the per-status counts are taken over. */
function filtersBesidesStatus(db: Db, companyId: number, query: InboxQuery): SQL | undefined {
  const { q, category, categoryId } = query;
  return and(
    ideaListWhere(db, companyId, { q, category, categoryId }, 'team'),
    query.board !== undefined ? eq(ideas.boardId, query.board) : undefined,
    query.newComments === '1' ? eq(ideas.newComments, true) : undefined,
    query.newComments === '0' ? eq(ideas.newComments, false) : undefined,
    query.held === '1' ? eq(ideas.held, true) : undefined,
    query.held === '0' ? eq(ideas.held, false) : undefined,
    query.tag !== undefined ? taggedWith(db, companyId, query.tag) : undefined,
    ...voterSegmentWhere(query),
    query.from ? gte(ideas.createdAt, `${query.from}T00:00:00.000Z`) : undefined,
    // Through the whole of the `to` day (UTC).
    query.to
      ? lt(ideas.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString())
      : undefined,
  );
}

/** The inbox's orders; trending is the stored, indexed trending_score (define-schema.ts). */
const ORDER_BY: Record<InboxSort, SQL[]> = {
  votes: MOST_VOTES_FIRST,
  newest: [desc(ideas.createdAt), desc(ideas.id)],
  trending: [desc(ideas.trendingScore), desc(ideas.votes), desc(ideas.id)],
  last_activity: [desc(ideas.lastActivityAt), desc(ideas.id)],
  mrr: [desc(voterMrrCents), ...MOST_VOTES_FIRST],
};

/** A page of the inbox, its total and the per-status counts. */
export async function inboxPage(
  db: Db,
  companyId: number,
  query: InboxQuery,
  at = new Date(),
): Promise<InboxPage> {
  const offset = decodeOffsetCursor(query.cursor);
  const limit = query.limit ?? INBOX_PAGE_SIZE;
  const besides = filtersBesidesStatus(db, companyId, query);
  const statusFilter = query.status?.length ? query.status : undefined;
  // The order is found on ids alone (from the index where the sort has one), then the page's
  // rows are read by id: deep pages and computed orders sort narrow rows, not whole ideas.
  const [ordered, tally] = await Promise.all([
    db
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(besides, statusFilter ? inArray(ideas.status, statusFilter) : undefined))
      .orderBy(...ORDER_BY[query.sort ?? 'votes'])
      .limit(limit + 1)
      .offset(offset),
    statusCounts(db, besides),
  ]);
  const pageIds = ordered.slice(0, limit).map((row) => row.id);
  const rows = pageIds.length === 0 ? [] : await inboxRows(db, pageIds);
  const tagged = await tagsByIdea(db, pageIds);
  const shown: readonly Status[] = statusFilter ?? STATUSES;
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Screenshots (issue 28) for the side panel, read for the page's ideas only.
  const attachments = await attachmentsOfIdeas(db, pageIds);
  return {
    ideas: pageIds
      .flatMap((id) => byId.get(id) ?? [])
      .map((row) => ({
        ...toInboxIdea(row, at),
        tags: tagged.get(row.id) ?? [],
        attachments: attachments.get(row.id) ?? [],
      })),
    nextCursor: ordered.length > limit ? encodeOffsetCursor(offset + limit) : null,
    total: shown.reduce((sum: number, status) => sum + tally[status], 0),
    counts: tally,
  };
}

/** How many ideas match `where`, per status (every status present, 0 for none). */
async function statusCounts(db: Db, where: SQL | undefined): Promise<Record<Status, number>> {
  const rows = await db
    .select({ status: ideas.status, n: count() })
    .from(ideas)
    .where(where)
    .groupBy(ideas.status);
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>;
  for (const { status, n } of rows) counts[status as Status] = Number(n);
  return counts;
}

function toInboxIdea(
  { anonymous, ...row }: Awaited<ReturnType<typeof inboxRows>>[number],
  at: Date,
): Omit<InboxIdea, 'tags' | 'attachments'> {
  const lastActivityAt = row.lastActivityAt ?? row.createdAt;
  return {
    ...row,
    voterMrrCents: Number(row.voterMrrCents),
    boardId: boardIdOf(row),
    // The team sees who wrote it unless it was sent completely anonymously.
    authorName: anonymous ? null : row.authorName,
    descriptionHtml: row.descriptionHtml ?? renderMarkdown(row.description),
    lastActivityAt,
    lastActivityAgo: timeAgo(lastActivityAt, at),
  };
}

/** The inbox's columns of the ideas `ids`, in no particular order. */
function inboxRows(db: Db, ids: number[]) {
  return db
    .select({
      id: ideas.id,
      title: ideas.title,
      description: ideas.description,
      descriptionHtml: ideas.descriptionHtml,
      status: ideas.status,
      category: ideas.category,
      categoryId: ideas.categoryId,
      boardId: ideas.boardId,
      private: ideas.private,
      held: ideas.held,
      votes: ideas.votes,
      comments: ideas.commentCount,
      anonymous: ideas.anonymous,
      authorName: ideas.authorName,
      createdAt: ideas.createdAt,
      lastActivityAt: ideas.lastActivityAt,
      editedAt: ideas.editedAt,
      newComments: ideas.newComments,
      eta: ideas.eta,
      voterMrrCents,
    })
    .from(ideas)
    .where(inArray(ideas.id, ids));
}
