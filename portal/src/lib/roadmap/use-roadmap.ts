/** The public roadmap's three columns, read through the one API client and SWR. */
import type { Roadmap } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { useAuth, type ViewerKey, viewerKey } from '@/lib/auth/auth-context';

export const roadmapKey = (slug: string) => `/api/companies/${encodeURIComponent(slug)}/roadmap`;

/**
 * The roadmap as the signed-in user or this browser sees it (`voted` is per caller, so the key
 * carries who is asking); read once the auth check is done.
 */
export function useRoadmap(slug: string) {
  const { user, isLoading } = useAuth();
  return useSWR<Roadmap, unknown, [string, ViewerKey] | null>(
    isLoading ? null : [roadmapKey(slug), viewerKey(user)],
    ([url]) => api.get<Roadmap>(url),
  );
}
