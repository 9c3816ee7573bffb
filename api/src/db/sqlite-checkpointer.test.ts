/**
 * The WAL checkpoints leave the serving connection once it is busy (sqlite-checkpointer.ts):
 * after STARTS_AFTER_COMMITS commits a worker thread copies the WAL into the database file while
 * nobody else checkpoints, the serving connection hands its own checkpoints over once, and the
 * engine stops the worker on close and leaves a whole database.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { databasePath } from './data-dir';
import { retiredSlugs } from './schema';
import { SqliteCheckpointer, STARTS_AFTER_COMMITS } from './sqlite-checkpointer';
import { openSqliteEngine } from './sqlite-engine';

const folder = mkdtempSync(path.join(os.tmpdir(), 'sayso-checkpoints-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('SQLite checkpoints off the serving thread', () => {
  it('copies the WAL into the database file from its worker, and only once started', async () => {
    const file = path.join(folder, 'wal.db');
    const writer = new Database(file);
    writer.pragma('journal_mode = WAL');
    // Nobody checkpoints but the worker: the database file grows only when it does.
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('create table rows (body text)');
    const insert = writer.prepare('insert into rows (body) values (?)');
    for (let i = 0; i < 500; i++) insert.run('x'.repeat(1_000));
    const sizeBefore = statSync(file).size;

    let takenOver = 0;
    const checkpointer = new SqliteCheckpointer(file, () => takenOver++);
    for (let i = 1; i < STARTS_AFTER_COMMITS; i++) checkpointer.committed();
    expect(checkpointer.running).toBe(false);
    checkpointer.committed();
    checkpointer.committed();
    expect(checkpointer.running).toBe(true);
    expect(takenOver).toBe(1);

    let size = statSync(file).size;
    for (let waited = 0; size === sizeBefore && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      size = statSync(file).size;
    }
    // 500 rows of 1 kB: the pages are in the database file now, not only in the WAL.
    expect(size).toBeGreaterThan(sizeBefore + 400_000);
    await checkpointer.stop();
    expect(checkpointer.running).toBe(false);
    writer.close();
  });

  it('runs under the engine through a busy stretch and stops with it, leaving a whole database', async () => {
    const dataDir = path.join(folder, 'engine');
    const engine = openSqliteEngine(dataDir);
    for (let i = 0; i < STARTS_AFTER_COMMITS + 50; i++) {
      await engine.transaction((tx) =>
        tx.insert(retiredSlugs).values({ slug: `slug-${i}`, retiredAt: new Date().toISOString() }),
      );
    }
    await engine.close();
    const after = new Database(databasePath(dataDir), { readonly: true });
    try {
      expect(after.pragma('integrity_check', { simple: true })).toBe('ok');
      expect((after.prepare('select count(*) as n from retired_slugs').get() as { n: number }).n).toBe(
        STARTS_AFTER_COMMITS + 50,
      );
    } finally {
      after.close();
    }
  });
});
