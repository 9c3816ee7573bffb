/**
 * A board search's rows and total in one statement that evaluates the search once (issue 25).
 *
 * The board list (listIdeaRows) reads a page, then counts again when the page is full: for a
 * search, that is two full-text evaluations, and SQLite walked the company's votes index
 * testing every idea against the matches, then sorted whole rows. Here an inner query orders
 * only the matches' ids (the sort keys, not the descriptions), counts them with a window, and
 * keeps one page; the outer query reads that page's rows by primary key. The inner
 * `+company_id` keeps SQLite off the company's indexes, so the search index drives: it already
 * holds only this company's ideas (the FTS company token; on PostgreSQL, the GIN index on
 * company and tsvector inside matchesSearch).
 */
import { and, count, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/engine';
import { type IdeaRow, ideas } from '../../db/schema';
import type { BoardListQuery } from '../ideas/idea-list-query';
import { ideaListFilters, ideaListOrder, MAX_LIST_SIZE } from '../ideas/idea-list-query';

/** The company's public ideas matching `query.q` (and its filters), one page, and the total. */
export async function searchIdeaRows(
  db: Db,
  companyId: number,
  query: BoardListQuery,
): Promise<{ rows: IdeaRow[]; total: number }> {
  const where = and(sql`+${ideas.companyId} = ${companyId}`, ideaListFilters(db, companyId, query, 'public'));
  const order = ideaListOrder(query.sort);
  const limit = Math.min(query.limit ?? MAX_LIST_SIZE, MAX_LIST_SIZE);
  const offset = query.offset ?? 0;
  const page = db
    .select({
      pageId: sql<number>`${ideas.id}`.as('page_id'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(ideas)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const found = await db
    .select({ ...getTableColumns(ideas), total: page.total })
    .from(page)
    .innerJoin(ideas, sql`${ideas.id} = ${page.pageId}`)
    .orderBy(...order);
  const rows = found.map(({ total: _, ...row }) => row);
  if (found.length > 0) return { rows, total: Number(found[0]?.total) };
  // A page past the last match has no row to carry the total: count then (rare).
  const total = offset === 0 ? 0 : ((await db.select({ n: count() }).from(ideas).where(where))[0]?.n ?? 0);
  return { rows, total };
}
