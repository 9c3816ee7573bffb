/** The Insights tab's reads: one swr key per section and range; a section the plan lacks is never asked. */
import type {
  AdvancedInsights,
  BasicInsights,
  InsightSection,
  PremiumInsights,
  RevenueIdea,
} from '@sayso/api/contract';
import useSWR from 'swr';
import { apiPaths } from '@/lib/api-paths';

const base = (companyId: number) => apiPaths.companyById(companyId).insights();

/** GET /api/companies/{id}/insights[/advanced|/premium]?from&to, or nothing while `enabled` is false. */
export function useInsights<S extends InsightSection>(
  companyId: number,
  section: S,
  query: string,
  enabled: boolean,
) {
  const path = section === 'basic' ? base(companyId) : `${base(companyId)}/${section}`;
  return useSWR<Answers[S]>(enabled ? `${path}${query ? `?${query}` : ''}` : null, {
    keepPreviousData: true,
  });
}

interface Answers {
  basic: BasicInsights;
  advanced: AdvancedInsights;
  premium: PremiumInsights;
}

/** The CSV of one chart (Business): the server writes it, so every cell is made safe in one place. */
export function chartCsvUrl(companyId: number, chart: string, query: string): string {
  return `${base(companyId)}/csv?chart=${encodeURIComponent(chart)}${query ? `&${query}` : ''}`;
}

/** Ideas by the summed MRR of their identified voters (Identify); null (no request) below Pro. */
export function useRevenueIdeas(companyId: number, allowed: boolean) {
  return useSWR<RevenueIdea[]>(allowed ? `${apiPaths.companyById(companyId).identify()}/revenue` : null);
}
