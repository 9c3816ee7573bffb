import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  ideaBody,
  openSayso,
  ownerWithCompany,
  PASSWORD,
  submitIdea,
  type TestSayso,
  uniqueUser,
} from '../../test/helpers';
import { testDatabase } from '../../test/test-database';
import { type Engine, openEngine } from '../db/engine';
import { rateLimits, users } from '../db/schema';
import { hashPassword } from '../domains/users/passwords';
import { loadConfig } from '../env';
import { createSayso } from '../server';
import { RATE_RULES, RateLimiter, SWEEP_EVERY } from './rate-limit';

type Harness = TestSayso & { close: () => void };
let limited: Harness;
let unlimited: Harness;
beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    openSayso({ RATE_LIMITS: 'on' }),
    openSayso({ RATE_LIMITS: 'off' }),
  ]);
});
afterAll(() => {
  limited.close();
  unlimited.close();
});

const LOGIN = { email: 'limits@example.com', password: PASSWORD };
async function withLoginUser(sayso: TestSayso) {
  const passwordHash = await hashPassword(PASSWORD);
  await sayso.db
    .insert(users)
    .values({ name: 'Limits', email: LOGIN.email, username: 'limits', passwordHash });
}

function expect429(res: { status: number; body: { message: string } }, label: string) {
  expect(res.status).toBe(429);
  // Failed logins add the way out that needs no wait: 'or reset your password'.
  expect(res.body.message).toMatch(
    new RegExp(`^${label}\\. Please try again in \\d+ minutes?( or [a-z ]+)?\\.$`),
  );
}

describe('rate limits (RATE_LIMITS on)', () => {
  it('limits anonymous submissions per IP', async () => {
    const { company } = await ownerWithCompany(limited);
    const visitor = new Client(limited);
    const { limit } = RATE_RULES.anonymousSubmission;
    for (let i = 0; i < limit; i++) await submitIdea(visitor, company.id, {}, true);
    const res = await visitor.post('/api/features/anonymous', ideaBody(company.id));
    expect429(res, 'Too many anonymous ideas');
    expect(res.body.message).toContain('60 minutes');
    // A fresh browser from the same address is limited too: the limit is per IP.
    expect((await new Client(limited).post('/api/features/anonymous', ideaBody(company.id))).status).toBe(
      429,
    );
    const stats = await visitor.get(`/api/companies/${company.slug}/stats`);
    expect(stats.body.totalIdeas).toBe(limit);
  });

  it('limits anonymous votes per IP, counting nothing once refused', async () => {
    const { client, company } = await ownerWithCompany(limited);
    const idea = await submitIdea(client, company.id);
    const { limit } = RATE_RULES.anonymousVote;
    for (let i = 0; i < limit; i++) {
      // Each fresh client is another browser: a new visitor id, a real vote.
      expect((await new Client(limited).post(`/api/features/${idea.id}/anonymous-vote`)).status).toBe(200);
    }
    const res = await new Client(limited).post(`/api/features/${idea.id}/anonymous-vote`);
    expect429(res, 'Too many anonymous votes');
    expect(res.setCookies).toEqual([]);
    expect((await client.get(`/api/features/${idea.id}`)).body.votes).toBe(limit);
    // Signed-in votes are not limited per IP.
    expect((await client.post(`/api/features/${idea.id}/vote`)).status).toBe(200);
  });

  it('limits sign-ups per IP (every attempt counts), before any account is made', async () => {
    const client = new Client(limited);
    for (let i = 0; i < RATE_RULES.signup.limit; i++) {
      expect((await client.post('/api/auth/signup', uniqueUser({ password: 'short' }))).status).toBe(400);
    }
    const res = await client.post('/api/auth/signup', uniqueUser());
    expect429(res, 'Too many sign-ups');
    expect(client.cookies.size).toBe(0);
  });

  it('limits failed logins per account and IP, then refuses even the right password until the window ends', async () => {
    await withLoginUser(limited);
    const client = new Client(limited);
    expect((await client.post('/api/auth/login', LOGIN)).status).toBe(200); // successes do not count
    for (let i = 0; i < RATE_RULES.failedLogin.limit; i++) {
      expect((await client.post('/api/auth/login', { ...LOGIN, password: 'wrong-password' })).status).toBe(
        401,
      );
    }
    expect429(
      await client.post('/api/auth/login', { ...LOGIN, password: 'wrong-password' }),
      'Too many failed logins',
    );
    expect429(await client.post('/api/auth/login', LOGIN), 'Too many failed logins');
  }, 120_000); // real argon2 checks, seconds apiece on busy shared CPUs
});

describe('RATE_LIMITS=off', () => {
  it('disables every limit', async () => {
    const { client, company } = await ownerWithCompany(unlimited);
    const visitor = new Client(unlimited);
    for (let i = 0; i <= RATE_RULES.anonymousSubmission.limit; i++)
      await submitIdea(visitor, company.id, {}, true);
    const idea = await submitIdea(client, company.id);
    for (let i = 0; i <= RATE_RULES.anonymousVote.limit; i++) {
      expect((await new Client(unlimited).post(`/api/features/${idea.id}/anonymous-vote`)).status).toBe(200);
    }
    for (let i = 0; i <= RATE_RULES.signup.limit; i++) {
      expect((await visitor.post('/api/auth/signup', uniqueUser({ password: 'short' }))).status).toBe(400);
    }
    await withLoginUser(unlimited);
    for (let i = 0; i <= RATE_RULES.failedLogin.limit; i++) {
      expect((await visitor.post('/api/auth/login', { ...LOGIN, password: 'wrong-password' })).status).toBe(
        401,
      );
    }
    expect((await visitor.post('/api/auth/login', LOGIN)).status).toBe(200);
  }, 120_000);
});

describe('RateLimiter on a database file', () => {
  let dataDir: string;
  let engine: Engine;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-limits-'));
    engine = await openEngine({ dataDir, database: undefined });
  });
  afterAll(async () => {
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const rows = () => engine.db.select().from(rateLimits);
  const row = async (key: string) => (await rows()).find((r) => r.key === key);

  it('opens again when the window ends, and keys are independent', async () => {
    let now = Date.parse('2030-01-01T00:00:00.000Z');
    const limiter = new RateLimiter(engine.db, true, () => now);
    const { limit, windowMs } = RATE_RULES.signup;
    for (let i = 0; i < limit; i++) await limiter.consume('signup', '1.2.3.4');
    await expect(limiter.consume('signup', '1.2.3.4')).rejects.toThrow(
      'Too many sign-ups. Please try again in 60 minutes.',
    );
    await expect(limiter.consume('signup', '5.6.7.8')).resolves.toBeUndefined();
    await expect(limiter.consume('anonymousVote', '1.2.3.4')).resolves.toBeUndefined();
    now += windowMs - 60_000;
    await expect(limiter.consume('signup', '1.2.3.4')).rejects.toThrow('Please try again in 1 minute.');
    now += 60_000;
    await expect(limiter.consume('signup', '1.2.3.4')).resolves.toBeUndefined();
    // A new window: counting starts again at 1, ending a full window from now.
    expect(await row('signup:1.2.3.4')).toEqual({
      key: 'signup:1.2.3.4',
      count: 1,
      resetAt: new Date(now + windowMs).toISOString(),
    });
  });

  it('lets exactly the limit through a parallel burst', async () => {
    const limiter = new RateLimiter(engine.db, true);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => limiter.consume('failedLogin', 'burst@example.com 1.2.3.4')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(RATE_RULES.failedLogin.limit);
  });

  it('gives back a counted attempt, never below zero and never into a new window', async () => {
    let now = Date.parse('2030-02-01T00:00:00.000Z');
    const limiter = new RateLimiter(engine.db, true, () => now);
    await limiter.consume('failedLogin', 'release');
    await limiter.consume('failedLogin', 'release');
    await limiter.release('failedLogin', 'release');
    expect((await row('failedLogin:release'))?.count).toBe(1);
    await limiter.release('failedLogin', 'release');
    await limiter.release('failedLogin', 'release');
    expect((await row('failedLogin:release'))?.count).toBe(0);
    await limiter.release('failedLogin', 'never-counted');
    expect(await row('failedLogin:never-counted')).toBeUndefined();
    // Counted in an old window: releasing later leaves the expired row alone.
    await limiter.consume('failedLogin', 'release');
    now += RATE_RULES.failedLogin.windowMs;
    await limiter.release('failedLogin', 'release');
    expect((await row('failedLogin:release'))?.count).toBe(1);
  });

  it('keeps the table small under a flood of distinct addresses', async () => {
    await engine.db.delete(rateLimits);
    let now = Date.parse('2030-03-01T00:00:00.000Z');
    const limiter = new RateLimiter(engine.db, true, () => now);
    const { windowMs } = RATE_RULES.anonymousVote;
    for (let i = 0; i < 3 * SWEEP_EVERY; i++) {
      // A new address per attempt; the clock passes a whole window every 100 attempts.
      if (i % 100 === 0) now += windowMs;
      await limiter.consume('anonymousVote', `10.0.${Math.floor(i / 256)}.${i % 256}`);
    }
    const left = (await rows()).length;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(SWEEP_EVERY);
  });

  it('writes nothing when rate limits are off', async () => {
    await engine.db.delete(rateLimits);
    const limiter = new RateLimiter(engine.db, false);
    for (let i = 0; i <= RATE_RULES.signup.limit; i++) await limiter.consume('signup', 'off');
    await limiter.release('signup', 'off');
    expect(await rows()).toEqual([]);
  });
});

describe('two app instances on one database (replicas)', () => {
  it('share the failed-login limit: 10 failures across both, then the 11th is refused on either', async () => {
    const first = await openSayso({ RATE_LIMITS: 'on' });
    const second = await createSayso(
      loadConfig({
        DATA_DIR: first.dataDir,
        SEED_DEMO: 'false',
        RATE_LIMITS: 'on',
        ...(await testDatabase(first.dataDir)).env,
      }),
      () => {},
    );
    try {
      await withLoginUser(first);
      const wrong = { ...LOGIN, password: 'wrong-password' };
      const clients = [new Client(first), new Client(second)];
      for (let i = 0; i < RATE_RULES.failedLogin.limit; i++) {
        expect((await clients[i % 2]!.post('/api/auth/login', wrong)).status).toBe(401);
      }
      expect429(await clients[0]!.post('/api/auth/login', wrong), 'Too many failed logins');
      expect429(await clients[1]!.post('/api/auth/login', wrong), 'Too many failed logins');
      expect429(await clients[1]!.post('/api/auth/login', LOGIN), 'Too many failed logins');
    } finally {
      await second.stop();
      await second.engine.close();
      await first.close();
    }
  }, 120_000);
});
