/**
 * The idea list's query: filtering, search, sorting and paging all run on the client over
 * the whole list the API returns (spec sections 7 and 9). Pure functions, no React.
 */
import { type CompanyPage, type Idea, type IdeaSort, STATUSES, type Status } from '@sayso/api/contract';
import { categoryLabel, categoryValue } from './categories';

export const PAGE_SIZE = 5;
export const ALL = 'all';
export type All = typeof ALL;

export interface IdeaQuery {
  /** ['all'] or one or more statuses; never empty, never 'all' mixed with values. */
  statuses: Array<Status | All>;
  /** ['all'] or option values of lib/board/categories (a fixed category, or an own one's id). */
  categories: string[];
  sort: IdeaSort;
  search: string;
}

export const DEFAULT_QUERY: IdeaQuery = {
  statuses: [ALL],
  categories: [ALL],
  sort: 'most_votes',
  search: '',
};

/**
 * Checkbox toggle where 'all' is exclusive: checking 'all' clears the rest, checking a value
 * clears 'all', and unchecking the last value falls back to 'all'.
 */
export function toggleOption<T extends string>(
  selected: ReadonlyArray<T | All>,
  value: T | All,
  checked: boolean,
): Array<T | All> {
  if (value === ALL) return [ALL];
  const values = selected.filter((item): item is T => item !== ALL && item !== value);
  if (checked) values.push(value);
  return values.length === 0 ? [ALL] : values;
}

/** True when any filter or the search narrows the list (chooses the empty-state hint). */
export function isQueryActive(query: IdeaQuery): boolean {
  return !query.statuses.includes(ALL) || !query.categories.includes(ALL) || query.search.trim() !== '';
}

function matchesSearch(idea: Idea, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return idea.title.toLowerCase().includes(needle) || idea.description.toLowerCase().includes(needle);
}

/** The board's company, for its own categories (none: the fixed five). */
type Categories = Pick<CompanyPage, 'categories'> | undefined;

export function filterIdeas(ideas: readonly Idea[], query: IdeaQuery, company?: Categories): Idea[] {
  const statusOk = (f: Idea) => query.statuses.includes(ALL) || query.statuses.includes(f.status);
  const categoryOk = (f: Idea) =>
    query.categories.includes(ALL) || query.categories.includes(categoryValue(f, company));
  return ideas.filter((f) => statusOk(f) && categoryOk(f) && matchesSearch(f, query.search));
}

const byNewest = (a: Idea, b: Idea) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
const byVotes = (a: Idea, b: Idea) => b.votes - a.votes || byNewest(a, b);
const rank = <T extends string>(order: readonly T[], value: string) => {
  const index = (order as readonly string[]).indexOf(value);
  return index === -1 ? 0 : index; // an unknown status counts as Idea (spec section 3)
};
function comparator(sort: IdeaSort, company: Categories): (a: Idea, b: Idea) => number {
  switch (sort) {
    case 'newest':
      return (a, b) => byNewest(a, b) || b.votes - a.votes;
    case 'status':
      return (a, b) => rank(STATUSES, a.status) - rank(STATUSES, b.status) || byVotes(a, b);
    case 'category':
      return (a, b) => categoryLabel(a, company).localeCompare(categoryLabel(b, company)) || byVotes(a, b);
    default:
      return byVotes;
  }
}

/** A sorted copy; ties fall back to most votes, then newest, so the order is stable. */
export function sortIdeas(ideas: readonly Idea[], sort: IdeaSort, company?: Categories): Idea[] {
  return [...ideas].sort(comparator(sort, company));
}

/** Filter, search and sort in one step. */
export function applyQuery(ideas: readonly Idea[], query: IdeaQuery, company?: Categories): Idea[] {
  return sortIdeas(filterIdeas(ideas, query, company), query.sort, company);
}

/** The first `page` pages of the list and whether a 'Load More' is still due. */
export function paginate<T>(items: readonly T[], page: number): { visible: T[]; hasMore: boolean } {
  const count = Math.max(1, page) * PAGE_SIZE;
  return { visible: items.slice(0, count), hasMore: items.length > count };
}

export const STATUS_OPTIONS: ReadonlyArray<Status> = STATUSES;
