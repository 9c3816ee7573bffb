/**
 * The SQLite search worker (issue 25): it boots through tsx's CommonJS hook (no loader thread
 * of its own) in the engine's one background thread, whose old generation is capped, and it
 * answers searches from its read-only connection, whose page cache is half of better-sqlite3's
 * default. A SQLite file of its own: the same on both test projects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/engine';
import { companies, ideas, users } from '../../db/schema';
import { THREAD_OLD_SPACE_MB } from '../../db/sqlite-background-thread';
import { openSqliteEngine, openSqliteReader, READER_CACHE_KIB } from '../../db/sqlite-engine';
import { SearchPool } from './search-pool';

let dataDir: string;
let engine: Engine;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-search-worker-'));
  engine = openSqliteEngine(dataDir);
});
afterAll(async () => {
  await engine.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function companyWithIdea(title: string) {
  const [owner] = await engine.db
    .insert(users)
    .values({ name: 'Owner', email: 'owner@test.local', username: 'owner', passwordHash: 'x' })
    .returning();
  const [company] = await engine.db
    .insert(companies)
    .values({ name: 'Worker test', slug: 'worker-test', ownerId: owner?.id as number })
    .returning();
  const [idea] = await engine.db
    .insert(ideas)
    .values({
      companyId: company?.id as number,
      title,
      description: 'Found by the worker.',
      category: 'other',
    })
    .returning();
  return { companyId: company?.id as number, ideaId: idea?.id as number };
}

describe('search worker', () => {
  it('reads through a read-only connection with the smaller page cache', async () => {
    const reader = openSqliteReader(engine.location);
    expect(await reader.all(sql`pragma cache_size`)).toEqual([[READER_CACHE_KIB]]);
    await expect(reader.run(sql`create table written (id integer)`)).rejects.toMatchObject({
      cause: { code: 'SQLITE_READONLY' },
    });
  });

  it('boots through the CommonJS hook and answers a search with the total and ids', async () => {
    const { companyId, ideaId } = await companyWithIdea('Narwhal export for the worker');
    const thread = engine.background;
    if (!thread) throw new Error('The SQLite engine has a background thread');
    const pool = new SearchPool(thread);
    const found = await pool.list(companyId, { q: 'narwh exp' });
    expect(found.total).toBe(1);
    expect(found.ids).toEqual([ideaId]);
    expect(JSON.parse(found.json)).toMatchObject([{ id: ideaId, title: 'Narwhal export for the worker' }]);
    // Its old generation is capped, so answers left behind are collected early.
    expect(thread.oldSpaceMb).toBe(THREAD_OLD_SPACE_MB);
  });
});
