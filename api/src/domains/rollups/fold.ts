/**
 * Folding a company's insight_deltas (appended by the triggers of migrations 0019 / pg 0017) into
 * its rollups: insight_days, insight_idea_days, insight_ideas, insight_person_days, insight_people
 * and insight_public_people. Set statements grouped in the database, so a bulk import's hundred thousand deltas fold in one pass
 * as cheaply as a single vote's.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine';
import {
  insightDays,
  insightDeltas,
  insightIdeaDays,
  insightIdeas,
  insightPeople,
  insightPersonDays,
  insightPublicPeople,
} from '../../db/schema';

/**
 * The contributors each pending delta names, with its act (+1/-1) and its public act: accounts
 * as 'u' + id and visitors as 'v' + id, counted apart as Insights counts them.
 */
const namedPeople = (companyId: number) => sql`
  select company_id, 'u' || user_id as who, day, ideas + votes + comments as acts, public_acts
    from ${insightDeltas} where company_id = ${companyId} and user_id is not null
  union all
  select company_id, 'v' || visitor_id as who, day, ideas + votes + comments as acts, public_acts
    from ${insightDeltas} where company_id = ${companyId} and visitor_id is not null`;

/** A company's fold under way in this process, and the one queued behind it. */
interface Flight {
  running?: Promise<void>;
  queued?: Promise<void>;
}
const flights = new WeakMap<Db, Map<number, Flight>>();

function flightOf(db: Db, companyId: number): Flight {
  let companies = flights.get(db);
  if (!companies) flights.set(db, (companies = new Map()));
  let flight = companies.get(companyId);
  if (!flight) companies.set(companyId, (flight = {}));
  return flight;
}

function start(flight: Flight, work: () => Promise<void>): Promise<void> {
  const running = work().finally(() => {
    if (flight.running === running) flight.running = undefined;
  });
  flight.running = running;
  return running;
}

/**
 * Folds the company's pending deltas into the rollups; a no-op read when there are none. One
 * fold per company at a time in this process: the Insights tab's three requests (and the
 * counters beside the daily figures) would otherwise fold at once, and on PostgreSQL all but
 * one would fail to serialize and retry after a backoff. A caller arriving while a fold runs
 * waits for the next one, which sees every delta committed before it was asked for.
 */
export function foldInsightDeltas(db: Db, companyId: number): Promise<void> {
  const flight = flightOf(db, companyId);
  if (flight.queued) return flight.queued;
  if (!flight.running) return start(flight, () => foldNow(db, companyId));
  const queued = flight.running
    .catch(() => undefined)
    .then(() => {
      flight.queued = undefined;
      return start(flight, () => foldNow(db, companyId));
    });
  flight.queued = queued;
  return queued;
}

async function foldNow(db: Db, companyId: number): Promise<void> {
  const [pending] = await db
    .select({ one: sql`1` })
    .from(insightDeltas)
    .where(eq(insightDeltas.companyId, companyId))
    .limit(1);
  if (!pending) return;
  // The engine's default transaction: on SQLite no delta arrives meanwhile; on PostgreSQL
  // (SERIALIZABLE) every statement sees the same snapshot, so the final delete takes exactly
  // the deltas folded, and two readers folding at once cannot both recompute a first day
  // without the other's rows: the engine retries the loser, which then finds nothing to fold.
  await db.transaction(async (tx) => {
    await addDays(tx, companyId);
    await addIdeaVotes(tx, companyId);
    const people = sql`select who from (${namedPeople(companyId)}) as named`;
    await addPersonDays(tx, companyId, people);
    await addPublicActs(tx, companyId, people);
    await tx.delete(insightDeltas).where(eq(insightDeltas.companyId, companyId));
  });
}

// Each INSERT … SELECT has a WHERE: SQLite's upsert needs one to parse ON CONFLICT unambiguously.

async function addDays(tx: Tx, companyId: number) {
  await tx
    .insert(insightDays)
    .select(
      sql`select company_id, day, sum(ideas), sum(votes), sum(comments) from ${insightDeltas}
        where company_id = ${companyId} group by company_id, day`,
    )
    .onConflictDoUpdate({
      target: [insightDays.companyId, insightDays.day],
      set: {
        ideas: sql`${insightDays.ideas} + excluded.ideas`,
        votes: sql`${insightDays.votes} + excluded.votes`,
        comments: sql`${insightDays.comments} + excluded.comments`,
      },
    });
}

/** Votes per idea and day and per idea in all; rows that reach 0 (a deleted idea's) go. */
async function addIdeaVotes(tx: Tx, companyId: number) {
  const voted = sql`select feature_id from ${insightDeltas} where company_id = ${companyId} and votes <> 0`;
  await tx
    .insert(insightIdeaDays)
    .select(
      sql`select company_id, feature_id, day, sum(votes) from ${insightDeltas}
        where company_id = ${companyId} and votes <> 0 group by company_id, feature_id, day having sum(votes) <> 0`,
    )
    .onConflictDoUpdate({
      target: [insightIdeaDays.ideaId, insightIdeaDays.day],
      set: { votes: sql`${insightIdeaDays.votes} + excluded.votes` },
    });
  await tx
    .delete(insightIdeaDays)
    .where(sql`company_id = ${companyId} and votes <= 0 and feature_id in (${voted})`);
  await tx
    .insert(insightIdeas)
    .select(
      sql`select company_id, feature_id, sum(votes) from ${insightDeltas}
        where company_id = ${companyId} and votes <> 0 group by company_id, feature_id having sum(votes) <> 0`,
    )
    .onConflictDoUpdate({
      target: [insightIdeas.ideaId],
      set: { votes: sql`${insightIdeas.votes} + excluded.votes` },
    });
  await tx
    .delete(insightIdeas)
    .where(sql`company_id = ${companyId} and votes <= 0 and feature_id in (${voted})`);
}

/** Each contributor's acts per day, then the first day of everyone whose days changed. */
async function addPersonDays(tx: Tx, companyId: number, people: SQL) {
  await tx
    .insert(insightPersonDays)
    .select(
      sql`select company_id, who, day, sum(acts) from (${namedPeople(companyId)}) as named
        where acts <> 0 group by company_id, who, day having sum(acts) <> 0`,
    )
    .onConflictDoUpdate({
      target: [insightPersonDays.companyId, insightPersonDays.who, insightPersonDays.day],
      set: { acts: sql`${insightPersonDays.acts} + excluded.acts` },
    });
  await tx
    .delete(insightPersonDays)
    .where(sql`company_id = ${companyId} and acts <= 0 and who in (${people})`);
  await tx
    .insert(insightPeople)
    .select(
      sql`select company_id, who, min(day) from ${insightPersonDays}
        where company_id = ${companyId} and who in (${people}) group by company_id, who`,
    )
    .onConflictDoUpdate({
      target: [insightPeople.companyId, insightPeople.who],
      set: { firstDay: sql`excluded.first_day` },
    });
  // Whoever has no day left is gone (their only vote removed, their idea deleted).
  await tx.delete(insightPeople).where(
    sql`company_id = ${companyId} and who in (${people}) and not exists (
        select 1 from ${insightPersonDays} d where d.company_id = ${companyId} and d.who = ${insightPeople.who})`,
  );
}

/** Submissions and votes on public ideas per contributor; those left with none are dropped. */
async function addPublicActs(tx: Tx, companyId: number, people: SQL) {
  await tx
    .insert(insightPublicPeople)
    .select(
      sql`select company_id, who, sum(public_acts) from (${namedPeople(companyId)}) as named
        where public_acts <> 0 group by company_id, who having sum(public_acts) <> 0`,
    )
    .onConflictDoUpdate({
      target: [insightPublicPeople.companyId, insightPublicPeople.who],
      set: { acts: sql`${insightPublicPeople.acts} + excluded.acts` },
    });
  await tx
    .delete(insightPublicPeople)
    .where(sql`company_id = ${companyId} and acts <= 0 and who in (${people})`);
}
