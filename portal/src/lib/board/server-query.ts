/**
 * Large boards (spec issue: a few hundred ideas and up) are filtered, searched, sorted and
 * paged by the API instead of the browser: the same IdeaQuery, as the list's query string.
 */
import { isOwnCategoryValue } from './categories';
import { ALL, type IdeaQuery, PAGE_SIZE } from './filter-ideas';

/** Above this many ideas the board stops downloading the whole list. */
export const SERVER_PAGING_THRESHOLD = 300;

/**
 * The query for the first `page` pages, plus one idea more: if it comes back, 'Load More' is
 * still due, with no separate count request.
 */
export function serverQuery(query: IdeaQuery, page: number): string {
  const params = new URLSearchParams({ limit: String(Math.max(1, page) * PAGE_SIZE + 1), sort: query.sort });
  const statuses = query.statuses.filter((value) => value !== ALL);
  const categories = query.categories.filter((value) => value !== ALL);
  if (statuses.length) params.set('status', statuses.join(','));
  const own = categories.filter(isOwnCategoryValue);
  const fixed = categories.filter((value) => !isOwnCategoryValue(value));
  if (fixed.length) params.set('category', fixed.join(','));
  if (own.length) params.set('categoryId', own.join(','));
  const search = query.search.trim();
  if (search) params.set('q', search.slice(0, 200));
  return params.toString();
}
