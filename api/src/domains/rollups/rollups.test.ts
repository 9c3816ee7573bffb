/**
 * The Insights rollups (rollups.ts, kept by the triggers of migrations 0019 / pg 0017) agree
 * with the raw ideas, votes and comments after every kind of write: votes through the API,
 * comments, vote removal, idea deletion, a merge, visibility changes and an account's deletion.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, useSayso } from '../../../test/helpers';
import { onPostgres } from '../../../test/test-database';
import { ideas, insightPeople, users, votes } from '../../db/schema';
import { deleteAccount } from '../accounts/account';
import { foldInsightDeltas } from './fold';
import { rollupChecks } from './rollup-checks';
import { publicContributors } from './rollups';

const sayso = useSayso();
const { ROLLUP_TABLES, expectRollupsMatch, busyBoard } = rollupChecks(sayso);

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
