/**
 * The team's triage inbox (docs/decisions/013-triage-inbox.md): a page of the company's ideas,
 * private ones included, by the board's filters and full-text search plus "has new comments"
 * and a submission date range, in one of four orders, with the counts per status the tabs show.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  INBOX_PAGE_SIZE,
  type InboxIdea,
  type InboxPage,
  type InboxQuery,
  type InboxSort,
  STATUSES,
  type Status,
  timeAgo,
} from '../contract';
import { type Db, daysSince } from '../db/engine';
import { ideas } from '../db/schema';
import { decodeOffsetCursor, encodeOffsetCursor } from '../lib/cursor';
import { ideaListWhere, MOST_VOTES_FIRST } from './ideas';

const DAY_MS = 24 * 3600 * 1000;

/** The filters other than status: what the per-status counts are taken over. */
function filtersBesidesStatus(db: Db, companyId: number, query: InboxQuery): SQL | undefined {
  const { q, category, categoryId } = query;
  return and(
    ideaListWhere(db, companyId, { q, category, categoryId }, 'team'),
    query.newComments === '1' ? eq(ideas.newComments, true) : undefined,
    query.newComments === '0' ? eq(ideas.newComments, false) : undefined,
    query.from ? gte(ideas.createdAt, `${query.from}T00:00:00.000Z`) : undefined,
    // Through the whole of the `to` day (UTC).
    query.to
      ? lt(ideas.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString())
      : undefined,
  );
}

/**
 * Trending: votes weighed down by age, votes ÷ (days since submitted + 2)², so a fresh idea
 * gathering votes rises above an old one that has many (no board order existed to reuse).
 */
function orderBy(db: Db, sort: InboxSort, now: string): SQL[] {
  switch (sort) {
    case 'votes':
      return MOST_VOTES_FIRST;
    case 'newest':
      return [desc(ideas.createdAt), desc(ideas.id)];
    case 'last_activity':
      return [desc(ideas.lastActivityAt), desc(ideas.id)];
    case 'trending': {
      const age = daysSince(db, ideas.createdAt, now);
      return [
        desc(sql`${ideas.votes} * 1.0 / ((${age} + 2) * (${age} + 2))`),
        desc(ideas.votes),
        desc(ideas.id),
      ];
    }
  }
}

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
  const now = at.toISOString();
  const [rows, tally] = await Promise.all([
    db
      .select({
        id: ideas.id,
        title: ideas.title,
        description: ideas.description,
        status: ideas.status,
        category: ideas.category,
        categoryId: ideas.categoryId,
        private: ideas.private,
        votes: ideas.votes,
        comments: ideas.commentCount,
        anonymous: ideas.anonymous,
        authorName: ideas.authorName,
        createdAt: ideas.createdAt,
        lastActivityAt: ideas.lastActivityAt,
        editedAt: ideas.editedAt,
        newComments: ideas.newComments,
      })
      .from(ideas)
      .where(and(besides, statusFilter ? inArray(ideas.status, statusFilter) : undefined))
      .orderBy(...orderBy(db, query.sort ?? 'votes', now))
      .limit(limit + 1)
      .offset(offset),
    db
      .select({ status: ideas.status, n: count() })
      .from(ideas)
      .where(besides)
      .groupBy(ideas.status)
      .orderBy(asc(ideas.status)),
  ]);
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>;
  for (const { status, n } of tally) counts[status as Status] = Number(n);
  const shown: readonly Status[] = statusFilter ?? STATUSES;
  const total = shown.reduce((sum: number, status) => sum + counts[status], 0);
  const page = rows.slice(0, limit);
  return {
    ideas: page.map(({ anonymous, ...row }): InboxIdea => {
      const lastActivityAt = row.lastActivityAt ?? row.createdAt;
      return {
        ...row,
        // The team sees who wrote it unless it was sent completely anonymously.
        authorName: anonymous ? null : row.authorName,
        lastActivityAt,
        lastActivityAgo: timeAgo(lastActivityAt, at),
      };
    }),
    nextCursor: rows.length > limit ? encodeOffsetCursor(offset + limit) : null,
    total,
    counts,
  };
}
