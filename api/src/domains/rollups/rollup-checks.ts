import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OpenSayso } from '../../../test/helpers';
import { fastUser, insertIdea, ownerOnPlan } from '../../../test/helpers';
import { addDays, type InsightsRange, utcDay } from '../../contract';
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
  votes,
} from '../../db/schema';
import { isPublicIdea } from '../ideas/idea-visibility';
import { foldInsightDeltas } from './fold';
import { publicContributors, rangeContributors } from './rollups';
import { trendingInRange } from './trending';

export function rollupChecks(sayso: () => OpenSayso) {
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
  return {
    ROLLUP_TABLES,
    today,
    at,
    day,
    rawActs,
    rawContributors,
    rawTrending,
    expectRollupsMatch,
    busyBoard,
  };
}
