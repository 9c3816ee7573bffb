/**
 * The contributor part of a fold (fold.ts): each contributor's days, first day and public acts,
 * and from their changes the per-day count of newcomers and the company's public contributors,
 * so reading either is a few rows whatever the number of people. Aggregates are set statements;
 * the people a fold touched are then handled by explicit key lists, which every engine serves
 * from the unique indexes.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine';
import {
  insightCounts,
  insightDeltas,
  insightNewDays,
  insightPeople,
  insightPersonDays,
  insightPublicPeople,
} from '../../db/schema';
import { chunksOf } from '../../lib/chunks';

/** Keys per IN list: well under either engine's bound-parameter limit. */
export const KEYS_PER_STATEMENT = 500;

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

/** Folds the pending deltas' contributors; answers nothing, writes the five tables. */
export async function addPeople(tx: Tx, companyId: number): Promise<void> {
  const named = await tx
    .selectDistinct({ who: sql<string>`who` })
    .from(sql`(${namedPeople(companyId)}) as named`)
    .where(sql`acts <> 0 or public_acts <> 0`);
  if (named.length === 0) return;
  const batches = [
    ...chunksOf(
      named.map((row) => row.who),
      KEYS_PER_STATEMENT,
    ),
  ];
  const before = await Promise.all(batches.map((who) => stateOf(tx, companyId, who)));
  await upsertActs(tx, companyId);
  const newcomers = new Map<string, number>();
  let publicChange = 0;
  for (const [i, who] of batches.entries()) {
    await dropEmpty(tx, companyId, who);
    await refreshFirstDays(tx, companyId, who);
    const after = await stateOf(tx, companyId, who);
    const was = before[i] as State;
    for (const person of who) {
      const [from, to] = [was.firstDays.get(person), after.firstDays.get(person)];
      if (from === to) continue;
      if (from) newcomers.set(from, (newcomers.get(from) ?? 0) - 1);
      if (to) newcomers.set(to, (newcomers.get(to) ?? 0) + 1);
    }
    publicChange += after.public.size - was.public.size;
  }
  await addNewcomers(tx, companyId, newcomers);
  if (publicChange !== 0)
    await tx
      .insert(insightCounts)
      .values({ companyId, publicContributors: publicChange })
      .onConflictDoUpdate({
        target: [insightCounts.companyId],
        set: { publicContributors: sql`${insightCounts.publicContributors} + excluded.public_contributors` },
      });
}

interface State {
  firstDays: Map<string, string>;
  public: Set<string>;
}

/** Where `who` stand: their first days, and which of them count as public contributors. */
async function stateOf(tx: Tx, companyId: number, who: string[]): Promise<State> {
  const [firsts, publicRows] = await Promise.all([
    tx
      .select({ who: insightPeople.who, firstDay: insightPeople.firstDay })
      .from(insightPeople)
      .where(and(eq(insightPeople.companyId, companyId), inArray(insightPeople.who, who))),
    tx
      .select({ who: insightPublicPeople.who })
      .from(insightPublicPeople)
      .where(and(eq(insightPublicPeople.companyId, companyId), inArray(insightPublicPeople.who, who))),
  ]);
  return {
    firstDays: new Map(firsts.map((row) => [row.who, row.firstDay])),
    public: new Set(publicRows.map((row) => row.who)),
  };
}

// Each INSERT … SELECT has a WHERE: SQLite's upsert needs one to parse ON CONFLICT unambiguously.

/** Adds the deltas' acts per contributor and day, and their public acts per contributor. */
async function upsertActs(tx: Tx, companyId: number) {
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
    .insert(insightPublicPeople)
    .select(
      sql`select company_id, who, sum(public_acts) from (${namedPeople(companyId)}) as named
        where public_acts <> 0 group by company_id, who having sum(public_acts) <> 0`,
    )
    .onConflictDoUpdate({
      target: [insightPublicPeople.companyId, insightPublicPeople.who],
      set: { acts: sql`${insightPublicPeople.acts} + excluded.acts` },
    });
}

/** Days and public acts that came down to nothing (a vote removed, an idea deleted or hidden). */
async function dropEmpty(tx: Tx, companyId: number, who: string[]) {
  await tx
    .delete(insightPersonDays)
    .where(
      and(
        eq(insightPersonDays.companyId, companyId),
        inArray(insightPersonDays.who, who),
        lte(insightPersonDays.acts, 0),
      ),
    );
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

/** Sets each one's first day from their days; whoever has no day left is gone. */
async function refreshFirstDays(tx: Tx, companyId: number, who: string[]) {
  const firsts = await tx
    .select({ who: insightPersonDays.who, firstDay: sql<string>`min(${insightPersonDays.day})` })
    .from(insightPersonDays)
    .where(and(eq(insightPersonDays.companyId, companyId), inArray(insightPersonDays.who, who)))
    .groupBy(insightPersonDays.who);
  const stay = new Set(firsts.map((row) => row.who));
  const gone = who.filter((person) => !stay.has(person));
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

/** Moves newcomers between days as first days changed; days left with none are dropped. */
async function addNewcomers(tx: Tx, companyId: number, changes: Map<string, number>) {
  const rows = [...changes].filter(([, n]) => n !== 0).map(([day, people]) => ({ companyId, day, people }));
  for (const batch of chunksOf(rows, KEYS_PER_STATEMENT)) {
    await tx
      .insert(insightNewDays)
      .values(batch)
      .onConflictDoUpdate({
        target: [insightNewDays.companyId, insightNewDays.day],
        set: { people: sql`${insightNewDays.people} + excluded.people` },
      });
    await tx.delete(insightNewDays).where(
      and(
        eq(insightNewDays.companyId, companyId),
        inArray(
          insightNewDays.day,
          batch.map((row) => row.day),
        ),
        lte(insightNewDays.people, 0),
      ),
    );
  }
}
