/**
 * The PostgreSQL backup and restore of docs/self-hosting.md, run as written: the `sh` blocks
 * holding `pg_dump` and `pg_restore` are read from the page and run line by line. Data written
 * through the API (a company, ideas, votes, an image, an account) must come back identical on an
 * app started on the restored database, logins and sessions included. Sayso's database user is
 * an ordinary role that owns its database, as the page asks, not a superuser.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { createSayso, type Sayso } from '../src/server';
import { TINY_PNG } from './fixtures';
import { Client, createCompany, PASSWORD, submitIdea, uniqueUser } from './helpers';
import { type PostgresCluster, postgresBinDir, startPostgres } from './postgres-cluster';

const run = promisify(execFile);
const JWT_SECRET = 'backup-test-secret-0123456789abcdefghij';
const docs = readFileSync(path.join(import.meta.dirname, '../../docs/self-hosting.md'), 'utf8');

/** The command lines of the page's `sh` block that mentions `tool`, comments left out. */
function documented(tool: string): string[] {
  const blocks = [...docs.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] as string);
  const block = blocks.find((text) => new RegExp(`^${tool} `, 'm').test(text));
  if (!block) throw new Error(`docs/self-hosting.md has no sh block running ${tool}`);
  return block.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
}

/** Runs the lines in `folder` with the variables the page names, this server's tools first on PATH. */
async function runDocumented(lines: string[], folder: string, vars: Record<string, string>) {
  const env = { ...process.env, ...vars, PATH: `${postgresBinDir()}:${process.env.PATH}` };
  for (const line of lines) await run('sh', ['-c', line], { cwd: folder, env });
}

let cluster: PostgresCluster;
let folder: string;
const apps: Sayso[] = [];

/** `postgres://<user>@host:port/<database>` on the test server. */
function urlFor(user: string, database: string): string {
  const url = new URL(cluster.url);
  url.username = user;
  url.pathname = `/${database}`;
  return url.toString();
}

async function startApp(databaseUrl: string): Promise<Sayso> {
  const dataDir = mkdtempSync(path.join(folder, 'data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
  });
  const app = await createSayso(config, () => {});
  apps.push(app);
  return app;
}

async function stopApp(app: Sayso): Promise<void> {
  apps.splice(apps.indexOf(app), 1);
  await app.stop();
  await app.engine.close();
}

beforeAll(async () => {
  cluster = await startPostgres();
  folder = mkdtempSync(path.join(os.tmpdir(), 'sayso-pg-backup-'));
  // Sayso's own role owns its database: enough for the migrations' trusted extensions.
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create role sayso login');
  await admin.query('create database live owner sayso');
  await admin.end();
}, 60_000);

afterAll(async () => {
  for (const app of [...apps]) await stopApp(app);
  await cluster?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** What a visitor and the owner (signed in on `app`) see: company, board, votes, the image's bytes. */
async function answers(app: Sayso, slug: string, imageUrl: string, owner: Client) {
  const reader = new Client(app);
  const image = await app.app.request(`http://localhost${imageUrl}`);
  return {
    company: (await reader.get(`/api/companies/${slug}`)).body,
    board: (await reader.get(`/api/companies/${slug}/features?sort=most_votes`)).body,
    stats: (await reader.get(`/api/companies/${slug}/stats`)).body,
    ownerBoard: (await owner.get(`/api/companies/${slug}/features`)).body,
    image: {
      status: image.status,
      type: image.headers.get('content-type'),
      bytes: Buffer.from(await image.arrayBuffer()),
    },
  };
}

describe('PostgreSQL backup and restore (docs/self-hosting.md)', () => {
  it('pg_dump, then pg_restore into an empty database, gives back the same Sayso', async () => {
    const live = await startApp(urlFor('sayso', 'live'));
    const owner = new Client(live);
    const account = uniqueUser();
    expect((await owner.post('/api/auth/signup', account)).status).toBe(201);
    const company = await createCompany(owner);
    const popular = await submitIdea(owner, company.id, { title: 'Export to CSV' });
    const other = await submitIdea(owner, company.id, { title: 'Dark mode please' });
    for (let i = 0; i < 3; i++) {
      expect((await new Client(live).post(`/api/features/${popular.id}/anonymous-vote`)).status).toBe(200);
    }
    expect((await owner.post(`/api/features/${other.id}/vote`)).status).toBe(200);
    const form = new FormData();
    form.set('type', 'logo');
    form.set('companySlug', company.slug);
    form.set('image', new File([TINY_PNG], 'logo.png', { type: 'image/png' }));
    const uploaded = await owner.call('POST', '/api/upload', { body: form });
    expect(uploaded.status).toBe(200);
    const before = await answers(live, company.slug, uploaded.body.imageUrl, owner);
    expect(before.board.map((idea: { votes: number }) => idea.votes)).toEqual([3, 1]);
    expect(before.image.bytes.equals(TINY_PNG)).toBe(true);

    // The backup is taken while the app runs, as the page says it may be.
    await runDocumented(documented('pg_dump'), folder, { DATABASE_URL: urlFor('sayso', 'live') });
    await stopApp(live);
    await runDocumented(documented('pg_restore'), folder, {
      ADMIN_URL: urlFor('postgres', 'postgres'),
      RESTORED_URL: urlFor('sayso', 'sayso_restored'),
    });

    const restored = await startApp(urlFor('sayso', 'sayso_restored'));
    // The session cookie signed before the backup still holds: same JWT_SECRET, same users.
    const sameSession = new Client(restored);
    for (const [name, value] of owner.cookies) sameSession.cookies.set(name, value);
    expect(await answers(restored, company.slug, uploaded.body.imageUrl, sameSession)).toEqual(before);
    expect((await sameSession.get('/api/auth/me')).body.user.email).toBe(account.email);
    const login = await new Client(restored).post('/api/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    // Identity sequences came back too: a new idea and vote are stored, not refused.
    const added = await submitIdea(sameSession, company.id, { title: 'After the restore' });
    expect(added.id).toBeGreaterThan(Math.max(popular.id, other.id));
    expect((await new Client(restored).post(`/api/features/${added.id}/anonymous-vote`)).status).toBe(200);
  }, 120_000);
});
