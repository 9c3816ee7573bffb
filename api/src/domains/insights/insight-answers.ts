/**
 * Which Insights a company may read, and for what range: Basic statistics chart the last 30
 * days on every plan; another range needs Advanced statistics; the premium section and every
 * chart's CSV need Premium statistics. Each refusal is the plan gate's 403 (domains/plans/plans.ts).
 */
import {
  advancedTables,
  basicTables,
  defaultRange,
  type InsightSection,
  type InsightsRange,
  insightsQuerySchema,
  premiumTables,
} from '../../contract';
import type { Db } from '../../db/engine';
import type { CompanyRow } from '../../db/schema';
import { ApiError, validationError } from '../../lib/errors';
import { companyPlan, requireEntitlement } from '../plans/plans';
import { advancedInsights, basicInsights, type Memo, noMemo } from './insights';
import { premiumInsights } from './insights-premium';

const SECTION_ENTITLEMENT = {
  basic: 'basicStatistics',
  advanced: 'advancedStatistics',
  premium: 'premiumStatistics',
} as const;

/** The asked range (default: the last 30 days), after the plan gates of `section`. */
export async function allowedRange(
  db: Db,
  company: CompanyRow,
  section: InsightSection,
  query: Record<string, string>,
): Promise<InsightsRange> {
  // The section's gate first: a plan without it learns nothing from the range's validation.
  const plan = await companyPlan(db, company);
  requireEntitlement(plan, SECTION_ENTITLEMENT[section]);
  const parsed = insightsQuerySchema.safeParse({ from: query.from, to: query.to });
  if (!parsed.success) throw validationError(parsed.error);
  const standard = defaultRange();
  const { from = standard.from, to = standard.to } = parsed.data;
  if (from !== standard.from || to !== standard.to) requireEntitlement(plan, 'advancedStatistics');
  return { from, to };
}

/** One section of Insights for the range (already gated by allowedRange). */
export function insightsSection(
  db: Db,
  companyId: number,
  section: InsightSection,
  range: InsightsRange,
  memo: Memo = noMemo,
) {
  if (section === 'premium') return premiumInsights(db, companyId, range, memo);
  if (section === 'advanced') return advancedInsights(db, companyId, range, memo);
  return basicInsights(db, companyId, range, memo);
}

/** Every chart's table; `chart` names one of them ('daily', 'by-category', 'timings', …). */
async function chartTable(db: Db, companyId: number, chart: string, range: InsightsRange, memo: Memo) {
  // Section by section, so a chart's CSV loads only its own section.
  const sections = [
    async () => basicTables(await basicInsights(db, companyId, range, memo)),
    async () => advancedTables(await advancedInsights(db, companyId, range, memo)),
    async () => premiumTables(await premiumInsights(db, companyId, range, memo)),
  ];
  const ids: string[] = [];
  for (const tablesOf of sections) {
    const tables = await tablesOf();
    const table = tables.find((candidate) => candidate.id === chart);
    if (table) return table;
    ids.push(...tables.map((t) => t.id));
  }
  throw new ApiError(400, `Unknown chart: choose one of ${ids.join(', ')}`);
}

/** The CSV of one chart (Premium statistics), with the file name the download gets. */
export async function chartCsvFile(
  db: Db,
  company: CompanyRow,
  query: Record<string, string>,
  memo = noMemo,
) {
  const range = await allowedRange(db, company, 'premium', query);
  const chart = query.chart ?? '';
  const table = await chartTable(db, company.id, chart, range, memo);
  return { table, fileName: `${company.slug}-${table.id}-${range.from}-to-${range.to}.csv` };
}
