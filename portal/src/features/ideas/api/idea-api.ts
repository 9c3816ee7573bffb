/** Reads and writes of one idea's detail view: the idea, its comment thread, a new comment. */
import type { Comment, Feature } from '@sayso/api/contract';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

export const ideaKeys = {
  feature: (id: number) => `/api/features/${id}`,
  comments: (id: number) => `/api/features/${id}/comments`,
};

/** The idea, keyed by who asks because `voted` is per caller (as on the board). */
export function useIdea(id: number, viewer: number | 'anonymous' | null) {
  return useSWR<Feature, unknown, [string, number | 'anonymous'] | null>(
    viewer === null ? null : [ideaKeys.feature(id), viewer],
    ([url]) => api.get<Feature>(url),
  );
}

export function useComments(id: number) {
  return useSWR<Comment[]>(ideaKeys.comments(id));
}

export function postComment(id: number, content: string) {
  return api.post<Comment>(ideaKeys.comments(id), { content });
}

/** Refreshes the idea (count, votes) in every cached identity's copy. */
export function useRefreshIdea(id: number) {
  const { mutate } = useSWRConfig();
  const url = ideaKeys.feature(id);
  return () => mutate((key) => Array.isArray(key) && key[0] === url);
}
