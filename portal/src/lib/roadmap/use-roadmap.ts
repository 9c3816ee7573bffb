/** The public roadmap's three columns, read through the one API client and SWR. */
import type { CompanyPage, PublicUser, Roadmap } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { useAuth, type ViewerKey, viewerKey } from '@/lib/auth/auth-context';

export const roadmapKey = (slug: string) => apiPaths.company(slug).roadmap();

/**
 * Whether `user` sees the company's roadmap: a public one everyone, a private one the team only
 * (the owner, and admins and members, whom `companySlug` points at it; the API answers 404 to
 * anyone else, a team below Business included).
 */
export function canSeeRoadmap(
  company: CompanyPage,
  user: Pick<PublicUser, 'id' | 'companySlug'> | null,
): boolean {
  return company.board.roadmapPublic || user?.id === company.ownerId || user?.companySlug === company.slug;
}

/**
 * The roadmap as the signed-in user or this browser sees it (`voted` is per caller, so the key
 * carries who is asking); read once the auth check is done, and only when `enabled`. `board`
 * (a board slug) narrows it to one board; without it, every board the caller may see.
 */
export function useRoadmap(slug: string, enabled = true, board?: string) {
  const { user, isLoading } = useAuth();
  return useSWR<Roadmap, unknown, [string, ViewerKey, string] | null>(
    isLoading || !enabled ? null : [roadmapKey(slug), viewerKey(user), board ?? ''],
    ([, , only]) => api.get<Roadmap>(apiPaths.company(slug).roadmap(only || undefined)),
  );
}
