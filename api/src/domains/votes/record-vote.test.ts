/**
 * The vote's cheap write (record-vote.ts), on both engines: it counts every one of many
 * concurrent votes exactly once and moves the board's version with the count, and it writes
 * nothing for a company with an enabled webhook endpoint, whose votes take the transaction that
 * queues `vote.created` (votes.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertIdea, insertUser, openSayso, useSayso } from '../../../test/helpers';
import { onPostgres } from '../../../test/test-database';
import { postgresRows } from '../../db/engine';
import { ideas, votes, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { NOBODY } from '../ideas/actor';
import { recordVote } from './record-vote';
import { castVote } from './votes';

const sayso = useSayso(() => openSayso());

async function boardWithIdea() {
  const owner = await insertUser(sayso());
  const company = await insertCompany(sayso(), owner);
  const idea = await insertIdea(sayso(), company.id);
  return { company, idea };
}

const storedVotes = async (ideaId: number) =>
  (await sayso().db.select({ id: votes.id }).from(votes).where(eq(votes.ideaId, ideaId))).length;

describe('recordVote', () => {
  it('counts 60 concurrent votes on one idea exactly, and moves the board version with them', async () => {
    const { company, idea } = await boardWithIdea();
    const before = await sayso().engine.readVersions(company.id);
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        recordVote(sayso().db, company.id, { ideaId: idea.id, userId: null, visitorId: randomUUID() }),
      ),
    );
    const counts = results.map((result) => (typeof result === 'object' ? result.votes : result));
    // Each vote answers its own new count: 1..60, each once.
    expect([...counts].sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    const [stored] = await sayso().db.select({ votes: ideas.votes }).from(ideas).where(eq(ideas.id, idea.id));
    expect(stored?.votes).toBe(60);
    expect(await storedVotes(idea.id)).toBe(60);
    // The board's version moved, so no cached read serves the old counts. (A batch of votes on
    // one idea moves it once on PostgreSQL: one row updated once.)
    expect((await sayso().engine.readVersions(company.id)).votes).toBeGreaterThan(before.votes);
  });

  it('refuses a second vote of the same browser and changes nothing', async () => {
    const { company, idea } = await boardWithIdea();
    const vote = { ideaId: idea.id, userId: null, visitorId: randomUUID() };
    await recordVote(sayso().db, company.id, vote);
    expect(await recordVote(sayso().db, company.id, vote)).toBe('duplicate');
    expect(await storedVotes(idea.id)).toBe(1);
    const [stored] = await sayso().db.select({ votes: ideas.votes }).from(ideas).where(eq(ideas.id, idea.id));
    expect(stored?.votes).toBe(1);
  });

  it('refuses the repeat among votes sent at once, and records the others', async () => {
    const { company, idea } = await boardWithIdea();
    const twice = { ideaId: idea.id, userId: null, visitorId: randomUUID() };
    const votes = [
      twice,
      { ...twice, visitorId: randomUUID() },
      twice,
      { ...twice, visitorId: randomUUID() },
    ];
    const results = await Promise.all(votes.map((vote) => recordVote(sayso().db, company.id, vote)));
    expect(results.map((result) => (typeof result === 'object' ? 'counted' : result))).toEqual([
      'counted',
      'counted',
      'duplicate',
      'counted',
    ]);
    expect(await storedVotes(idea.id)).toBe(3);
    const [stored] = await sayso().db.select({ votes: ideas.votes }).from(ideas).where(eq(ideas.id, idea.id));
    expect(stored?.votes).toBe(3);
  });

  it('writes the votes sent at once as one batch, each counted once with its own new count', async () => {
    const { company, idea } = await boardWithIdea();
    const other = await insertIdea(sayso(), company.id);
    const batch = Array.from({ length: 40 }, (_, i) => ({
      ideaId: i % 2 === 0 ? idea.id : other.id,
      userId: null,
      visitorId: randomUUID(),
    }));
    const results = await Promise.all(batch.map((vote) => recordVote(sayso().db, company.id, vote)));
    // Group commit: one batch, written at one time (one transaction or statement).
    const stamps = await sayso()
      .db.selectDistinct({ createdAt: votes.createdAt })
      .from(votes)
      .where(inArray(votes.ideaId, [idea.id, other.id]));
    expect(stamps).toHaveLength(1);
    for (const target of [idea, other]) {
      const counts = results
        .filter((_, i) => batch[i]?.ideaId === target.id)
        .map((result) => (typeof result === 'object' ? result.votes : result));
      expect([...counts].sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(await storedVotes(target.id)).toBe(20);
    }
  });

  it('answers a vote on a missing idea alone, and counts the rest of its batch', async () => {
    const { company, idea } = await boardWithIdea();
    const gone = await insertIdea(sayso(), company.id);
    await sayso().db.delete(ideas).where(eq(ideas.id, gone.id));
    const results = await Promise.all(
      [idea.id, gone.id, idea.id].map((ideaId) =>
        recordVote(sayso().db, company.id, { ideaId, userId: null, visitorId: randomUUID() }),
      ),
    );
    expect(results.map((result) => (typeof result === 'object' ? result.votes : result))).toEqual([
      1,
      'no idea',
      2,
    ]);
  });

  it("votes inside a caller's transaction, as part of it", async () => {
    const { company, idea } = await boardWithIdea();
    const vote = { ideaId: idea.id, userId: null, visitorId: randomUUID() };
    await expect(
      sayso().engine.transaction(async () => {
        await recordVote(sayso().db, company.id, vote);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await storedVotes(idea.id)).toBe(0);
    expect(await recordVote(sayso().db, company.id, vote)).toMatchObject({ votes: 1 });
  });

  it('writes nothing for a company with an enabled endpoint; castVote then queues vote.created with the vote', async () => {
    const { company, idea } = await boardWithIdea();
    const [endpoint] = await sayso()
      .db.insert(webhookEndpoints)
      .values({
        companyId: company.id,
        url: 'http://127.0.0.1:9/',
        events: '["vote.created"]',
        secret: 'whsec_A',
      })
      .returning();
    const vote = { ideaId: idea.id, userId: null, visitorId: randomUUID() };
    expect(await recordVote(sayso().db, company.id, vote)).toBe('hooks');
    expect(await storedVotes(idea.id)).toBe(0);

    expect(await castVote(sayso().db, idea, { ...NOBODY, visitorId: randomUUID() })).toBe(1);
    const queued = await sayso()
      .db.select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint?.id as number));
    expect(queued.map((row) => row.eventType)).toEqual(['vote.created']);
    expect(JSON.parse(queued[0]?.payload ?? '{}').data.idea.votes).toBe(1);

    // Disabled, the endpoint wants nothing: the cheap write again.
    await sayso()
      .db.update(webhookEndpoints)
      .set({ enabled: false })
      .where(eq(webhookEndpoints.companyId, company.id));
    const recorded = await recordVote(sayso().db, company.id, { ...vote, visitorId: randomUUID() });
    expect(recorded).toMatchObject({ votes: 2, companyId: company.id, title: idea.title });
  });

  it("writes an anonymous vote into no account index, and an account's vote into no visitor index", async () => {
    const { company, idea } = await boardWithIdea();
    const voter = await insertUser(sayso());
    const before = await voterIndexEntries();
    for (let i = 0; i < 5; i++)
      await recordVote(sayso().db, company.id, { ideaId: idea.id, userId: null, visitorId: randomUUID() });
    await recordVote(sayso().db, company.id, { ideaId: idea.id, userId: voter.id, visitorId: null });

    // Fewer B-tree pages per vote's commit (issue 25): each voter kind has its own partial indexes.
    const after = await voterIndexEntries();
    expect(VOTER_INDEXES.map((index, i) => [index, (after[i] as number) - (before[i] as number)])).toEqual([
      ['votes_user_idx', 1],
      ['votes_feature_user_unique', 1],
      ['votes_visitor_idx', 5],
      ['votes_feature_visitor_unique', 5],
    ]);
  });
});

const VOTER_INDEXES = [
  'votes_user_idx',
  'votes_feature_user_unique',
  'votes_visitor_idx',
  'votes_feature_visitor_unique',
];
async function voterIndexEntries(): Promise<number[]> {
  if (onPostgres) await postgresRows(sayso().db, sql`create extension if not exists pgstattuple`);
  const entries: number[] = [];
  for (const index of VOTER_INDEXES) entries.push(await indexEntries(index));
  return entries;
}

/** How many entries the index holds (SQLite: its leaf cells; PostgreSQL: pgstattuple's count). */
async function indexEntries(index: string): Promise<number> {
  const db = sayso().db;
  if (onPostgres) {
    const [row] = await postgresRows<{ entries: string }>(
      db,
      sql`select tuple_count as entries from pgstattuple(${index}::regclass)`,
    );
    return Number(row?.entries);
  }
  const query: SQL = sql`select coalesce(sum(ncell), 0) as entries from dbstat where name = ${index} and pagetype = 'leaf'`;
  // The SQLite runner answers rows as arrays of values (db/sqlite-engine.ts).
  const [row] = await db.all<[number]>(query);
  return Number(row?.[0]);
}
