/** Reads and writes of the public board, through the one API client and SWR. */
import type { CompanyPage, CompanyStats, Idea, Status } from '@sayso/api/contract';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import type { ViewerKey } from '@/lib/auth/auth-context';
import { type IdeaQuery, PAGE_SIZE } from './filter-ideas';
import { serverQuery } from './server-query';

export const boardKeys = {
  companies: apiPaths.companies,
  company: (slug: string) => apiPaths.company(slug).root(),
  stats: (slug: string) => apiPaths.company(slug).stats(),
  ideas: (slug: string) => apiPaths.company(slug).ideas(),
};

export function useCompany(slug: string) {
  return useSWR<CompanyPage>(boardKeys.company(slug));
}

/** Requested only once the company has loaded (spec section 7). */
export function useCompanyStats(slug: string, enabled: boolean) {
  return useSWR<CompanyStats>(enabled ? boardKeys.stats(slug) : null);
}

/**
 * The whole idea list. The key carries who is asking, because `voted` is per caller:
 * signing in or out must not show the other identity's votes from the cache. The team's list
 * (`team`, the dashboard's) has private ideas too; the API answers it to the owner only.
 */
export function useCompanyIdeas(
  slug: string,
  enabled: boolean,
  viewer: ViewerKey,
  visibility: 'public' | 'team' = 'public',
  board?: string,
) {
  const search = new URLSearchParams(visibility === 'team' ? { visibility: 'team' } : {});
  if (board) search.set('board', board);
  return useSWR<Idea[], unknown, readonly [string, ViewerKey, string] | null>(
    enabled ? [boardKeys.ideas(slug), viewer, search.toString()] : null,
    ([url, , query]) => api.get<Idea[]>(query ? `${url}?${query}` : url),
  );
}

/** Who reads a large board, and which board: the server pages it for them. */
export interface ServerPaging {
  slug: string;
  viewer: ViewerKey;
  /** One of the company's boards by slug (issue 27); none: the caller's default board. */
  board?: string | undefined;
}

/**
 * One page window of a large board, read with the list's own query. The key starts like the
 * whole list's, so useRefreshBoard refreshes it too; the previous page stays on screen while
 * the next loads.
 */
export function useServerIdeas(paging: ServerPaging | undefined, query: IdeaQuery, page: number) {
  const key = paging
    ? ([
        boardKeys.ideas(paging.slug),
        paging.viewer,
        withBoard(serverQuery(query, page), paging.board),
      ] as const)
    : null;
  const { data, isLoading, error, mutate } = useSWR(
    key,
    ([url, , search]) => api.get<Idea[]>(`${url}?${search}`),
    { keepPreviousData: true },
  );
  if (!paging) return undefined;
  const shown = page * PAGE_SIZE;
  return {
    visible: data?.slice(0, shown),
    hasMore: (data?.length ?? 0) > shown,
    isLoading: isLoading && !data,
    failed: Boolean(error) && !data,
    retry: () => void mutate(),
  };
}

/** `search` narrowed to one board (the API's `board`, a board slug). */
function withBoard(search: string, board: string | undefined): string {
  return board ? `${search}&board=${encodeURIComponent(board)}` : search;
}

/** Refreshes what a change on the board affects: the list, the stats and, optionally, companies. */
export function useRefreshBoard(slug: string) {
  const { mutate } = useSWRConfig();
  return async ({ companies = false }: { companies?: boolean } = {}) => {
    const ideas = boardKeys.ideas(slug);
    await Promise.all([
      mutate((key) => Array.isArray(key) && key[0] === ideas),
      mutate(boardKeys.stats(slug)),
      companies ? mutate(boardKeys.companies) : undefined,
    ]);
  };
}

export function updateIdeaStatus(ideaId: number, status: Status) {
  return api.patch<Idea>(apiPaths.idea(ideaId).root(), { status });
}

/** Private: only the team sees the idea (Pro and Business); public again is always allowed. */
export function updateIdeaPrivacy(ideaId: number, isPrivate: boolean) {
  return api.patch<Idea>(apiPaths.idea(ideaId).root(), { private: isPrivate });
}
