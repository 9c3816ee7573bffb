/**
 * `npm run migrate-to-postgres`: a SQLite database written by the real server (demo data plus
 * anonymous writes) is copied into a real PostgreSQL server and checked row for row; a changed
 * row is caught, a non-empty target is refused, and new ids continue after the copied ones.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePath } from '../src/db/data-dir';
import * as pgSchema from '../src/db/schema-pg';
import { copySqliteToPostgres, DERIVED_TABLES, verifyCopy } from '../src/ops/migrate-to-postgres';
import { TINY_PNG } from './fixtures';
import { type PostgresCluster, startPostgres } from './postgres-cluster';
import { signalServer, startServer } from './server-process';

let cluster: PostgresCluster;
let pool: pg.Pool;
let sqliteFile: string;

/** Demo data from a real server run, plus an anonymous idea and vote made over HTTP. */
async function writeSqliteDatabase(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-migrate-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', RATE_LIMITS: 'off' });
  try {
    const company = (await (await fetch(`${server.baseUrl}/api/companies/demo`)).json()) as { id: number };
    const created = await fetch(`${server.baseUrl}/api/features/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Copied idea',
        description: 'Made before the move.',
        category: 'other',
        companyId: company.id,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? '';
    const vote = await fetch(`${server.baseUrl}/api/features/${id}/anonymous-vote`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(vote.ok).toBe(true);
  } finally {
    signalServer(server, 'SIGTERM');
    await server.exited;
  }
  // An uploaded image: its bytes are a blob on SQLite and must arrive as the same bytea.
  const sqlite = new Database(databasePath(dataDir));
  sqlite
    .prepare(
      `insert into uploads (company_id, file_name, type, size_bytes, bytes, content_type, created_at)
       select id, ?, 'logo', ?, ?, 'image/png', '2026-01-01T00:00:00.000Z' from companies where slug = 'demo'`,
    )
    .run(`${'a'.repeat(32)}.png`, TINY_PNG.length, TINY_PNG);
  sqlite.close();
  return databasePath(dataDir);
}

beforeAll(async () => {
  [cluster, sqliteFile] = await Promise.all([startPostgres(), writeSqliteDatabase()]);
  pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
}, 90_000);

afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
});

const sqliteCount = (table: string) => {
  const sqlite = new Database(sqliteFile, { readonly: true });
  try {
    return (sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
};

describe('migrate-to-postgres', () => {
  it('copies every table and finds every row identical', async () => {
    const copied = await copySqliteToPostgres(sqliteFile, cluster.url);
    expect(copied.tables.features).toBe(sqliteCount('features'));
    expect(copied.tables.votes).toBeGreaterThan(0);
    expect(copied.tables.votes).toBe(sqliteCount('votes'));
    expect(copied.tables.users).toBe(sqliteCount('users'));
    expect(copied.tables.comments).toBe(sqliteCount('comments'));
    expect(copied.tables.uploads).toBe(1);
    const image = await pool.query('select bytes, content_type from uploads');
    expect(image.rows).toEqual([{ bytes: TINY_PNG, content_type: 'image/png' }]);

    const check = await verifyCopy(sqliteFile, cluster.url);
    expect(check.differences).toEqual([]);
    expect(check.tables).toEqual(copied.tables);
    // Every table of the schema is copied but the rollups the triggers rebuild: one left off the
    // list would be lost in the move.
    const schemaTables = (Object.values(pgSchema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable) && !DERIVED_TABLES.includes(value))
      .map((table) => getTableConfig(table).name);
    expect(Object.keys(copied.tables).sort()).toEqual(schemaTables.sort());
    // The triggers counted each copied idea, vote and comment once, for the rollups' first fold.
    const deltas = await pool.query('select count(*)::int as n from insight_deltas');
    expect(deltas.rows[0].n).toBe(sqliteCount('features') + sqliteCount('votes') + sqliteCount('comments'));
    // Booleans arrive as booleans, not 0/1.
    const owners = await pool.query('select count(*)::int as n from users where is_company_owner');
    expect(owners.rows[0].n).toBeGreaterThan(0);
  });

  it('continues every id after the copied ones', async () => {
    const { rows } = await pool.query<{ id: number; max: number }>(
      `insert into features (company_id, title, description, category, status, votes, created_at)
       select company_id, 'After the move', 'x', 'other', 'under_review', 0, created_at from features limit 1
       returning id, (select max(id) from features where title <> 'After the move') as max`,
    );
    expect(rows[0]?.id).toBeGreaterThan(rows[0]?.max ?? Number.POSITIVE_INFINITY);
    await pool.query(`delete from features where title = 'After the move'`);
  });

  it('reports a row that differs, and refuses to copy into a database that holds data', async () => {
    await pool.query(`update features set title = title || ' (changed)' where title = 'Copied idea'`);
    const check = await verifyCopy(sqliteFile, cluster.url);
    expect(check.differences).toHaveLength(1);
    expect(check.differences[0]).toMatch(/^features: row \d+ differs$/);

    await expect(copySqliteToPostgres(sqliteFile, cluster.url)).rejects.toThrow(
      'The PostgreSQL database is not empty: users has rows',
    );
  });
});
