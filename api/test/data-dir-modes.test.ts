/** DATA_DIR holds the database and the session secret: only Sayso's user may read them. */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { createSayso } from '../src/server';
import { Client, ownerWithCompany, type TestSayso, TINY_PNG } from './helpers';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

async function start(dataDir: string) {
  const sayso = await createSayso(
    loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', RATE_LIMITS: 'off' }),
    () => {},
  );
  return Object.assign(sayso, { dataDir }) as TestSayso;
}

it('creates the folder 0700 and the database, its -wal/-shm and the secret 0600; images stay in the database', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sayso-modes-'));
  folders.push(root);
  const dataDir = path.join(root, 'data');
  const sayso = await start(dataDir);
  const owner = await ownerWithCompany(sayso);
  const form = new FormData();
  form.set('image', new File([TINY_PNG], 'a.png', { type: 'image/png' }));
  form.set('type', 'logo');
  form.set('companySlug', owner.company.slug);
  expect((await owner.client.call('POST', '/api/upload', { body: form })).status).toBe(200);
  expect((await new Client(sayso).get(`/api/companies/${owner.company.slug}`)).status).toBe(200);

  expect(modeOf(dataDir)).toBe('700');
  for (const name of ['sayso.db', 'sayso.db-wal', 'sayso.db-shm', 'jwt-secret'])
    expect(modeOf(path.join(dataDir, name)), name).toBe('600');
  expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  await sayso.engine.close();
});

it('tightens an existing DATA_DIR made with loose modes', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-loose-'));
  folders.push(dataDir);
  chmodSync(dataDir, 0o755);
  // An uploads folder from before images moved into the database, with a file no row claims.
  mkdirSync(path.join(dataDir, 'uploads'), { mode: 0o755 });
  writeFileSync(path.join(dataDir, 'uploads', 'stray.png'), 'x', { mode: 0o644 });
  writeFileSync(path.join(dataDir, 'jwt-secret'), 's'.repeat(48), { mode: 0o644 });
  const first = await start(dataDir);
  await first.engine.close();
  chmodSync(path.join(dataDir, 'sayso.db'), 0o644);
  const sayso = await start(dataDir);
  expect(modeOf(dataDir)).toBe('700');
  expect(modeOf(path.join(dataDir, 'uploads'))).toBe('700');
  expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe('600');
  expect(modeOf(path.join(dataDir, 'sayso.db'))).toBe('600');
  await sayso.engine.close();
});
