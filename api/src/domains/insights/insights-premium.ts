/**
 * Premium statistics: time from idea to planned to completed, returning contributors, the
 * widget's top host pages and this range against the one before it. Status timings come from
 * idea_activity (every status change since it exists); an idea changed before then has only
 * its last change (status_changed_at), counted as the step from idea to its status now.
 * Contributors and the range's totals come from the per-day rollups (rollups.ts).
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { addDays, type InsightsRange, type PremiumInsights, rangeDays } from '../../contract';
import type { Db } from '../../db/engine';
import { ideaActivity, ideas } from '../../db/schema';
import { foldInsightDeltas } from '../rollups/fold';
import { rangeContributors, rangeTotals } from '../rollups/rollups';
import { createdWithin, noMemo, rangeKey, unchangedByVotes } from './insights';
import { topHostPages, usageByHost, usageTotals, viewsOf } from './usage';

const DAY_MS = 86_400_000;

/** Status changes up to the range's end, with the idea's creation: the input of the timings. */
async function statusChanges(db: Db, companyId: number, range: InsightsRange) {
  return db
    .select({
      ideaId: ideaActivity.ideaId,
      to: ideaActivity.toValue,
      at: ideaActivity.createdAt,
      createdAt: ideas.createdAt,
    })
    .from(ideaActivity)
    .innerJoin(ideas, eq(ideas.id, ideaActivity.ideaId))
    .where(
      and(
        eq(ideaActivity.companyId, companyId),
        eq(ideaActivity.action, 'status_changed'),
        lt(ideaActivity.createdAt, addDays(range.to, 1)),
      ),
    )
    .orderBy(ideaActivity.createdAt);
}

/** Ideas planned or completed in the range with no recorded change: their last change only. */
async function untrackedChanges(db: Db, companyId: number, range: InsightsRange) {
  const tracked = db
    .select({ id: ideaActivity.ideaId })
    .from(ideaActivity)
    .where(and(eq(ideaActivity.companyId, companyId), eq(ideaActivity.action, 'status_changed')));
  return db
    .select({ to: ideas.status, at: ideas.statusChangedAt, createdAt: ideas.createdAt })
    .from(ideas)
    .where(
      and(
        eq(ideas.companyId, companyId),
        inArray(ideas.status, ['planned', 'completed']),
        createdWithin(ideas.statusChangedAt, range),
        sql`${ideas.id} not in ${tracked}`,
      ),
    );
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

function summary(label: string, spans: number[]) {
  if (spans.length === 0) return { label, ideas: 0, medianDays: null, averageDays: null };
  const sorted = [...spans].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    label,
    ideas: spans.length,
    medianDays: round(median),
    averageDays: round(spans.reduce((s, v) => s + v, 0) / spans.length),
  };
}

async function timings(db: Db, companyId: number, range: InsightsRange) {
  const [changes, untracked] = await Promise.all([
    statusChanges(db, companyId, range),
    untrackedChanges(db, companyId, range),
  ]);
  const spans = {
    toPlanned: [] as number[],
    plannedToCompleted: [] as number[],
    toCompleted: [] as number[],
  };
  const plannedAt = new Map<number, string>();
  for (const change of changes) {
    if (change.to === 'planned') plannedAt.set(change.ideaId, change.at);
    if (change.at < range.from) continue;
    if (change.to === 'planned') spans.toPlanned.push(daysBetween(change.createdAt, change.at));
    if (change.to !== 'completed') continue;
    spans.toCompleted.push(daysBetween(change.createdAt, change.at));
    const planned = plannedAt.get(change.ideaId);
    if (planned) spans.plannedToCompleted.push(daysBetween(planned, change.at));
  }
  for (const idea of untracked) {
    if (!idea.at) continue;
    (idea.to === 'planned' ? spans.toPlanned : spans.toCompleted).push(daysBetween(idea.createdAt, idea.at));
  }
  return [
    summary('Idea to planned', spans.toPlanned),
    summary('Planned to completed', spans.plannedToCompleted),
    summary('Idea to completed', spans.toCompleted),
  ];
}

/** The range of the same length that ends the day before `range` starts. */
export function previousRange(range: InsightsRange): InsightsRange {
  const days = rangeDays(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** What premium computes from the rollups, kept by `memo` until the next write. */
async function premiumRollups(db: Db, companyId: number, range: InsightsRange, previous: InsightsRange) {
  await foldInsightDeltas(db, companyId);
  return Promise.all([
    rangeContributors(db, companyId, range),
    rangeTotals(db, companyId, range),
    rangeTotals(db, companyId, previous),
  ]);
}

export async function premiumInsights(
  db: Db,
  companyId: number,
  range: InsightsRange,
  memo = noMemo,
): Promise<PremiumInsights> {
  const previous = previousRange(range);
  const [stageTimings, [people, current, before], usage, previousUsage] = await Promise.all([
    memo(`timings:${rangeKey(range)}`, () => timings(db, companyId, range), unchangedByVotes),
    memo(`premium:${rangeKey(range)}`, () => premiumRollups(db, companyId, range, previous)),
    usageByHost(db, companyId, range),
    usageTotals(db, companyId, previous),
  ]);
  return {
    range,
    timings: stageTimings,
    contributors: people,
    topHosts: topHostPages(usage),
    comparison: {
      previous,
      current: { ...current, ...viewsOf(usage) },
      before: { ...before, ...viewsOf(previousUsage) },
    },
  };
}
