/**
 * Transactions on the one SQLite connection stay whole while other requests run: another
 * context's statements wait for the open transaction instead of joining it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePath } from './data-dir';
import type { Engine } from './engine';
import { retiredSlugs } from './schema';
import { MAIN_CACHE_KIB, MAX_STATEMENT_BYTES, openSqliteEngine, statementRunner } from './sqlite-engine';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const row = (slug: string) => ({ slug, retiredAt: new Date().toISOString() });

let dataDir: string;
let engine: Engine;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-engine-'));
  engine = openSqliteEngine(dataDir);
});
afterAll(async () => {
  await engine.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const slugs = async () =>
  (await engine.db.select({ slug: retiredSlugs.slug }).from(retiredSlugs)).map((r) => r.slug).sort();

describe('SQLite engine transactions', () => {
  it("keeps another request's write out of a transaction that rolls back, and hides the transaction's rows", async () => {
    const { db } = engine;
    let insideWritten!: () => void;
    const written = new Promise<void>((resolve) => (insideWritten = resolve));
    const failing = engine.transaction(async (tx) => {
      await tx.insert(retiredSlugs).values(row('rolled-back'));
      insideWritten();
      await pause(50);
      throw new Error('the request failed');
    });
    await written;
    // Another request, meanwhile: its write and read wait for the transaction to end.
    const other = (async () => {
      await db.insert(retiredSlugs).values(row('other-request'));
      return db.select().from(retiredSlugs).where(eq(retiredSlugs.slug, 'rolled-back'));
    })();
    await expect(failing).rejects.toThrow('the request failed');
    expect(await other).toEqual([]);
    expect(await slugs()).toContain('other-request');
    expect(await slugs()).not.toContain('rolled-back');
  });

  it('serializes read-then-write transactions, so no increment is lost', async () => {
    await engine.db.insert(retiredSlugs).values({ slug: 'counter', retiredAt: '0' });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        engine.transaction(async (tx) => {
          const [current] = await tx.select().from(retiredSlugs).where(eq(retiredSlugs.slug, 'counter'));
          await pause(1);
          await tx
            .update(retiredSlugs)
            .set({ retiredAt: String(Number(current?.retiredAt) + 1) })
            .where(eq(retiredSlugs.slug, 'counter'));
        }),
      ),
    );
    const [counter] = await engine.db.select().from(retiredSlugs).where(eq(retiredSlugs.slug, 'counter'));
    expect(counter?.retiredAt).toBe('50');
  });

  it('nests: an inner transaction (also through db.transaction) rolls back to its savepoint only', async () => {
    await engine.transaction(async (tx) => {
      await tx.insert(retiredSlugs).values(row('outer'));
      await expect(
        engine.db.transaction(async (inner) => {
          await inner.insert(retiredSlugs).values(row('inner'));
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    expect(await slugs()).toContain('outer');
    expect(await slugs()).not.toContain('inner');
  });

  it('would lose the other write with a naive BEGIN/COMMIT on the shared connection', async () => {
    // The same connection and statements, without the wait: what the engine exists to prevent.
    const sqlite = new Database(databasePath(dataDir));
    const run = statementRunner(sqlite);
    const naive = drizzle(async (text, params, method) => run(text, params, method));
    let insideWritten!: () => void;
    const written = new Promise<void>((resolve) => (insideWritten = resolve));
    const failing = naive.transaction(async (tx) => {
      await tx.insert(retiredSlugs).values(row('naive-rolled-back'));
      insideWritten();
      await pause(50);
      throw new Error('the request failed');
    });
    await written;
    const other = naive.insert(retiredSlugs).values(row('naive-other-request'));
    const seen = await naive
      .select({ n: sql<number>`count(*)` })
      .from(retiredSlugs)
      .where(eq(retiredSlugs.slug, 'naive-rolled-back'));
    await other;
    await expect(failing).rejects.toThrow('the request failed');
    const left = await naive
      .select({ slug: retiredSlugs.slug })
      .from(retiredSlugs)
      .where(sql`${retiredSlugs.slug} like 'naive-%'`);
    sqlite.close();
    // The other request saw the half-done transaction, and its own write was rolled back with it.
    expect(seen[0]?.n).toBe(1);
    expect(left).toEqual([]);
  });
});

describe('SQLite engine memory', () => {
  it("keeps a smaller page cache on the serving connection than better-sqlite3's 16 MB", async () => {
    expect(MAIN_CACHE_KIB).toBeGreaterThan(-16_000);
    expect(await engine.db.all(sql`pragma cache_size`)).toEqual([[MAIN_CACHE_KIB]]);
  });

  it('keeps prepared statements up to a byte budget by the length of their SQL, oldest out first', () => {
    const sqlite = new Database(':memory:');
    const prepared: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => {
      prepared.push(text);
      return prepare(text);
    }) as typeof sqlite.prepare;
    const run = statementRunner(sqlite);
    // A statement of 10,000 characters: about 240 kB of compiled program by the estimate.
    const long = (n: number) => `select ${n} as n${' '.repeat(10_000)}`;
    run(long(0), [], 'get');
    run(long(0), [], 'get');
    expect(prepared).toHaveLength(1);
    // Ten of them fit the budget: the first is still kept, then pushed out by many more.
    for (let n = 1; n < 10; n++) run(long(n), [], 'get');
    run(long(0), [], 'get');
    expect(prepared).toHaveLength(10);
    const fitting = Math.floor(MAX_STATEMENT_BYTES / (long(0).length * 24));
    for (let n = 10; n < 10 + fitting; n++) run(long(n), [], 'get');
    run(long(0), [], 'get');
    expect(prepared.filter((text) => text === long(0))).toHaveLength(2);
    sqlite.close();
  });
});
