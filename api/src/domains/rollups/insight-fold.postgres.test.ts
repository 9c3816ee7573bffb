/**
 * The Insights fold on PostgreSQL (pg migration 0022's insight_fold): replicas folding at once
 * count each delta once, and a bulk fold leaves no dead rows for later folds to walk. PostgreSQL
 * only: the SQLite project leaves out *.postgres.test.ts (api/vitest.config.ts).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, useSayso } from '../../../test/helpers';
import { postgresRows } from '../../db/engine';
import { insightDeltas } from '../../db/schema';
import { chunksOf } from '../../lib/chunks';
import { foldInsightDeltas } from './fold';
import { rollupChecks } from './rollup-checks';

const sayso = useSayso();
const { today, expectRollupsMatch, busyBoard } = rollupChecks(sayso);

describe('the Insights fold on PostgreSQL', () => {
  it('vacuums the deltas after a bulk fold, so later folds do not walk dead rows', async () => {
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
  });

  it('agree when replicas fold at once (insight_fold on separate connections)', async () => {
    const board = await busyBoard();
    for (const client of [new Client(sayso()), new Client(sayso())])
      expect((await client.post(`/api/features/${board.third}/anonymous-vote`)).status).toBe(200);
    expect((await board.voter.client.post(`/api/features/${board.third}/vote`)).status).toBe(200);
    // Past this process's one-fold-at-a-time: each call takes a connection of its own.
    await Promise.all(
      [1, 2, 3, 4].map(() => postgresRows(sayso().db, sql`select insight_fold(${board.companyId})`)),
    );
    await expectRollupsMatch(board.companyId);
  });
});
