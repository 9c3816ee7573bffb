/** Reads and writes of one idea's detail view: the idea, its comment thread, a new comment. */
import type { Comment, Idea, IdeaActivityEntry } from '@sayso/api/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import type { ViewerKey } from '@/lib/auth/auth-context';

const ideaKeys = {
  idea: (id: number) => apiPaths.idea(id).root(),
  comments: (id: number) => apiPaths.idea(id).comments(),
  activity: (id: number) => apiPaths.idea(id).activity(),
};

/** Who triaged the idea, asked only for its team (`enabled`): anyone else is refused. */
export function useIdeaActivity(id: number, enabled: boolean) {
  return useSWR<IdeaActivityEntry[]>(enabled ? ideaKeys.activity(id) : null);
}

/** The idea, keyed by who asks because `voted` is per caller (as on the board). */
export function useIdea(id: number, viewer: ViewerKey | null) {
  return useSWR<Idea, unknown, [string, ViewerKey] | null>(
    viewer === null ? null : [ideaKeys.idea(id), viewer],
    ([url]) => api.get<Idea>(url),
  );
}

/** Comments shown per "Load more comments" step; one more is asked to know if more exist. */
const COMMENTS_PAGE = 50;

/** The thread, a page at a time (the API caps its answers), oldest first. */
export function useComments(id: number) {
  const pages = useSWRInfinite<Comment[]>((index, previous: Comment[] | null) => {
    if (index > 0 && (!previous || previous.length <= COMMENTS_PAGE)) return null;
    const after = previous?.[COMMENTS_PAGE - 1]?.id;
    return `${ideaKeys.comments(id)}?limit=${COMMENTS_PAGE + 1}${after ? `&after=${after}` : ''}`;
  });
  const last = pages.data?.at(-1);
  return {
    data: pages.data?.flatMap((page) => page.slice(0, COMMENTS_PAGE)),
    error: pages.error as unknown,
    mutate: pages.mutate,
    hasMore: (last?.length ?? 0) > COMMENTS_PAGE,
    loadingMore: pages.size > (pages.data?.length ?? 0),
    loadMore: () => pages.setSize((size) => size + 1),
  };
}

export function postComment(id: number, content: string, attachmentIds: number[] = []) {
  return api.post<Comment>(ideaKeys.comments(id), { content, attachmentIds });
}

/** Refreshes the idea (count, votes) in every cached identity's copy. */
export function useRefreshIdea(id: number) {
  const { mutate } = useSWRConfig();
  const url = ideaKeys.idea(id);
  return () => mutate((key) => Array.isArray(key) && key[0] === url);
}
