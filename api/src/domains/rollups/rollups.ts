/**
 * Per-day rollups of a company's ideas, votes, comments and contributors, so Insights right after
 * a write reads a few hundred rows instead of every vote of the range (issue 25). Triggers append
 * each write's +1 or -1 to insight_deltas (migrations 0019 / pg 0017): a plain insert, so votes
 * never queue on a shared row. Reading folds the company's deltas into insight_days,
 * insight_person_days and insight_people first, in one transaction.
 */
import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { InsightsRange } from '../../contract';
import type { Db, Tx } from '../../db/engine';
import {
  insightDays,
  insightDeltas,
  insightPeople,
  insightPersonDays,
  insightPublicPeople,
} from '../../db/schema';
import { chunksOf } from '../../lib/chunks';

type Delta = typeof insightDeltas.$inferSelect;
interface DayTotals {
  ideas: number;
  votes: number;
  comments: number;
}

const countOf = sql<number>`count(*)`.mapWith(Number);

/** Rows per statement: well under either engine's bound-parameter limit. */
const BATCH = 500;

/** The contributors a delta names: accounts and visitors apart, as Insights counts them. */
function peopleOf(delta: Delta): string[] {
  const who: string[] = [];
  if (delta.userId !== null) who.push(`u${delta.userId}`);
  if (delta.visitorId !== null) who.push(`v${delta.visitorId}`);
  return who;
}

/** Folds the company's pending deltas into the rollups; a no-op read when there are none. */
export async function foldInsightDeltas(db: Db, companyId: number): Promise<void> {
  const [pending] = await db
    .select({ one: sql`1` })
    .from(insightDeltas)
    .where(eq(insightDeltas.companyId, companyId))
    .limit(1);
  if (!pending) return;
  // The engine's default transaction (SERIALIZABLE on PostgreSQL): two readers folding at once
  // must not each recompute a first day without the other's rows; the engine retries the loser.
  await db.transaction(async (tx) => {
    const moved = await tx.delete(insightDeltas).where(eq(insightDeltas.companyId, companyId)).returning();
    await addDayTotals(tx, companyId, moved);
    await addPersonDays(tx, companyId, moved);
    await addPublicActs(tx, companyId, moved);
  });
}

async function addDayTotals(tx: Tx, companyId: number, moved: Delta[]) {
  const days = new Map<string, DayTotals>();
  for (const delta of moved) {
    const totals = days.get(delta.day) ?? { ideas: 0, votes: 0, comments: 0 };
    totals.ideas += delta.ideas;
    totals.votes += delta.votes;
    totals.comments += delta.comments;
    days.set(delta.day, totals);
  }
  const rows = [...days].map(([day, totals]) => ({ companyId, day, ...totals }));
  for (const batch of chunksOf(rows, BATCH)) {
    await tx
      .insert(insightDays)
      .values(batch)
      .onConflictDoUpdate({
        target: [insightDays.companyId, insightDays.day],
        set: {
          ideas: sql`${insightDays.ideas} + excluded.ideas`,
          votes: sql`${insightDays.votes} + excluded.votes`,
          comments: sql`${insightDays.comments} + excluded.comments`,
        },
      });
  }
}

/** Each contributor's acts per day, then the first day of everyone whose days changed. */
async function addPersonDays(tx: Tx, companyId: number, moved: Delta[]) {
  const acts = new Map<string, { who: string; day: string; acts: number }>();
  for (const delta of moved) {
    const sign = delta.ideas + delta.votes + delta.comments;
    for (const who of peopleOf(delta)) {
      const key = `${who}\n${delta.day}`;
      const entry = acts.get(key) ?? { who, day: delta.day, acts: 0 };
      entry.acts += sign;
      acts.set(key, entry);
    }
  }
  const changed = [...acts.values()].filter((entry) => entry.acts !== 0);
  for (const batch of chunksOf(changed, BATCH)) {
    await tx
      .insert(insightPersonDays)
      .values(batch.map((entry) => ({ companyId, ...entry })))
      .onConflictDoUpdate({
        target: [insightPersonDays.companyId, insightPersonDays.who, insightPersonDays.day],
        set: { acts: sql`${insightPersonDays.acts} + excluded.acts` },
      });
  }
  const people = [...new Set(changed.map((entry) => entry.who))];
  for (const batch of chunksOf(people, BATCH)) await refreshPeople(tx, companyId, batch);
}

/** Submissions and votes on public ideas per contributor; those left with none are dropped. */
async function addPublicActs(tx: Tx, companyId: number, moved: Delta[]) {
  const acts = new Map<string, number>();
  for (const delta of moved) {
    if (delta.publicActs === 0) continue;
    for (const who of peopleOf(delta)) acts.set(who, (acts.get(who) ?? 0) + delta.publicActs);
  }
  const changed = [...acts].filter(([, n]) => n !== 0);
  for (const batch of chunksOf(changed, BATCH)) {
    await tx
      .insert(insightPublicPeople)
      .values(batch.map(([who, n]) => ({ companyId, who, acts: n })))
      .onConflictDoUpdate({
        target: [insightPublicPeople.companyId, insightPublicPeople.who],
        set: { acts: sql`${insightPublicPeople.acts} + excluded.acts` },
      });
    const who = batch.map(([person]) => person);
    await tx
      .delete(insightPublicPeople)
      .where(
        and(
          eq(insightPublicPeople.companyId, companyId),
          inArray(insightPublicPeople.who, who),
          lte(insightPublicPeople.acts, 0),
        ),
      );
  }
}

/** The board header's contributors: everyone who submitted or voted on a public idea. */
export async function publicContributors(db: Db, companyId: number): Promise<number> {
  await foldInsightDeltas(db, companyId);
  const [row] = await db
    .select({ n: countOf })
    .from(insightPublicPeople)
    .where(eq(insightPublicPeople.companyId, companyId));
  return row?.n ?? 0;
}

/** Drops the days `who` no longer acted on, then sets their first day (or forgets them). */
async function refreshPeople(tx: Tx, companyId: number, who: string[]) {
  const ofThem = (table: typeof insightPersonDays | typeof insightPeople) =>
    and(eq(table.companyId, companyId), inArray(table.who, who));
  await tx.delete(insightPersonDays).where(and(ofThem(insightPersonDays), lte(insightPersonDays.acts, 0)));
  const firsts = await tx
    .select({ who: insightPersonDays.who, firstDay: sql<string>`min(${insightPersonDays.day})` })
    .from(insightPersonDays)
    .where(ofThem(insightPersonDays))
    .groupBy(insightPersonDays.who);
  const stillHere = new Set(firsts.map((row) => row.who));
  const gone = who.filter((person) => !stillHere.has(person));
  if (gone.length > 0)
    await tx
      .delete(insightPeople)
      .where(and(eq(insightPeople.companyId, companyId), inArray(insightPeople.who, gone)));
  if (firsts.length === 0) return;
  await tx
    .insert(insightPeople)
    .values(firsts.map((row) => ({ companyId, ...row })))
    .onConflictDoUpdate({
      target: [insightPeople.companyId, insightPeople.who],
      set: { firstDay: sql`excluded.first_day` },
    });
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
