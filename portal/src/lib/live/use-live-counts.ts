/** Keeps a board's cached vote and comment counts live while a component shows them. */
import type { Idea } from '@sayso/api/contract';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths } from '@/lib/api-paths';
import { boardKeys } from '@/lib/board/board-api';
import { subscribeLive } from './live-connection';
import { patchIdea, patchIdeas } from './patch-counts';

/** The first part of an array SWR key: the URL the board's and the idea's hooks key by. */
const keyUrl = (key: unknown) => (Array.isArray(key) && typeof key[0] === 'string' ? key[0] : undefined);
const IDEA_URL = `${apiPaths.ideas}/`;

/**
 * Subscribes to the board's stream (one per tab, shared) and patches the cached lists (whole
 * and server-paged) and idea pages in place; after a `reset` it refetches them instead.
 */
export function useLiveCounts(slug: string) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!slug) return;
    const list = boardKeys.ideas(slug);
    return subscribeLive(slug, (message) => {
      if (message.type === 'reset') {
        void mutate((key) => keyUrl(key) === list || keyUrl(key)?.startsWith(IDEA_URL));
        return;
      }
      const idea = `${IDEA_URL}${message.featureId}`;
      const quiet = { revalidate: false };
      void mutate(
        (key) => keyUrl(key) === list,
        (ideas?: Idea[]) => patchIdeas(ideas, message),
        quiet,
      );
      void mutate(
        (key) => keyUrl(key) === idea,
        (one?: Idea) => one && patchIdea(one, message),
        quiet,
      );
    });
  }, [slug, mutate]);
}
