/**
 * The query of a company's idea list, board and inbox alike: which ideas (filters, search,
 * visibility) and in what order. Apart from ideas.ts so the search worker (domains/search) can
 * load it without the services ideas.ts depends on (accounts, plans, webhooks...).
 */
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { IdeaListQuery, IdeaSort } from '../../contract';
import type { Db } from '../../db/engine';
import { ideas } from '../../db/schema';
import { matchesSearch } from './idea-search';
import { PUBLIC_IDEA } from './idea-visibility';

/** Public answers leave private ideas out; only the team's own list (`team`) has them. */
export type IdeaVisibility = 'public' | 'team';

/**
 * The boards whose ideas a list holds (issue 27): absent, every board of the company (one board,
 * the common case, needs no filter; the team's own views). Never from the request: the caller's
 * access decides it (domains/board/board-scope.ts).
 */
export interface BoardIdsFilter {
  boardIds?: readonly number[];
}

/** A list's query with the boards it covers. */
export type BoardListQuery = IdeaListQuery & BoardIdsFilter;

/** The most ideas one answer carries: the whole board up to this size, else a page of it. */
export const MAX_LIST_SIZE = 500;

/** The filters and search of a company's idea list (board and inbox alike); private ideas only for the team. */
export function ideaListWhere(
  db: Db,
  companyId: number,
  query: Pick<IdeaListQuery, 'status' | 'category' | 'categoryId' | 'q'> & BoardIdsFilter,
  visibility: IdeaVisibility,
): SQL | undefined {
  return and(eq(ideas.companyId, companyId), ideaListFilters(db, companyId, query, visibility));
}

/**
 * ideaListWhere without its `company_id = ?`, for a query that names the company its own way
 * (a board search, driven by the search index: domains/search/search-rows.ts).
 */
export function ideaListFilters(
  db: Db,
  companyId: number,
  query: Pick<IdeaListQuery, 'status' | 'category' | 'categoryId' | 'q'> & BoardIdsFilter,
  visibility: IdeaVisibility,
): SQL | undefined {
  return and(
    onBoards(query.boardIds),
    // Merged ideas are on no list: their votes and comments are on the target.
    visibility === 'public' ? PUBLIC_IDEA : isNull(ideas.mergedInto),
    query.status?.length ? inArray(ideas.status, query.status) : undefined,
    query.category?.length ? inArray(ideas.category, query.category) : undefined,
    query.categoryId?.length ? inArray(ideas.categoryId, query.categoryId) : undefined,
    query.q ? matchesSearch(db, companyId, query.q) : undefined,
  );
}

/** Ideas on `boardIds` (every board when absent); one board is an equality, which indexes serve best. */
export function onBoards(boardIds: readonly number[] | undefined): SQL | undefined {
  if (boardIds === undefined) return undefined;
  const [only] = boardIds;
  if (boardIds.length === 1 && only !== undefined) return eq(ideas.boardId, only);
  // No board at all matches nothing (an empty IN list is not valid SQL everywhere).
  return boardIds.length === 0 ? sql`false` : inArray(ideas.boardId, [...boardIds]);
}

const STATUS_RANK = sql`case ${ideas.status} when 'idea' then 0 when 'planned' then 1 when 'in_progress' then 2 else 3 end`;

/** The board's default order, which the roadmap's columns keep too: most votes, then newest. */
export const MOST_VOTES_FIRST: SQL[] = [desc(ideas.votes), desc(ideas.createdAt), desc(ideas.id)];

/** A list's order (most votes first unless asked otherwise), ids last so pages never overlap. */
export const ideaListOrder = (sort: IdeaSort = 'most_votes'): SQL[] => ORDER_BY[sort];

const ORDER_BY: Record<IdeaSort, SQL[]> = {
  most_votes: MOST_VOTES_FIRST,
  newest: [desc(ideas.createdAt), desc(ideas.id)],
  status: [asc(STATUS_RANK), desc(ideas.votes), desc(ideas.id)],
  category: [asc(ideas.category), desc(ideas.votes), desc(ideas.id)],
};
