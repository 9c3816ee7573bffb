/** Nothing acknowledged is lost: kill -9 during writes, and online backup and restore. */
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databasePath } from '../src/db/data-dir';
import { ideas } from '../src/db/schema';
import { loadConfig } from '../src/env';
import { backupDataDir, restoreBackup } from '../src/ops/backup';
import { createSayso } from '../src/server';
import { insertCompany, insertIdea, insertUser, makeSayso, TINY_PNG } from './fixtures';
import { signalServer, startServer } from './server-process';

const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const idea = (companyId: number, n: number) =>
  JSON.stringify({
    title: `Crash idea ${n}`,
    description: 'Written while the server is killed.',
    category: 'other',
    companyId,
  });

describe('crash safety', () => {
  it('keeps every acknowledged write after kill -9, with an intact database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-crash-'));
    const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off', SEED_DEMO: 'true' };
    const server = await startServer(env);
    const company = (await (await fetch(`${server.baseUrl}/api/companies/demo`)).json()) as { id: number };

    const acknowledged: number[] = [];
    let n = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${server.baseUrl}/api/features/anonymous`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: idea(company.id, n++),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        } catch {
          return; // the server is gone mid-request: that write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    signalServer(server, 'SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(await server.exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThan(50);

    const restarted = await startServer(env);
    cleanups.push(() => signalServer(restarted, 'SIGTERM'));
    const sqlite = new Database(databasePath(dataDir), { readonly: true });
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set(sqlite.prepare('select id from features').pluck().all() as number[]);
    sqlite.close();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // The board answers at most 500 ideas; X-Total-Count counts them all.
    const board = await fetch(`${restarted.baseUrl}/api/companies/demo/features`);
    expect(board.status).toBe(200);
    expect(Number(board.headers.get('x-total-count'))).toBeGreaterThanOrEqual(acknowledged.length);
  }, 60_000);
});

describe('backup and restore', () => {
  it('copies a consistent database, uploaded images inside it, while writes go on, and restores it', async () => {
    const sayso = await makeSayso();
    const owner = await insertUser(sayso, 'Owner');
    const company = await insertCompany(sayso, owner);
    for (let i = 0; i < 200; i++) await insertIdea(sayso, company.id);
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'logo.png'));
    form.set('type', 'logo');
    form.set('companySlug', company.slug);
    const upload = await sayso.app.request('http://localhost/api/upload', {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: form,
    });
    const { imageUrl } = (await upload.json()) as { imageUrl: string };

    // Writes keep landing between the backup's steps: the copy must still be consistent.
    let writing = true;
    const writes = (async () => {
      while (writing) {
        await insertIdea(sayso, company.id);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-backup-'));
    const backup = await backupDataDir(sayso.dataDir, outDir);
    writing = false;
    await writes;
    // Images live in the database: the snapshot is the whole backup.
    expect(existsSync(path.join(backup.dir, 'uploads'))).toBe(false);
    // A backup holds every account's data: as private as DATA_DIR itself.
    expect(statSync(backup.dir).mode & 0o777).toBe(0o700);
    expect(statSync(backup.databaseFile).mode & 0o777).toBe(0o600);

    const copy = new Database(backup.databaseFile, { readonly: true });
    const copied = copy.prepare('select count(*) from features').pluck().get() as number;
    copy.close();
    expect(copied).toBeGreaterThanOrEqual(200);
    await sayso.engine.close();

    const restoredDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-restored-'));
    restoreBackup(backup.dir, restoredDir);
    const restored = await createSayso(loadConfig({ DATA_DIR: restoredDir, SEED_DEMO: 'false' }), () => {});
    const total = (
      await restored.db.select({ n: count() }).from(ideas).where(eq(ideas.companyId, company.id))
    )[0];
    expect(total?.n).toBe(copied);
    const image = await restored.app.request(`http://localhost${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    await restored.engine.close();
  });
});
