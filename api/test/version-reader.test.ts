/**
 * The PostgreSQL read cache's version reads, batched on a real server: many asks share a few
 * queries, and an ask made after a write committed always sees it, even while a query that
 * started before the write is still in flight.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VersionReader } from '../src/db/version-reader';
import { type PostgresCluster, startPostgres } from './postgres-cluster';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations-pg', import.meta.url));

let cluster: PostgresCluster;
let pool: pg.Pool;
beforeAll(async () => {
  cluster = await startPostgres();
  pool = new pg.Pool({ connectionString: cluster.url, max: 4 });
  await migrate(drizzle({ client: pool }), { migrationsFolder });
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
});

/** The pool, counting the queries sent through it. */
function counted(): { pool: pg.Pool; queries: () => number } {
  let queries = 0;
  const spy = Object.create(pool) as pg.Pool;
  spy.query = ((...args: Parameters<pg.Pool['query']>) => {
    queries++;
    return (pool.query as (...a: unknown[]) => unknown)(...args);
  }) as pg.Pool['query'];
  return { pool: spy, queries: () => queries };
}

const bump = (scope: number, content: number, votes: number) =>
  pool.query(
    `insert into read_versions (company_id, content, votes) values ($1, $2, $3)
     on conflict (company_id) do update set content = excluded.content, votes = excluded.votes`,
    [scope, content, votes],
  );

describe('VersionReader', () => {
  it('answers 200 concurrent asks over 20 scopes with a few queries, each scope right', async () => {
    for (let scope = 1; scope <= 20; scope++) await bump(scope, scope * 10, scope);
    const { pool: spy, queries } = counted();
    const reader = new VersionReader(spy);
    const asks = Array.from({ length: 200 }, (_, i) => (i % 21) as number);
    const answers = await Promise.all(asks.map((scope) => reader.read(scope)));
    answers.forEach((versions, i) => {
      const scope = asks[i] as number;
      expect(versions).toEqual(
        scope === 0 ? { content: 0, votes: 0 } : { content: scope * 10, votes: scope },
      );
    });
    // The first ask starts a query; the other 199 wait for the next one: two in all.
    expect(queries()).toBe(2);
  });

  it('never answers an ask made after a commit from a query that started before it', async () => {
    await bump(30, 1, 0);
    const reader = new VersionReader(pool);
    const early = reader.read(30);
    await bump(30, 2, 0); // committed while the early query may still be in flight
    const late = reader.read(30);
    expect((await early).content).toBeGreaterThanOrEqual(1);
    expect((await late).content).toBe(2);
  });

  it('fails the asks of a failed query, and answers the next ones', async () => {
    const broken = Object.create(pool) as pg.Pool;
    let fail = true;
    broken.query = ((...args: Parameters<pg.Pool['query']>) => {
      if (fail) return Promise.reject(new Error('connection lost'));
      return (pool.query as (...a: unknown[]) => unknown)(...args);
    }) as pg.Pool['query'];
    const reader = new VersionReader(broken);
    await expect(Promise.all([reader.read(1), reader.read(2)])).rejects.toThrow('connection lost');
    fail = false;
    expect(await reader.read(1)).toEqual({ content: 10, votes: 1 });
  });
});
