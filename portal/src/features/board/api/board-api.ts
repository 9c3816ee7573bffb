/** Reads and writes of the public board, through the one API client and SWR. */
import type { Company, CompanyStats, Feature, Status } from '@sayso/api/contract';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

const seg = encodeURIComponent;

export const boardKeys = {
  companies: '/api/companies',
  company: (slug: string) => `/api/companies/${seg(slug)}`,
  stats: (slug: string) => `/api/companies/${seg(slug)}/stats`,
  features: (slug: string) => `/api/companies/${seg(slug)}/features`,
};

export function useCompany(slug: string) {
  return useSWR<Company>(boardKeys.company(slug));
}

/** Requested only once the company has loaded (spec section 7). */
export function useCompanyStats(slug: string, enabled: boolean) {
  return useSWR<CompanyStats>(enabled ? boardKeys.stats(slug) : null);
}

/**
 * The whole idea list. The key carries who is asking, because `voted` is per caller:
 * signing in or out must not show the other identity's votes from the cache.
 */
export function useCompanyFeatures(slug: string, enabled: boolean, viewer: number | 'anonymous') {
  return useSWR<Feature[], unknown, [string, number | 'anonymous'] | null>(
    enabled ? [boardKeys.features(slug), viewer] : null,
    ([url]) => api.get<Feature[]>(url),
  );
}

/** Refreshes what a change on the board affects: the list, the stats and, optionally, companies. */
export function useRefreshBoard(slug: string) {
  const { mutate } = useSWRConfig();
  return async ({ companies = false }: { companies?: boolean } = {}) => {
    const features = boardKeys.features(slug);
    await Promise.all([
      mutate((key) => Array.isArray(key) && key[0] === features),
      mutate(boardKeys.stats(slug)),
      companies ? mutate(boardKeys.companies) : undefined,
    ]);
  };
}

export function updateFeatureStatus(featureId: number, status: Status) {
  return api.patch<Feature>(`/api/features/${featureId}`, { status });
}
