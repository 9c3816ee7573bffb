/**
 * Issue 12's end-to-end proof: two real server processes (A and B) on one real PostgreSQL, each
 * with its own empty DATA_DIR, behind a round-robin proxy. Live counts cross replicas over SSE,
 * 500 concurrent votes count exactly, the read cache never serves another replica's stale data,
 * sessions, login limits and images are shared, each e-mail is sent once, and a replica drains.
 * A second pair, with rate limits on, runs on its own database for the failed-login limit.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Idea } from '../src/contract';
import { TINY_PNG } from './fixtures';
import { HttpSession } from './http-session';
import { type PostgresCluster, startPostgres } from './postgres-cluster';
import { type RoundRobinProxy, startRoundRobin } from './round-robin-proxy';
import { type ServerProcess, signalServer, startServer } from './server-process';
import { recipient, startSmtp, type TestSmtp } from './smtp';
import { openSse, type SseFrame, type SseStream } from './sse-client';

const JWT_SECRET = 'replicas-end-to-end-secret-0123456789abcdef';
const PASSWORD = 'correct-horse-1';

let cluster: PostgresCluster;
let database: pg.Client;
let smtp: TestSmtp;
let a: ServerProcess;
let b: ServerProcess;
let lb: RoundRobinProxy;
let limited: ServerProcess[];
let owner: HttpSession;
let company: { id: number; slug: string };
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

/** One replica: a server process on `url` with its own empty data folder. */
async function replica(url: string, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-replica-'));
  dataDirs.push(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET, ...env });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  [cluster, smtp] = await Promise.all([startPostgres(), startSmtp()]);
  database = new pg.Client({ connectionString: cluster.url });
  await database.connect();
  await database.query('create database limited');
  const limitedUrl = cluster.url.replace(/\/sayso$/, '/limited');
  const shared = { RATE_LIMITS: 'off', SMTP_URL: smtp.url };
  [a, b, ...limited] = await Promise.all([
    replica(cluster.url, { ...shared, SEED_DEMO: 'true' }),
    replica(cluster.url, { ...shared, SEED_DEMO: 'false' }),
    replica(limitedUrl, { RATE_LIMITS: 'on' }),
    replica(limitedUrl, { RATE_LIMITS: 'on' }),
  ]);
  lb = await startRoundRobin([a.baseUrl, b.baseUrl]);
  // The demo seeded by A, its owner signed in through the balancer.
  const [, email, password] = /Demo owner: (\S+) \/ (\S+)/.exec(a.output()) ?? [];
  owner = new HttpSession();
  expect((await owner.post(lb.url, '/api/auth/login', { email, password })).status).toBe(200);
  company = (await owner.get(lb.url, '/api/companies/demo')).body;
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) signalServer(server, 'SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await lb?.close();
  await smtp?.close();
  await database?.end();
  await cluster?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 30_000);

let ideas = 0;
/** A new idea on the demo board, by its owner. */
async function newIdea(): Promise<Idea> {
  ideas += 1;
  const res = await owner.post(lb.url, '/api/features', {
    companyId: company.id,
    title: `Replica idea number ${ideas}`,
    description: 'Made to watch what two replicas do with it.',
    category: 'new_features',
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A new account, signed in (sign-ups spread over the replicas through the balancer). */
async function newUser(name: string): Promise<{ session: HttpSession; email: string }> {
  const session = new HttpSession();
  const email = `${name}@example.com`;
  const res = await session.post(lb.url, '/api/auth/signup', {
    name,
    email,
    username: name,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return { session, email };
}

/** The stream, once its first frame (the retry hint) says it is subscribed. */
async function subscribed(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const stream = await openSse(`${url}/api/companies/demo/events`, headers);
  expect(stream.status).toBe(200);
  await stream.next((frame) => frame.retry !== undefined);
  return stream;
}

const data = (frame: SseFrame) => JSON.parse(frame.data ?? '{}');
const about = (idea: Idea) => (frame: SseFrame) =>
  (frame.event === 'vote' || frame.event === 'comment') && data(frame).featureId === idea.id;
const wire = ({ id, event, data }: SseFrame) => ({ id, event, data });

async function boardIdea(base: string, idea: Idea): Promise<Idea | undefined> {
  const res = await new HttpSession().get(base, '/api/companies/demo/features?limit=500');
  expect(res.status).toBe(200);
  return (res.body as Idea[]).find(({ id }) => id === idea.id);
}

async function count(text: string, values: unknown[]): Promise<number> {
  const { rows } = await database.query<{ n: string }>(text, values);
  return Number(rows[0]?.n);
}

/** Polls `check` until it holds, or fails after `ms`. */
async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('live counts across replicas', () => {
  it('delivers a vote and a comment made on A to a stream on B within 1 s; A resumes what B sent', async () => {
    const idea = await newIdea();
    const onB = await subscribed(b.baseUrl);
    let started = performance.now();
    expect((await new HttpSession().post(a.baseUrl, `/api/features/${idea.id}/anonymous-vote`)).status).toBe(
      200,
    );
    const vote = await onB.next(about(idea), 1000);
    const voteMs = performance.now() - started;
    started = performance.now();
    const comment = { content: 'Seen on the other replica.' };
    expect((await owner.post(a.baseUrl, `/api/features/${idea.id}/comments`, comment)).status).toBe(201);
    const commented = await onB.next((frame) => frame.event === 'comment' && about(idea)(frame), 1000);
    const commentMs = performance.now() - started;
    console.log(
      `A → B over PostgreSQL: vote in ${voteMs.toFixed(0)} ms, comment in ${commentMs.toFixed(0)} ms`,
    );
    expect([vote.event, data(vote)]).toEqual(['vote', { featureId: idea.id, votes: 1 }]);
    expect([commented.event, data(commented)]).toEqual(['comment', { featureId: idea.id, comments: 1 }]);
    expect(voteMs).toBeLessThan(1000);
    expect(commentMs).toBeLessThan(1000);

    // The tab on B drops; while it is away a vote lands on B and a comment on A, which a second
    // tab on B sees. Reconnecting to A with B's last id replays exactly those, with B's ids.
    onB.close();
    const witness = await subscribed(b.baseUrl);
    expect((await new HttpSession().post(b.baseUrl, `/api/features/${idea.id}/anonymous-vote`)).status).toBe(
      200,
    );
    expect((await owner.post(a.baseUrl, `/api/features/${idea.id}/comments`, comment)).status).toBe(201);
    await witness.next((frame) => about(idea)(frame) && data(frame).comments === 2, 1000);
    const resumed = await subscribed(a.baseUrl, { 'Last-Event-ID': commented.id ?? '' });
    await resumed.next((frame) => about(idea)(frame) && data(frame).comments === 2, 1000);
    const seen = witness.frames.filter(about(idea)).map(wire);
    expect(seen.map(data)).toEqual([
      { featureId: idea.id, votes: 2 },
      { featureId: idea.id, comments: 2 },
    ]);
    expect(resumed.frames.filter(about(idea)).map(wire)).toEqual(seen);
    expect(Number(seen[0]?.id)).toBeGreaterThan(Number(commented.id));
    witness.close();
    resumed.close();
  });
});

describe('votes across replicas', () => {
  const VOTES = 500;

  it(`counts ${VOTES} concurrent anonymous votes through the balancer exactly, on both replicas and over SSE`, async () => {
    const idea = await newIdea();
    const watcher = await subscribed(lb.url);
    const hitsBefore = [...lb.hits];
    const answers = await Promise.all(
      Array.from({ length: VOTES }, async () => {
        const res = await fetch(`${lb.url}/api/features/${idea.id}/anonymous-vote`, { method: 'POST' });
        const cookie = res.headers.getSetCookie().find((line) => line.startsWith('sayso_visitor='));
        return { status: res.status, votes: ((await res.json()) as { votes: number }).votes, cookie };
      }),
    );
    expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    expect(new Set(answers.map(({ cookie }) => cookie?.split(';')[0])).size).toBe(VOTES);
    // Each vote's transaction saw every earlier one: the answers are 1 … 500, each once.
    expect(answers.map(({ votes }) => votes).sort((x, y) => x - y)).toEqual(
      Array.from({ length: VOTES }, (_, i) => i + 1),
    );
    expect(lb.hits.map((hits, i) => hits - (hitsBefore[i] ?? 0))).toEqual([VOTES / 2, VOTES / 2]);

    expect((await boardIdea(a.baseUrl, idea))?.votes).toBe(VOTES);
    expect((await boardIdea(b.baseUrl, idea))?.votes).toBe(VOTES);
    expect(await count('select votes as n from features where id = $1', [idea.id])).toBe(VOTES);
    expect(await count('select count(*) as n from votes where feature_id = $1', [idea.id])).toBe(VOTES);

    // The watcher's count only rises, whichever replica took each vote, and ends exact: a vote on
    // another idea, published after every one of these, arrives after all of them.
    const after = await newIdea();
    expect((await new HttpSession().post(lb.url, `/api/features/${after.id}/anonymous-vote`)).status).toBe(
      200,
    );
    await watcher.next(about(after), 5000);
    const counts = watcher.frames.filter(about(idea)).map((frame) => data(frame).votes as number);
    expect(counts.filter((votes, i) => i > 0 && votes <= (counts[i - 1] ?? 0))).toEqual([]);
    expect(counts.at(-1)).toBe(VOTES);
    watcher.close();
  }, 60_000);

  it('counts one user racing 20 votes across both replicas once', async () => {
    const idea = await newIdea();
    const { session } = await newUser('racer');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => session.post(lb.url, `/api/features/${idea.id}/vote`)),
    );
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await count('select count(*) as n from votes where feature_id = $1', [idea.id])).toBe(1);
    expect((await boardIdea(a.baseUrl, idea))?.votes).toBe(1);
    expect((await boardIdea(b.baseUrl, idea))?.votes).toBe(1);
  });
});

describe('read cache across replicas', () => {
  it("shows an idea changed or deleted through A on B's very next board read", async () => {
    const idea = await newIdea();
    // Twice: the second read on B comes from its cache.
    expect((await boardIdea(b.baseUrl, idea))?.title).toBe(idea.title);
    expect((await boardIdea(b.baseUrl, idea))?.title).toBe(idea.title);

    const renamed = { title: 'Renamed through replica A', status: 'planned' };
    expect((await owner.patch(a.baseUrl, `/api/features/${idea.id}`, renamed)).status).toBe(200);
    expect(await boardIdea(b.baseUrl, idea)).toMatchObject(renamed);
    expect((await owner.patch(a.baseUrl, `/api/features/${idea.id}`, { status: 'completed' })).status).toBe(
      200,
    );
    expect((await boardIdea(b.baseUrl, idea))?.status).toBe('completed');

    expect((await owner.delete(a.baseUrl, `/api/features/${idea.id}`)).status).toBe(200);
    expect(await boardIdea(b.baseUrl, idea)).toBeUndefined();
  });

  it("shows the company profile changed through A on B's very next read", async () => {
    const read = async () => (await new HttpSession().get(b.baseUrl, '/api/companies/demo')).body;
    await read();
    const before = await read();
    const description = `Changed on A at ${Date.now()}`;
    expect((await owner.patch(a.baseUrl, `/api/companies/${company.id}`, { description })).status).toBe(200);
    expect(await read()).toEqual({ ...before, description });
  });
});

describe('shared state', () => {
  it('accepts a session made on A on B, and a logout on B ends it on A', async () => {
    const { email } = await newUser('traveller');
    const session = new HttpSession();
    expect((await session.post(a.baseUrl, '/api/auth/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
    const me = await session.get(b.baseUrl, '/api/auth/me');
    expect([me.status, me.body.user.email]).toEqual([200, email]);
    const copy = new Map(session.cookies);
    expect((await session.post(b.baseUrl, '/api/auth/logout')).status).toBe(200);
    const stale = new HttpSession();
    for (const [name, value] of copy) stale.cookies.set(name, value);
    expect((await stale.get(a.baseUrl, '/api/auth/me')).status).toBe(401);
  });

  it('shares the failed-login limit: 10 failures spread over both, then the 11th is refused on either', async () => {
    const [first, second] = limited as [ServerProcess, ServerProcess];
    const email = 'limited@example.com';
    const signup = { name: 'Limited', email, username: 'limited', password: PASSWORD };
    expect((await new HttpSession().post(first.baseUrl, '/api/auth/signup', signup)).status).toBe(201);
    const wrong = { email, password: 'wrong-password' };
    for (let i = 0; i < 10; i++) {
      const res = await new HttpSession().post((i % 2 ? second : first).baseUrl, '/api/auth/login', wrong);
      expect(res.status).toBe(401);
    }
    for (const replica of [first, second]) {
      const res = await new HttpSession().post(replica.baseUrl, '/api/auth/login', wrong);
      expect([res.status, res.body.message]).toEqual([
        429,
        expect.stringContaining('Too many failed logins'),
      ]);
    }
    const right = await new HttpSession().post(second.baseUrl, '/api/auth/login', {
      email,
      password: PASSWORD,
    });
    expect(right.status).toBe(429);
  }, 60_000);

  it('serves an image uploaded on A from B', async () => {
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'logo.png', { type: 'image/png' }));
    form.set('type', 'logo');
    form.set('companySlug', company.slug);
    const uploaded = await owner.post(a.baseUrl, '/api/upload', form);
    expect(uploaded.status).toBe(200);
    const res = await fetch(`${b.baseUrl}${uploaded.body.imageUrl}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    // Nothing went through the disk: every replica's data folder is still empty.
    expect(dataDirs.flatMap((dir) => readdirSync(dir))).toEqual([]);
  });
});

describe('outbox across replicas', () => {
  const RESETS = 24;

  it(`sends each of ${RESETS} reset e-mails requested across both replicas exactly once`, async () => {
    // Accounts made in the database: the outbox is what is tested here, not sign-up's hashing.
    const { rows } = await database.query<{ email: string }>(
      `insert into users (name, email, username, password_hash, created_at)
       select 'Reset ' || i, 'reset-' || i || '@example.com', 'reset-' || i, 'not-a-password-hash', $2
       from generate_series(1, $1::int) as i returning email`,
      [RESETS, new Date().toISOString()],
    );
    const emails = rows.map(({ email }) => email);
    const sentBefore = smtp.messages.length;
    const answers = await Promise.all(
      emails.map((email) => new HttpSession().post(lb.url, '/api/auth/forgot-password', { email })),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array<number>(RESETS).fill(200));

    // Every row is sent only after its message was accepted, so then every message is here.
    const unsent = () => count("select count(*) as n from outbox where status <> 'sent'", []);
    await until(async () => (await unsent()) === 0, 'every outbox row sent', 20_000);
    const received = smtp.messages.slice(sentBefore);
    expect(received.map(recipient).sort()).toEqual([...emails].sort());
    expect(received.every(({ subject }) => subject === 'Reset your Sayso password')).toBe(true);
    // Reset e-mails only: the sign-ups of the tests above queued their verification links too.
    const resets = "select count(*) as n from outbox where subject = 'Reset your Sayso password'";
    expect(await count(resets, [])).toBe(RESETS);
  });
});

describe('draining', () => {
  it('takes A out of readiness on SIGTERM while B keeps serving, and A exits 0', async () => {
    signalServer(a, 'SIGTERM');
    const ready = async (base: string) => {
      try {
        return (await fetch(`${base}/api/ready`)).status;
      } catch {
        return 'gone';
      }
    };
    await until(async () => [503, 'gone'].includes(await ready(a.baseUrl)), 'A to stop being ready', 5000);
    expect(await ready(b.baseUrl)).toBe(200);
    expect((await new HttpSession().get(b.baseUrl, '/api/companies/demo/features')).status).toBe(200);
    expect(await a.exited).toBe(0);
    expect(await ready(b.baseUrl)).toBe(200);
  });
});
