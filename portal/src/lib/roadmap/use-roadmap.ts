/** The public roadmap's three columns, read through the one API client and SWR. */
import type { Roadmap } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

export const roadmapKey = (slug: string) => `/api/companies/${encodeURIComponent(slug)}/roadmap`;

/**
 * The roadmap as the signed-in user or this browser sees it (`voted` is per caller, so the key
 * carries who is asking); read once the auth check is done.
 */
export function useRoadmap(slug: string) {
  const { user, isLoading } = useAuth();
  const viewer: number | 'anonymous' = user?.id ?? 'anonymous';
  return useSWR<Roadmap, unknown, [string, number | 'anonymous'] | null>(
    isLoading ? null : [roadmapKey(slug), viewer],
    ([url]) => api.get<Roadmap>(url),
  );
}
