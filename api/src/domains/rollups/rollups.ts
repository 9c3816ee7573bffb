/**
 * Per-day rollups of a company's ideas, votes, comments and contributors, so Insights right after
 * a write reads a few hundred rows instead of every vote of the range (issue 25). Triggers append
 * each write's +1 or -1 to insight_deltas (migrations 0019 / pg 0017): a plain insert, so votes
 * never queue on a shared row. Reads fold the company's pending deltas first (fold.ts); the
 * readers below answer from the folded tables.
 */
import { and, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { InsightsRange } from '../../contract';
import type { Db } from '../../db/engine';
import { insightDays, insightPeople, insightPersonDays, insightPublicPeople } from '../../db/schema';
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
    .select({ n: countOf })
    .from(insightPublicPeople)
    .where(eq(insightPublicPeople.companyId, companyId));
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
 * each person seen before the range (one seek into their days), or the range's days.
 */
export async function rangeContributors(db: Db, companyId: number, range: InsightsRange) {
  const people = (firstDay: SQL) =>
    db
      .select({ n: countOf })
      .from(insightPeople)
      .where(and(eq(insightPeople.companyId, companyId), firstDay));
  const [[fresh], [earlier]] = await Promise.all([
    people(and(gte(insightPeople.firstDay, range.from), lte(insightPeople.firstDay, range.to)) as SQL),
    people(lt(insightPeople.firstDay, range.from)),
  ]);
  const newcomers = fresh?.n ?? 0;
  const before = earlier?.n ?? 0;
  const returning = before === 0 ? 0 : await returningPeople(db, companyId, range, before <= newcomers);
  return { total: newcomers + returning, returning };
}

async function returningPeople(db: Db, companyId: number, range: InsightsRange, fromEarlier: boolean) {
  const activeInRange = sql`select 1 from ${insightPersonDays} d where d.company_id = ${companyId}
    and d.who = p.who and d.day >= ${range.from} and d.day <= ${range.to}`;
  const [row] = fromEarlier
    ? await db
        .select({ n: countOf })
        .from(sql`${insightPeople} p`)
        .where(sql`p.company_id = ${companyId} and p.first_day < ${range.from} and exists (${activeInRange})`)
    : await db
        .select({ n: sql<number>`count(distinct d.who)`.mapWith(Number) })
        .from(sql`${insightPersonDays} d`)
        .innerJoin(sql`${insightPeople} p`, sql`p.company_id = d.company_id and p.who = d.who`)
        .where(
          sql`d.company_id = ${companyId} and d.day >= ${range.from} and d.day <= ${range.to} and p.first_day < ${range.from}`,
        );
  return row?.n ?? 0;
}
