/**
 * Insights, the team's view of its board (docs/plans.md, statistics lines): Basic statistics
 * (counters and daily activity) and Advanced statistics (categories, statuses, trending ideas,
 * funnels, sources). Private ideas count here: only the team reads these answers. Daily figures
 * and trending ideas come from the per-day rollups (domains/rollups), folded before each load;
 * new ideas by category and status from the (company, created_at) index.
 */
import { type AnyColumn, and, count, eq, gte, lt } from 'drizzle-orm';
import {
  type AdvancedInsights,
  addDays,
  type BasicInsights,
  type CompanyStats,
  daysOf,
  fixedCategoryLabel,
  type InsightsRange,
  type LabelledCount,
  STATUSES,
  statusLabel,
  USAGE_EVENTS,
} from '../../contract';
import type { Db } from '../../db/engine';
import { categories, ideas } from '../../db/schema';
import { companyStats } from '../board/company-page';
import { foldInsightDeltas } from '../rollups/fold';
import { dailyTotals, publicContributors } from '../rollups/rollups';
import { trendingInRange } from '../rollups/trending';
import { usageTotals } from './usage';

/**
 * Keeps what a load computes from the board's rows (ideas, votes, comments, status changes) for
 * as long as no write touches the company: the route passes the read cache's (lib/read-cache.ts).
 * Usage counts stay out of it, since their writes do not move the cache's versions: their days
 * that can no longer change are summed once (usage-history.ts), the others read every time.
 */
export type Memo = <T>(
  key: string,
  load: () => Promise<T>,
  afterVotes?: (stale: T) => Promise<T>,
) => Promise<T>;
export const noMemo: Memo = (_key, load) => load();
/**
 * `afterVotes` for what no vote changes (new ideas by category and status, status timings): a
 * company whose only writes since the load were votes keeps it, so Insights right after a vote
 * recomputes only the rollups' few rows (issue 25).
 */
export const unchangedByVotes = <T>(stale: T) => Promise.resolve(stale);
export const rangeKey = (range: InsightsRange) => `${range.from}:${range.to}`;
/** The memo key of the four public counters: the route maps it to GET …/stats' cache entry. */
export const COUNTERS_KEY = 'counters';

/** created_at within the range's days (ISO text compares in order on both engines). */
export const createdWithin = (column: AnyColumn, range: InsightsRange) =>
  and(gte(column, range.from), lt(column, addDays(range.to, 1)));

/** Ideas, votes and comments per day of the range, 0 where nothing happened. */
async function dailyFigures(
  db: Db,
  companyId: number,
  range: InsightsRange,
): Promise<BasicInsights['daily']> {
  await foldInsightDeltas(db, companyId);
  const byDay = new Map((await dailyTotals(db, companyId, range)).map((row) => [row.day, row]));
  // The range's days once: a year of them is a thousand date conversions per list.
  const days = daysOf(range.from, range.to);
  const perDay = (kind: 'ideas' | 'votes' | 'comments') => days.map((day) => byDay.get(day)?.[kind] ?? 0);
  return { days, ideas: perDay('ideas'), votes: perDay('votes'), comments: perDay('comments') };
}

/** The board header's numbers after votes alone: a vote moves the contributors, never the ideas' counts. */
async function countersAfterVotes(db: Db, companyId: number, stale: CompanyStats): Promise<CompanyStats> {
  return { ...stale, contributors: await publicContributors(db, companyId) };
}

export async function basicInsights(
  db: Db,
  companyId: number,
  range: InsightsRange,
  memo = noMemo,
): Promise<BasicInsights> {
  const [counters, daily] = await Promise.all([
    // The board header's numbers, which the dashboard has usually just read (the same entry).
    memo(
      COUNTERS_KEY,
      () => companyStats(db, companyId),
      (stale) => countersAfterVotes(db, companyId, stale),
    ),
    memo(`basic:${rangeKey(range)}`, () => dailyFigures(db, companyId, range)),
  ]);
  return { range, counters, daily };
}

/** New ideas in the range by category (the company's own name, else the fixed label) and status. */
async function newIdeasBy(db: Db, companyId: number, range: InsightsRange) {
  return db
    .select({ category: ideas.category, own: categories.name, status: ideas.status, n: count() })
    .from(ideas)
    .leftJoin(categories, eq(categories.id, ideas.categoryId))
    .where(and(eq(ideas.companyId, companyId), createdWithin(ideas.createdAt, range)))
    .groupBy(ideas.category, categories.name, ideas.status);
}

function tally(rows: Array<{ label: string; n: number }>): LabelledCount[] {
  const sums = new Map<string, number>();
  for (const { label, n } of rows) sums.set(label, (sums.get(label) ?? 0) + n);
  return [...sums].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count);
}

/** Of the new ideas, how many got at least as far as each status (their status now). */
function statusFunnel(rows: Array<{ status: string; n: number }>): LabelledCount[] {
  return STATUSES.map((status, at) => ({
    label: statusLabel(status),
    count: rows.filter((row) => STATUSES.indexOf(row.status as never) >= at).reduce((s, r) => s + r.n, 0),
  }));
}

export const USAGE_LABELS: Record<(typeof USAGE_EVENTS)[number], string> = {
  board_viewed: 'Board viewed',
  launcher_shown: 'Launcher shown',
  panel_opened: 'Panel opened',
  idea_submitted: 'Idea submitted',
  voted: 'Voted',
};

export async function advancedInsights(
  db: Db,
  companyId: number,
  range: InsightsRange,
  memo = noMemo,
): Promise<AdvancedInsights> {
  const [newIdeas, trending, usage] = await Promise.all([
    memo(`advanced:${rangeKey(range)}`, () => newIdeasBy(db, companyId, range), unchangedByVotes),
    memo(`trending:${rangeKey(range)}`, () =>
      foldInsightDeltas(db, companyId).then(() => trendingInRange(db, companyId, range)),
    ),
    usageTotals(db, companyId, range),
  ]);
  const usageCount = (event: string, source: string) =>
    usage.filter((row) => row.event === event && row.source === source).reduce((s, r) => s + r.count, 0);
  return {
    range,
    byCategory: tally(
      newIdeas.map((row) => ({ label: row.own ?? fixedCategoryLabel(row.category), n: row.n })),
    ),
    byStatus: STATUSES.map((status) => ({
      label: statusLabel(status),
      count: newIdeas.filter((row) => row.status === status).reduce((s, r) => s + r.n, 0),
    })),
    trending,
    statusFunnel: statusFunnel(newIdeas),
    widgetFunnel: USAGE_EVENTS.filter((event) => event !== 'board_viewed').map((event) => ({
      label: USAGE_LABELS[event],
      count: usageCount(event, 'widget'),
    })),
    sources: [
      { label: 'Board page', count: usageCount('board_viewed', 'board') },
      { label: 'Embedded board', count: usageCount('board_viewed', 'embed') },
      { label: 'Widget', count: usageCount('panel_opened', 'widget') },
    ],
  };
}
