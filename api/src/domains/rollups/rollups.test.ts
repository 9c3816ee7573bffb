/**
 * The Insights rollups (rollups.ts, kept by the triggers of migrations 0019 / pg 0017) agree
 * with the raw ideas, votes and comments after every kind of write: votes through the API,
 * comments, vote removal, idea deletion, a merge, visibility changes and an account's deletion.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, fastUser, insertIdea, ownerOnPlan, useSayso } from '../../../test/helpers';
import { onPostgres } from '../../../test/test-database';
import { addDays, type InsightsRange, utcDay } from '../../contract';
import { postgresRows } from '../../db/engine';
import {
  comments,
  ideas,
  insightCounts,
  insightDays,
  insightDeltas,
  insightIdeaDays,
  insightIdeas,
  insightNewDays,
  insightPeople,
  insightPersonDays,
  insightPublicPeople,
  users,
  votes,
} from '../../db/schema';
import { chunksOf } from '../../lib/chunks';
import { deleteAccount } from '../accounts/account';
import { isPublicIdea } from '../ideas/idea-visibility';
import { foldInsightDeltas } from './fold';
import { publicContributors, rangeContributors } from './rollups';
import { trendingInRange } from './trending';

const sayso = useSayso();

const ROLLUP_TABLES = [
  insightDeltas,
  insightDays,
  insightIdeaDays,
  insightIdeas,
  insightPersonDays,
  insightPeople,
  insightNewDays,
  insightPublicPeople,
  insightCounts,
];

const today = utcDay(new Date());
const at = (daysAgo: number) => `${addDays(today, -daysAgo)}T12:00:00.000Z`;
const day = (iso: string) => iso.slice(0, 10);

/** Every act on the company's board, straight from the rows: kind, day, who, on a public idea. */
async function rawActs(companyId: number) {
  const db = sayso().db;
  const ideaRows = await db.select().from(ideas).where(eq(ideas.companyId, companyId));
  const voteRows = await db
    .select({ createdAt: votes.createdAt, userId: votes.userId, visitorId: votes.visitorId, idea: ideas })
    .from(votes)
    .innerJoin(ideas, eq(ideas.id, votes.ideaId))
    .where(eq(ideas.companyId, companyId));
  const commentRows = await db
    .select({ createdAt: comments.createdAt, userId: comments.userId })
    .from(comments)
    .innerJoin(ideas, eq(ideas.id, comments.ideaId))
    .where(eq(ideas.companyId, companyId));
  const who = (userId: number | null, visitorId: string | null = null) => [
    ...(userId === null ? [] : [`u${userId}`]),
    ...(visitorId === null ? [] : [`v${visitorId}`]),
  ];
  return [
    ...ideaRows.map((row) => ({
      kind: 'ideas',
      day: day(row.createdAt),
      who: who(row.createdBy, row.visitorId),
      public: isPublicIdea(row),
      idea: null,
    })),
    ...voteRows.map((row) => ({
      kind: 'votes',
      day: day(row.createdAt),
      who: who(row.userId, row.visitorId),
      public: isPublicIdea(row.idea),
      idea: { id: row.idea.id, title: row.idea.title },
    })),
    ...commentRows.map((row) => ({
      kind: 'comments',
      day: day(row.createdAt),
      who: who(row.userId),
      public: false,
      idea: null,
    })),
  ];
}

/** The raw figures of a range: people in it, and those of them seen before it. */
function rawContributors(acts: Awaited<ReturnType<typeof rawActs>>, range: InsightsRange) {
  const inRange = new Set<string>();
  const before = new Set<string>();
  for (const act of acts)
    for (const person of act.who) {
      if (act.day < range.from) before.add(person);
      else if (act.day <= range.to) inRange.add(person);
    }
  return { total: inRange.size, returning: [...inRange].filter((person) => before.has(person)).length };
}

/** The raw trending ideas of a range: votes gained in it per idea, the 10 first, ties by id. */
function rawTrending(acts: Awaited<ReturnType<typeof rawActs>>, range: InsightsRange) {
  const gains = new Map<number, { id: number; title: string; votes: number }>();
  for (const act of acts) {
    if (!act.idea || act.day < range.from || act.day > range.to) continue;
    const gain = gains.get(act.idea.id) ?? { ...act.idea, votes: 0 };
    gain.votes += 1;
    gains.set(act.idea.id, gain);
  }
  return [...gains.values()].sort((a, b) => b.votes - a.votes || a.id - b.id).slice(0, 10);
}

/** Folds, then checks every rollup row against the raw rows, and contributors over some ranges. */
async function expectRollupsMatch(companyId: number) {
  const db = sayso().db;
  await foldInsightDeltas(db, companyId);
  const acts = await rawActs(companyId);
  const days = new Map<string, { ideas: number; votes: number; comments: number }>();
  const personDays = new Set<string>();
  const firstDays = new Map<string, string>();
  const publicActs = new Map<string, number>();
  for (const act of acts) {
    if (act.public) for (const person of act.who) publicActs.set(person, (publicActs.get(person) ?? 0) + 1);
    const totals = days.get(act.day) ?? { ideas: 0, votes: 0, comments: 0 };
    totals[act.kind as 'ideas' | 'votes' | 'comments'] += 1;
    days.set(act.day, totals);
    for (const person of act.who) {
      personDays.add(`${person} ${act.day}`);
      if (!firstDays.has(person) || act.day < (firstDays.get(person) as string))
        firstDays.set(person, act.day);
    }
  }
  const dayRows = await db.select().from(insightDays).where(eq(insightDays.companyId, companyId));
  const stored = dayRows.filter((row) => row.ideas || row.votes || row.comments);
  expect(
    Object.fromEntries(stored.map(({ day, ideas, votes, comments }) => [day, { ideas, votes, comments }])),
  ).toEqual(Object.fromEntries(days));
  const personRows = await db
    .select()
    .from(insightPersonDays)
    .where(eq(insightPersonDays.companyId, companyId));
  expect(personRows.map((row) => `${row.who} ${row.day}`).sort()).toEqual([...personDays].sort());
  const people = await db.select().from(insightPeople).where(eq(insightPeople.companyId, companyId));
  expect(Object.fromEntries(people.map((row) => [row.who, row.firstDay]))).toEqual(
    Object.fromEntries(firstDays),
  );
  const publicPeople = await db
    .select()
    .from(insightPublicPeople)
    .where(eq(insightPublicPeople.companyId, companyId));
  expect(Object.fromEntries(publicPeople.map((row) => [row.who, row.acts]))).toEqual(
    Object.fromEntries(publicActs),
  );
  expect(await publicContributors(db, companyId)).toBe(publicActs.size);
  for (const [from, to] of [
    // Each way to find the returning (the history before the range shorter or longer than it),
    // and trending from the range's days or from the totals less the days outside it.
    [5, 0],
    [3, 0],
    [2, 1],
    [1, 0],
    [40, 0],
  ] as const) {
    const range = { from: addDays(today, -from), to: addDays(today, -to) };
    expect(await rangeContributors(db, companyId, range)).toEqual(rawContributors(acts, range));
    expect(await trendingInRange(db, companyId, range)).toEqual(rawTrending(acts, range));
  }
}

/** A board with ideas, votes and comments over the last days, written straight to the tables. */
async function busyBoard() {
  const owner = await ownerOnPlan(sayso(), 'business');
  const companyId = owner.company.id;
  const voter = await fastUser(sayso(), 'Voter');
  const idea = async (daysAgo: number, extra: Partial<typeof ideas.$inferInsert> = {}) => {
    const { id } = await insertIdea(sayso(), companyId);
    await sayso()
      .db.update(ideas)
      .set({ createdAt: at(daysAgo), ...extra })
      .where(eq(ideas.id, id));
    return id;
  };
  const first = await idea(4, { createdBy: voter.id });
  const second = await idea(2, { visitorId: 'visitor-b' });
  const third = await idea(0);
  await sayso()
    .db.insert(votes)
    .values([
      { ideaId: first, userId: voter.id, createdAt: at(3) },
      { ideaId: first, visitorId: 'visitor-a', createdAt: at(4) },
      { ideaId: second, visitorId: 'visitor-a', createdAt: at(1) },
      { ideaId: second, userId: voter.id, createdAt: at(1) },
    ]);
  await sayso()
    .db.insert(comments)
    .values([
      { ideaId: first, userId: voter.id, content: 'Yes', createdAt: at(2) },
      { ideaId: second, userId: owner.id, content: 'Soon', createdAt: at(0) },
    ]);
  return { ...owner, companyId, voter, first, second, third };
}

describe('Insights rollups', () => {
  it('agree with the rows after the backfill-like bulk inserts, API votes and comments', async () => {
    const board = await busyBoard();
    await expectRollupsMatch(board.companyId);
    const anyone = new Client(sayso());
    expect((await anyone.post(`/api/features/${board.third}/anonymous-vote`)).status).toBe(200);
    expect((await board.voter.client.post(`/api/features/${board.third}/vote`)).status).toBe(200);
    const comment = await board.voter.client.post(`/api/features/${board.third}/comments`, {
      content: 'Me too',
    });
    expect(comment.status).toBe(201);
    // The tab's three requests fold at once: each delta still counts once.
    await Promise.all([1, 2, 3].map(() => foldInsightDeltas(sayso().db, board.companyId)));
    await expectRollupsMatch(board.companyId);
  });

  it.runIf(onPostgres)(
    'vacuums the deltas after a bulk fold, so later folds do not walk dead rows',
    async () => {
      const board = await busyBoard();
      await foldInsightDeltas(sayso().db, board.companyId);
      const bulk = Array.from({ length: 10_000 }, (_, i) => ({
        companyId: board.companyId,
        ideaId: board.first,
        day: today,
        votes: 1,
        visitorId: `bulk-${i}`,
      }));
      for (const batch of chunksOf(bulk, 1_000)) await sayso().db.insert(insightDeltas).values(batch);
      await foldInsightDeltas(sayso().db, board.companyId);
      const [stats] = await postgresRows<{ dead: number; vacuumed: boolean }>(
        sayso().db,
        sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'insight_deltas'`,
      );
      expect(stats).toEqual({ dead: 0, vacuumed: true });
    },
  );

  it.runIf(onPostgres)(
    'agree when replicas fold at once (insight_fold on separate connections)',
    async () => {
      const board = await busyBoard();
      for (const client of [new Client(sayso()), new Client(sayso())])
        expect((await client.post(`/api/features/${board.third}/anonymous-vote`)).status).toBe(200);
      expect((await board.voter.client.post(`/api/features/${board.third}/vote`)).status).toBe(200);
      // Past this process's one-fold-at-a-time: each call takes a connection of its own.
      await Promise.all(
        [1, 2, 3, 4].map(() => postgresRows(sayso().db, sql`select insight_fold(${board.companyId})`)),
      );
      await expectRollupsMatch(board.companyId);
    },
  );

  it('agree after a vote is removed, an idea deleted and ideas merged', async () => {
    const board = await busyBoard();
    await expectRollupsMatch(board.companyId);
    // The voter's only act of 3 days ago: their day goes, and their first day moves.
    await sayso()
      .db.delete(votes)
      .where(and(eq(votes.ideaId, board.first), eq(votes.userId, board.voter.id)));
    await expectRollupsMatch(board.companyId);
    const merged = await board.client.post(`/api/features/${board.first}/merge`, { targetId: board.third });
    expect(merged.status).toBe(200);
    await expectRollupsMatch(board.companyId);
    // visitor-b's only act was submitting the second idea: they leave with it.
    expect((await board.client.delete(`/api/features/${board.second}`)).status).toBe(200);
    await expectRollupsMatch(board.companyId);
    const left = await sayso().db.select().from(insightPeople).where(eq(insightPeople.who, 'vvisitor-b'));
    expect(left.filter((row) => row.companyId === board.companyId)).toEqual([]);
  });

  it('count public contributors apart, as ideas turn private, held and public again', async () => {
    const board = await busyBoard();
    await expectRollupsMatch(board.companyId);
    for (const change of [{ private: true }, { held: true }, { private: false }, { held: false }]) {
      await sayso().db.update(ideas).set(change).where(eq(ideas.id, board.first));
      await expectRollupsMatch(board.companyId);
    }
    const stats = await new Client(sayso()).get(`/api/companies/${board.company.slug}/stats`);
    expect(stats.body.contributors).toBe(await publicContributors(sayso().db, board.companyId));
  });

  it("agree after an account's deletion takes its votes and comments and leaves its ideas", async () => {
    const board = await busyBoard();
    await expectRollupsMatch(board.companyId);
    const [voter] = await sayso().db.select().from(users).where(eq(users.id, board.voter.id));
    await deleteAccount(sayso().db, voter as typeof users.$inferSelect);
    await expectRollupsMatch(board.companyId);
    const people = await sayso()
      .db.select()
      .from(insightPeople)
      .where(eq(insightPeople.companyId, board.companyId));
    expect(people.map((row) => row.who)).not.toContain(`u${board.voter.id}`);
  });
  it("the migration's backfill gives the same rollups as the triggers", async () => {
    const board = await busyBoard();
    const db = sayso().db;
    for (const table of ROLLUP_TABLES) await db.delete(table);
    const file = onPostgres
      ? 'migrations-pg/0017_insight_rollups.sql'
      : 'migrations/0019_insight_rollups.sql';
    const text = readFileSync(fileURLToPath(new URL(`../../db/${file}`, import.meta.url)), 'utf8');
    const backfill = text.slice(text.indexOf('-- Backfill (hand-written'));
    for (const statement of backfill.split('--> statement-breakpoint')) {
      const query = sql.raw(statement.replace(/^--.*$/gm, ''));
      // The raw statement as each driver runs it: drizzle's SQLite `run`, node-postgres' `execute`.
      await (onPostgres
        ? (db as unknown as { execute: (q: SQL) => Promise<unknown> }).execute(query)
        : db.run(query));
    }
    await expectRollupsMatch(board.companyId);
  });
});
