/**
 * The WAL checkpoints leave the serving connection once it is busy (sqlite-background-thread.ts):
 * after STARTS_AFTER_COMMITS commits the background thread copies the WAL into the database file
 * while nobody else checkpoints, the serving connection hands its own checkpoints over once, and
 * the engine stops the thread on close and leaves a whole database. Jobs (the board search) run
 * in that same thread, and a thread that stops starts again with its checkpoints.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { databasePath } from './data-dir';
import { retiredSlugs } from './schema';
import { type BackgroundJob, SqliteBackgroundThread, STARTS_AFTER_COMMITS } from './sqlite-background-thread';
import { openSqliteEngine } from './sqlite-engine';

const folder = mkdtempSync(path.join(os.tmpdir(), 'sayso-checkpoints-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A WAL database that only the background thread checkpoints, and a writer of 1 kB rows. */
function walDatabase(name: string) {
  const file = path.join(folder, name);
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('wal_autocheckpoint = 0');
  writer.pragma('synchronous = NORMAL');
  writer.exec('create table rows (body text)');
  const insert = writer.prepare('insert into rows (body) values (?)');
  const write = (rows: number) => {
    for (let i = 0; i < rows; i++) insert.run('x'.repeat(1_000));
  };
  return { file, writer, write };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 10_000; waited += 20) await pause(20);
}

/** The test job (test/background-job.fixture.mjs), recording what it answers and its stops. */
function testJob() {
  const answers: Array<{ threadId: number }> = [];
  const stops: Error[] = [];
  const job: BackgroundJob = {
    entry: new URL('../../test/background-job.fixture.mjs', import.meta.url).href,
    answered: (answer) => answers.push(answer as { threadId: number }),
    stopped: (error) => stops.push(error),
  };
  return { job, answers, stops };
}

describe('SQLite checkpoints off the serving thread', () => {
  it('copies the WAL into the database file from its thread, and only once started', async () => {
    const file = path.join(folder, 'wal.db');
    const writer = new Database(file);
    writer.pragma('journal_mode = WAL');
    // Nobody checkpoints but the thread: the database file grows only when it does.
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('create table rows (body text)');
    const insert = writer.prepare('insert into rows (body) values (?)');
    for (let i = 0; i < 500; i++) insert.run('x'.repeat(1_000));
    const sizeBefore = statSync(file).size;

    let takenOver = 0;
    const checkpointer = new SqliteBackgroundThread(file, () => takenOver++);
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

  it('runs a job in the thread that checkpoints, and the WAL stays bounded', async () => {
    const { file, writer, write } = walDatabase('shared.db');
    const thread = new SqliteBackgroundThread(file, () => {});
    const { job, answers } = testJob();
    thread.post(job, 'where?');
    for (let i = 0; i < STARTS_AFTER_COMMITS; i++) thread.committed();
    await until(() => answers.length === 1);
    // One thread for both: the job answers from the thread that runs the checkpoints.
    expect(answers[0]).toEqual({ threadId: thread.threadId });
    // 2,000 commits of a 1 kB row, paced like a busy server's: 12 MB of WAL if nobody checkpoints.
    for (let round = 0; round < 40; round++) {
      write(50);
      await pause(50);
    }
    expect(statSync(`${file}-wal`).size).toBeLessThan(6_000_000);
    await thread.stop();
    expect(thread.running).toBe(false);
    writer.close();
  });

  it('starts again with its checkpoints when a job outgrows the heap, and loads the job anew', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { file, writer, write } = walDatabase('restart.db');
    const thread = new SqliteBackgroundThread(file, () => {});
    for (let i = 0; i < STARTS_AFTER_COMMITS; i++) thread.committed();
    const { job, answers, stops } = testJob();
    thread.post(job, 'where?');
    await until(() => answers.length === 1);
    const first = thread.threadId;

    thread.post(job, 'exhaust');
    await until(() => stops.length === 1);
    expect(stops[0]?.message).toMatch(/memory/i);
    // Started again at once, for the checkpoints: the WAL still reaches the database file.
    expect(thread.running).toBe(true);
    expect(thread.threadId).not.toBe(first);
    const sizeBefore = statSync(file).size;
    write(500);
    await until(() => statSync(file).size > sizeBefore + 400_000);
    expect(statSync(file).size).toBeGreaterThan(sizeBefore + 400_000);
    // The job is loaded into the new thread with its next message.
    thread.post(job, 'where?');
    await until(() => answers.length === 2);
    expect(answers[1]).toEqual({ threadId: thread.threadId });

    await thread.stop();
    writer.close();
    logged.mockRestore();
  });
});
