/**
 * Folding a company's insight_deltas (appended by the triggers of migrations 0019 / pg 0017) into
 * its rollups: insight_days, insight_idea_days, insight_ideas, insight_person_days, insight_people
 * and insight_public_people. Set statements grouped in the database, so a bulk import's hundred thousand deltas fold in one pass
 * as cheaply as a single vote's. On PostgreSQL the same steps are one server-side function
 * (insight_fold, pg migration 0022), so a fold is one round trip there; the rollups tests hold
 * both to the raw rows.
 */
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { type Db, isPostgres, postgresRows, type Tx, vacuumOnPostgres } from '../../db/engine';
import { insightDays, insightDeltas, insightIdeaDays, insightIdeas } from '../../db/schema';
import { chunksOf } from '../../lib/chunks';
import { addPeople, KEYS_PER_STATEMENT } from './fold-people';

/** Deltas in one fold past which PostgreSQL's table of them is vacuumed at once. */
const BULK_FOLD = 10_000;

/** A company's fold under way in this process, and the one queued behind it. */
interface Flight {
  running?: Promise<void>;
  queued?: Promise<void>;
}
const flights = new WeakMap<Db, Map<number, Flight>>();

function flightOf(db: Db, companyId: number): Flight {
  const companies = flights.get(db) ?? new Map<number, Flight>();
  flights.set(db, companies);
  const flight = companies.get(companyId) ?? {};
  companies.set(companyId, flight);
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
 * counters beside the daily figures) would otherwise fold at once, and all but one would wait
 * for the others (on PostgreSQL, behind insight_fold's lock) to find nothing left. A caller arriving while a fold runs
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
  // PostgreSQL runs the steps below as one call (pg migration 0022): one round trip, not twenty.
  if (isPostgres(db)) {
    const [row] = await postgresRows<{ folded: number }>(
      db,
      sql`select insight_fold(${companyId}) as folded`,
      'insight_fold',
    );
    // A bulk fold (an import, the migration's backfill) leaves as many dead rows, which every
    // later fold's claim walks until autovacuum's next round: after the bench's 110,000, a vote's
    // fold took 4.0 ms instead of 0.8 (EXPLAIN ANALYZE).
    if ((row?.folded ?? 0) >= BULK_FOLD) await vacuumOnPostgres(db, 'insight_deltas');
    return;
  }
  const [pending] = await db
    .select({ one: sql`1` })
    .from(insightDeltas)
    .where(eq(insightDeltas.companyId, companyId))
    .limit(1);
  if (!pending) return;
  // One transaction: no delta arrives meanwhile, so the final delete takes exactly the deltas folded.
  await db.transaction(async (tx) => {
    await addDays(tx, companyId);
    await addIdeaVotes(tx, companyId);
    await addPeople(tx, companyId);
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
  const voted = await tx
    .selectDistinct({ id: insightDeltas.ideaId })
    .from(insightDeltas)
    .where(and(eq(insightDeltas.companyId, companyId), ne(insightDeltas.votes, 0)));
  if (voted.length === 0) return;
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
    .insert(insightIdeas)
    .select(
      sql`select company_id, feature_id, sum(votes) from ${insightDeltas}
        where company_id = ${companyId} and votes <> 0 group by company_id, feature_id having sum(votes) <> 0`,
    )
    .onConflictDoUpdate({
      target: [insightIdeas.ideaId],
      set: { votes: sql`${insightIdeas.votes} + excluded.votes` },
    });
  // By the ideas' own keys: a list the planner always serves from the unique indexes.
  for (const batch of chunksOf(
    voted.map((row) => row.id),
    KEYS_PER_STATEMENT,
  )) {
    await tx
      .delete(insightIdeaDays)
      .where(and(inArray(insightIdeaDays.ideaId, batch), lte(insightIdeaDays.votes, 0)));
    await tx.delete(insightIdeas).where(and(inArray(insightIdeas.ideaId, batch), lte(insightIdeas.votes, 0)));
  }
}
