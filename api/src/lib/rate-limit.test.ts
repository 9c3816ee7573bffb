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
import { users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { RATE_RULES, RateLimiter } from './rate-limit';

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
  expect(res.body.message).toMatch(new RegExp(`^${label}\\. Please try again in \\d+ minutes?\\.$`));
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

describe('RateLimiter windows', () => {
  it('opens again when the window ends, and keys are independent', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(true, () => now);
    const { limit, windowMs } = RATE_RULES.signup;
    for (let i = 0; i < limit; i++) limiter.consume('signup', '1.2.3.4');
    expect(() => limiter.consume('signup', '1.2.3.4')).toThrow(
      'Too many sign-ups. Please try again in 60 minutes.',
    );
    expect(() => limiter.consume('signup', '5.6.7.8')).not.toThrow();
    expect(() => limiter.consume('anonymousVote', '1.2.3.4')).not.toThrow();
    now += windowMs - 60_000;
    expect(() => limiter.check('signup', '1.2.3.4')).toThrow('Please try again in 1 minute.');
    now += 60_000;
    expect(() => limiter.consume('signup', '1.2.3.4')).not.toThrow();
  });
});
