/**
 * The inbox's filters as the URL keeps them (`?q=&status=&category=&board=&new=1&held=1&from=&to=&sort=`,
 * and issue 28's `tag=&voterCompany=&voterPlan=`) and
 * as the API takes them (GET /api/companies/{id}/inbox). Pure functions, no React.
 */
import { INBOX_SORTS, type InboxSort, isStatus, type Status } from '@sayso/api/contract';
import { isOwnCategoryValue } from '@/lib/board/categories';

/** The query-string keys the inbox owns on the dashboard's URL. */
export const INBOX_URL_KEYS = [
  'q',
  'status',
  'category',
  'board',
  'new',
  'held',
  'from',
  'to',
  'sort',
  'tag',
  'voterCompany',
  'voterPlan',
] as const;
export type InboxUrlKey = (typeof INBOX_URL_KEYS)[number];

export interface InboxFilters {
  q: string;
  /** One status, or '' for all. */
  status: Status | '';
  /** A fixed category ('bug_fixes'), an own category's id ('12'), or '' for all. */
  category: string;
  /** A board's id ('3'), or '' for every board. */
  board: string;
  newComments: boolean;
  /** Only ideas awaiting review (held until the team approves them). */
  held: boolean;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  sort: InboxSort;
  /** A team tag's id ('4'), or '' for any (issue 28). */
  tag: string;
  /** Issue 28's segments: ideas with a voter of this company / plan, or '' for any. */
  voterCompany: string;
  voterPlan: string;
}

export const INBOX_SORT_LABELS: Record<InboxSort, string> = {
  votes: 'Most votes',
  newest: 'Newest',
  trending: 'Trending',
  last_activity: 'Last activity',
  mrr: 'MRR',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a URL holds; anything unknown reads as no filter. */
export function filtersFromUrl(url: Record<InboxUrlKey, string>): InboxFilters {
  return {
    q: url.q,
    status: isStatus(url.status) ? url.status : '',
    category: url.category,
    board: /^\d{1,15}$/.test(url.board) ? url.board : '',
    newComments: url.new === '1',
    held: url.held === '1',
    from: DAY.test(url.from) ? url.from : '',
    to: DAY.test(url.to) ? url.to : '',
    sort: (INBOX_SORTS as readonly string[]).includes(url.sort) ? (url.sort as InboxSort) : 'votes',
    tag: /^\d{1,10}$/.test(url.tag) ? url.tag : '',
    voterCompany: url.voterCompany,
    voterPlan: url.voterPlan,
  };
}

/** The URL values of a change to the filters ('' drops a key; the default sort is left out). */
export function urlFromFilters(filters: Partial<InboxFilters>): Partial<Record<InboxUrlKey, string>> {
  const url: Partial<Record<InboxUrlKey, string>> = {};
  if (filters.q !== undefined) url.q = filters.q;
  if (filters.status !== undefined) url.status = filters.status;
  if (filters.category !== undefined) url.category = filters.category;
  if (filters.board !== undefined) url.board = filters.board;
  if (filters.newComments !== undefined) url.new = filters.newComments ? '1' : '';
  if (filters.held !== undefined) url.held = filters.held ? '1' : '';
  if (filters.from !== undefined) url.from = filters.from;
  if (filters.to !== undefined) url.to = filters.to;
  if (filters.sort !== undefined) url.sort = filters.sort === 'votes' ? '' : filters.sort;
  if (filters.tag !== undefined) url.tag = filters.tag;
  if (filters.voterCompany !== undefined) url.voterCompany = filters.voterCompany;
  if (filters.voterPlan !== undefined) url.voterPlan = filters.voterPlan;
  return url;
}

/** The API's query string for the filters (without a cursor). */
export function inboxApiQuery(filters: InboxFilters): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.status) query.set('status', filters.status);
  if (filters.category)
    query.set(isOwnCategoryValue(filters.category) ? 'categoryId' : 'category', filters.category);
  if (filters.board) query.set('board', filters.board);
  if (filters.newComments) query.set('newComments', '1');
  if (filters.held) query.set('held', '1');
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.tag) query.set('tag', filters.tag);
  if (filters.voterCompany) query.set('voterCompany', filters.voterCompany);
  if (filters.voterPlan) query.set('voterPlan', filters.voterPlan);
  query.set('sort', filters.sort);
  return query.toString();
}

/** Whether any filter narrows the list (the empty state then says so instead of "no ideas yet"). */
export function isFiltered(filters: InboxFilters): boolean {
  return Boolean(
    filters.q.trim() ||
      filters.status ||
      filters.category ||
      filters.board ||
      filters.newComments ||
      filters.held ||
      filters.from ||
      filters.to ||
      filters.tag ||
      filters.voterCompany ||
      filters.voterPlan,
  );
}
