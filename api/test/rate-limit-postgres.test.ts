/**
 * The limiter's SQL on a real PostgreSQL server: the same `RateLimiter` the app runs on SQLite,
 * over drizzle node-postgres on the PostgreSQL migrations. A parallel burst on many connections
 * lets exactly the limit through (the upsert is atomic there too), windows reopen, release and
 * the sweep work.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/engine';
import * as pgSchema from '../src/db/schema-pg';
import { RATE_RULES, RateLimiter } from '../src/lib/rate-limit';
import { type PostgresCluster, startPostgres } from './postgres-cluster';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations-pg', import.meta.url));

let cluster: PostgresCluster;
let pool: pg.Pool;
let db: ReturnType<typeof drizzle<typeof pgSchema>>;
/**
 * The limiter is typed with the SQLite `Db` because the app has only that engine today; the
 * PostgreSQL engine lands next session. The drizzle calls it makes (insert … on conflict do
 * update … returning, update, delete) exist on both, and its `rate_limits` table (the SQLite
 * instance) has the same SQL names as schema-pg.ts's, both coming from define-schema.ts; so the
 * PostgreSQL database is passed through `unknown` to prove the very SQL the app runs.
 */
let limiterDb: Db;

beforeAll(async () => {
  cluster = await startPostgres();
  pool = new pg.Pool({ connectionString: cluster.url, max: 10 });
  db = drizzle({ client: pool, schema: pgSchema });
  await migrate(db, { migrationsFolder });
  limiterDb = db as unknown as Db;
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
});

const row = async (key: string) => (await db.select().from(pgSchema.rateLimits)).find((r) => r.key === key);

describe('RateLimiter on PostgreSQL', () => {
  it('lets exactly 10 of 25 parallel attempts through a limit-10 rule', async () => {
    // Two limiters: two replicas counting the same key on one database.
    const replicas = [new RateLimiter(limiterDb, true), new RateLimiter(limiterDb, true)];
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => replicas[i % 2]!.consume('failedLogin', 'pg@example.com 1.2.3.4')),
    );
    expect(RATE_RULES.failedLogin.limit).toBe(10);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        status: 429,
        message: 'Too many failed logins. Please try again in 15 minutes or reset your password.',
      });
    }
    expect((await row('failedLogin:pg@example.com 1.2.3.4'))?.count).toBe(25);
  });

  it('opens again when the window ends, and gives back released attempts', async () => {
    let now = Date.parse('2030-01-01T00:00:00.000Z');
    const limiter = new RateLimiter(limiterDb, true, () => now);
    const { limit, windowMs } = RATE_RULES.signup;
    for (let i = 0; i < limit; i++) await limiter.consume('signup', '5.6.7.8');
    await expect(limiter.consume('signup', '5.6.7.8')).rejects.toThrow('Please try again in 60 minutes.');
    now += windowMs;
    await limiter.consume('signup', '5.6.7.8');
    expect(await row('signup:5.6.7.8')).toEqual({
      key: 'signup:5.6.7.8',
      count: 1,
      resetAt: new Date(now + windowMs).toISOString(),
    });
    await limiter.release('signup', '5.6.7.8');
    await limiter.release('signup', '5.6.7.8');
    expect((await row('signup:5.6.7.8'))?.count).toBe(0);
  });
});
