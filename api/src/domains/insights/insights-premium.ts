/**
 * Premium statistics: time from idea to planned to completed, returning contributors, the
 * widget's top host pages and this range against the one before it. Status timings come from
 * idea_activity (every status change since it exists); an idea changed before then has only
 * its last change (status_changed_at), counted as the step from idea to its status now.
 */
import { and, count, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { addDays, type InsightsRange, type PremiumInsights, rangeDays } from '../../contract';
import type { Db } from '../../db/engine';
import { comments, ideaActivity, ideas, votes } from '../../db/schema';
import { createdWithin, noMemo, rangeKey } from './insights';
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

/**
 * People who submitted, voted or commented in the range, and those of them who had done so
 * before it. Accounts and anonymous visitors are counted apart. Whether someone was here before
 * is either one seek per person of the range on the votes' and comments' user or visitor index
 * (a short range on a long history), or one set of everyone before the range (a range that
 * covers most of the history): whichever reads fewer rows.
 */
async function contributors(db: Db, companyId: number, range: InsightsRange) {
  const end = addDays(range.to, 1);
  const perPerson = await historyBeforeIsLonger(db, companyId, range);
  const inRange = (column: string) =>
    sql.raw(`${column} >= `).append(sql`${range.from} and ${sql.raw(column)} < ${end}`);
  const before = (column: string) => sql.raw(`${column} < `).append(sql`${range.from}`);
  const earlier = (table: 'votes' | 'comments', who: 'user_id' | 'visitor_id') =>
    perPerson
      ? sql`exists (select 1 from ${sql.raw(table)} e join features ef on ef.id = e.feature_id
          where e.${sql.raw(who)} = p.who and ef.company_id = ${companyId} and ${before('e.created_at')})`
      : sql`p.who in (select e.${sql.raw(who)} from ${sql.raw(table)} e join features ef on ef.id = e.feature_id
          where ef.company_id = ${companyId} and ${before('e.created_at')})`;
  const people = (acts: SQL, returning: SQL) =>
    db
      .select({
        total: count(),
        returning: sql<number>`coalesce(sum(case when ${returning} then 1 else 0 end), 0)`.mapWith(Number),
      })
      .from(sql`(select distinct who from (${acts}) as acts) as p`);
  const submittedBefore = (who: 'created_by' | 'visitor_id') => sql`p.who in (
      select ${sql.raw(who)} from features where company_id = ${companyId}
      and ${sql.raw(who)} is not null and ${before('created_at')})`;
  const [[accounts], [visitors]] = await Promise.all([
    people(
      sql`select created_by as who from features
            where company_id = ${companyId} and created_by is not null and ${inRange('created_at')}
          union all select v.user_id from votes v join features f on f.id = v.feature_id
            where f.company_id = ${companyId} and v.user_id is not null and ${inRange('v.created_at')}
          union all select c.user_id from comments c join features f on f.id = c.feature_id
            where f.company_id = ${companyId} and ${inRange('c.created_at')}`,
      sql`${earlier('votes', 'user_id')} or ${earlier('comments', 'user_id')} or ${submittedBefore('created_by')}`,
    ),
    people(
      sql`select visitor_id as who from features
            where company_id = ${companyId} and visitor_id is not null and ${inRange('created_at')}
          union all select v.visitor_id from votes v join features f on f.id = v.feature_id
            where f.company_id = ${companyId} and v.visitor_id is not null and ${inRange('v.created_at')}`,
      sql`${earlier('votes', 'visitor_id')} or ${submittedBefore('visitor_id')}`,
    ),
  ]);
  return {
    total: (accounts?.total ?? 0) + (visitors?.total ?? 0),
    returning: (accounts?.returning ?? 0) + (visitors?.returning ?? 0),
  };
}

/** Whether the board's history before the range is longer than the range itself. */
async function historyBeforeIsLonger(db: Db, companyId: number, range: InsightsRange) {
  const [row] = await db
    .select({ first: sql<string | null>`min(${ideas.createdAt})` })
    .from(ideas)
    .where(eq(ideas.companyId, companyId));
  if (!row?.first || row.first >= range.from) return false;
  return rangeDays(row.first.slice(0, 10), range.from) > rangeDays(range.from, range.to);
}

/** Ideas, votes and comments created in the range. */
async function rowTotals(db: Db, companyId: number, range: InsightsRange) {
  const rowsOf = (table: typeof votes | typeof comments) =>
    db
      .select({ n: count() })
      .from(table)
      .innerJoin(ideas, eq(ideas.id, table.ideaId))
      .where(and(eq(ideas.companyId, companyId), createdWithin(table.createdAt, range)));
  const [[newIdeas], [newVotes], [newComments]] = await Promise.all([
    db
      .select({ n: count() })
      .from(ideas)
      .where(and(eq(ideas.companyId, companyId), createdWithin(ideas.createdAt, range))),
    rowsOf(votes),
    rowsOf(comments),
  ]);
  return { ideas: newIdeas?.n ?? 0, votes: newVotes?.n ?? 0, comments: newComments?.n ?? 0 };
}

/** The range of the same length that ends the day before `range` starts. */
export function previousRange(range: InsightsRange): InsightsRange {
  const days = rangeDays(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** What premium computes from the board's rows, kept by `memo` until the next write. */
function premiumRows(db: Db, companyId: number, range: InsightsRange, previous: InsightsRange) {
  return Promise.all([
    timings(db, companyId, range),
    contributors(db, companyId, range),
    rowTotals(db, companyId, range),
    rowTotals(db, companyId, previous),
  ]);
}

export async function premiumInsights(
  db: Db,
  companyId: number,
  range: InsightsRange,
  memo = noMemo,
): Promise<PremiumInsights> {
  const previous = previousRange(range);
  const [[stageTimings, people, current, before], usage, previousUsage] = await Promise.all([
    memo(`premium:${rangeKey(range)}`, () => premiumRows(db, companyId, range, previous)),
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
