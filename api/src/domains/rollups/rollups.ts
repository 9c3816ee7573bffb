/**
 * Per-day rollups of a company's ideas, votes, comments and contributors, so Insights right after
 * a write reads a few hundred rows instead of every vote of the range (issue 25). Triggers append
 * each write's +1 or -1 to insight_deltas (migrations 0019 / pg 0017): a plain insert, so votes
 * never queue on a shared row. Reads fold the company's pending deltas first (fold.ts); the
 * readers below answer from the folded tables.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { type InsightsRange, rangeDays } from '../../contract';
import type { Db } from '../../db/engine';
import {
  insightCounts,
  insightDays,
  insightNewDays,
  insightPeople,
  insightPersonDays,
} from '../../db/schema';
import { foldInsightDeltas } from './fold';

interface DayTotals {
  ideas: number;
  votes: number;
  comments: number;
}

const countOf = sql<number>`count(*)`.mapWith(Number);

/** The board header's contributors: everyone who submitted or voted on a public idea. */
export async function publicContributors(db: Db, companyId: number): Promise<number> {
  await foldInsightDeltas(db, companyId);
  const [row] = await db
    .select({ n: insightCounts.publicContributors })
    .from(insightCounts)
    .where(eq(insightCounts.companyId, companyId));
  return row?.n ?? 0;
}

/** Ideas, votes and comments per day of the range (days without any are absent). */
export async function dailyTotals(db: Db, companyId: number, range: InsightsRange) {
  return db
    .select({
      day: insightDays.day,
      ideas: insightDays.ideas,
      votes: insightDays.votes,
      comments: insightDays.comments,
    })
    .from(insightDays)
    .where(
      and(
        eq(insightDays.companyId, companyId),
        gte(insightDays.day, range.from),
        lte(insightDays.day, range.to),
      ),
    );
}

/** The sums of `dailyTotals` over the range. */
export async function rangeTotals(db: Db, companyId: number, range: InsightsRange): Promise<DayTotals> {
  const rows = await dailyTotals(db, companyId, range);
  return rows.reduce(
    (sum, row) => ({
      ideas: sum.ideas + row.ideas,
      votes: sum.votes + row.votes,
      comments: sum.comments + row.comments,
    }),
    { ideas: 0, votes: 0, comments: 0 },
  );
}

/**
 * People who acted in the range, and those of them who had acted before it. Everyone whose first
 * day falls in the range is new; the returning are found from whichever side reads fewer rows:
 * each person seen before the range (one seek into their days) when the history before it is
 * shorter than the range, else the range's own days (one seek per person into insight_people).
 */
export async function rangeContributors(db: Db, companyId: number, range: InsightsRange) {
  const newDays = eq(insightNewDays.companyId, companyId);
  const [[fresh], [first]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${insightNewDays.people}), 0)`.mapWith(Number) })
      .from(insightNewDays)
      .where(and(newDays, gte(insightNewDays.day, range.from), lte(insightNewDays.day, range.to))),
    db
      .select({ day: sql<string | null>`min(${insightNewDays.day})` })
      .from(insightNewDays)
      .where(newDays),
  ]);
  const newcomers = fresh?.n ?? 0;
  const since = first?.day;
  if (!since || since >= range.from) return { total: newcomers, returning: 0 };
  const shortHistory = rangeDays(since, range.from) <= rangeDays(range.from, range.to);
  const returning = await returningPeople(db, companyId, range, shortHistory);
  return { total: newcomers + returning, returning };
}

async function returningPeople(db: Db, companyId: number, range: InsightsRange, fromEarlier: boolean) {
  const activeInRange = sql`select 1 from ${insightPersonDays} d where d.company_id = ${companyId}
    and d.who = p.who and d.day >= ${range.from} and d.day <= ${range.to}`;
  const seenBefore = sql`select 1 from ${insightPeople} p where p.company_id = ${companyId}
    and p.who = d.who and p.first_day < ${range.from}`;
  const [row] = fromEarlier
    ? await db
        .select({ n: countOf })
        .from(sql`${insightPeople} p`)
        .where(sql`p.company_id = ${companyId} and p.first_day < ${range.from} and exists (${activeInRange})`)
    : await db.select({ n: countOf }).from(
        sql`(select distinct who from ${insightPersonDays} where company_id = ${companyId}
            and day >= ${range.from} and day <= ${range.to}) d where exists (${seenBefore})`,
      );
  return row?.n ?? 0;
}
