/**
 * The real server as `npm start` runs it (node --import tsx api/src/index.ts), over real HTTP:
 * first start seeds the demo and prints its owner's password once, SIGTERM exits with 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-start-'));
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(env: Record<string, string>) {
  const { SEED_DEMO: _seed, PUBLIC_URL: _url, RATE_LIMITS: _limits, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
    cwd: repoRoot,
    env: { ...inherited, HOST: '127.0.0.1', ...env },
    detached: true,
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(base: string, exited: Promise<unknown>, output: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  // A minute: tsx compiles the whole API at start-up, which takes long on a loaded CI machine.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return (await res.json()) as unknown;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server never answered /api/health:\n${output()}`);
}

/**
 * Announces a body of `length` bytes on a fresh socket but sends none of it: the server must
 * refuse from the Content-Length alone, without reading (or racing) the upload.
 */
function announceUpload(url: string, cookie: string, length: number) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': length },
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

const json = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
  body: JSON.stringify(body),
});

describe('npm start', () => {
  it('serves the API over HTTP, seeds the demo once, and stops with 0 on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await start({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await waitForHealth(base, first.exited, first.output)).toEqual({ ok: true });

    const signup = await fetch(
      `${base}/api/auth/signup`,
      json({
        name: 'Http Person',
        email: 'http@example.com',
        username: 'http-person',
        password: 'password123',
      }),
    );
    expect(signup.status).toBe(201);
    const session = signup.headers.getSetCookie().find((line) => line.startsWith('sayso_session='));
    expect(session).toMatch(/HttpOnly/);
    const cookie = session?.split(';')[0] as string;

    const created = await fetch(`${base}/api/companies`, json({ name: 'Over The Wire' }, cookie));
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const company = (await (await fetch(`${base}/api/companies/${slug}`)).json()) as { id: number };
    const idea = {
      title: 'Real HTTP idea',
      description: 'Submitted over a real socket.',
      category: 'other',
      companyId: company.id,
    };
    const submitted = await fetch(`${base}/api/features`, json(idea, cookie));
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: number };
    const vote = await fetch(`${base}/api/features/${id}/vote`, { method: 'POST', headers: { cookie } });
    expect(await vote.json()).toEqual({ votes: 1, voted: true });
    const list = (await (
      await fetch(`${base}/api/companies/${slug}/features`, { headers: { cookie } })
    ).json()) as Array<{
      id: number;
      votes: number;
      voted: boolean;
    }>;
    expect(list.map(({ id, votes, voted }) => ({ id, votes, voted }))).toEqual([
      { id, votes: 1, voted: true },
    ]);

    // Over a socket the Origin check and the body limit see real headers.
    const foreign = await fetch(`${base}/api/features`, {
      ...json(idea, cookie),
      headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const own = await fetch(`${base}/api/features/${id}/comments`, {
      ...json({ content: 'From my own origin' }),
      headers: { 'content-type': 'application/json', cookie, origin: base },
    });
    expect(own.status).toBe(201);
    const huge = await fetch(
      `${base}/api/features/anonymous`,
      json({ ...idea, description: 'd'.repeat(100_000) }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Request body is too large' });
    const streamed = await fetch(`${base}/api/features/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([JSON.stringify({ ...idea, description: 'd'.repeat(80_000) })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const image = (bytes: Buffer) => {
      const form = new FormData();
      form.set('image', new File([bytes], 'logo.png', { type: 'image/png' }));
      form.set('type', 'logo');
      form.set('companySlug', slug);
      return { method: 'POST', headers: { cookie }, body: form };
    };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await announceUpload(`${base}/api/upload`, cookie, 4 * 1024 * 1024)).toBe(413);
    const uploaded = await fetch(`${base}/api/upload`, image(png));
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const served = await fetch(`${base}${imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await (await fetch(`${base}/api/companies/demo`)).json()) as object).toMatchObject({
      slug: 'demo',
    });

    const printed = first.output().match(/Demo owner: owner@demo\.sayso\.local \/ (\S+)/g) ?? [];
    expect(printed).toHaveLength(1);
    const password = printed[0]?.split(' / ')[1] as string;
    const login = await fetch(`${base}/api/auth/login`, json({ email: 'owner@demo.sayso.local', password }));
    expect(login.status).toBe(200);

    process.kill(-(first.child.pid as number), 'SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(base, second.exited, second.output);
    expect(second.output()).not.toContain('Demo owner');
    const kept = (await (await fetch(`${base}/api/features/${id}`)).json()) as { votes: number };
    expect(kept.votes).toBe(1);
    process.kill(-(second.child.pid as number), 'SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).not.toContain('Demo owner');
    // Two real server processes, each compiled by tsx at start-up: minutes on a loaded CI machine.
  }, 180_000);

  it('refuses to start with a bad environment, naming the key, exit code 1', async () => {
    const bad = await start({ DATA_DIR: dataDir, PORT: 'abc', PUBLIC_URL: 'ftp://x' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('PUBLIC_URL');
  });
});
