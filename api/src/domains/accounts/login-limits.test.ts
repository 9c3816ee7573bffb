/**
 * Failed-login limits (issue 10 item 2): counted before the password is hashed, so a parallel
 * burst is limited too; per account and client address, the address read as TRUST_PROXY says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, openSayso, PASSWORD, useSayso } from '../../../test/helpers';
import { users } from '../../db/schema';
import { RATE_RULES } from '../../lib/rate-limit';
import { hashPassword } from '../users/passwords';

const sayso = useSayso(() => openSayso({ RATE_LIMITS: 'on', TRUST_PROXY: '1' }));
beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  for (const name of ['alice', 'bob', 'carol', 'dave'])
    await sayso()
      .db.insert(users)
      .values({ name, email: `${name}@example.com`, username: name, passwordHash });
});

const { limit } = RATE_RULES.failedLogin;
// Each login runs a real argon2 check: seconds apiece on CPUs shared with other work.
const ARGON2_TIMEOUT = 120_000;

/** A login as it arrives through one trusted reverse proxy from `ip`. */
const login = (email: string, password: string, ip: string) =>
  new Client(sayso()).post('/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': ip } });

describe('failed logins', () => {
  it(
    'limits a parallel burst: only the first attempts are checked, the rest get 429',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 * limit }, () => login('alice@example.com', 'wrong-password', '203.0.113.1')),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2 * limit);
      expect((await login('alice@example.com', PASSWORD, '203.0.113.1')).status).toBe(429);
    },
    ARGON2_TIMEOUT,
  );

  it(
    'locks one account from one address only: other addresses and other accounts still sign in',
    async () => {
      for (let i = 0; i < limit; i++) await login('bob@example.com', 'wrong-password', '203.0.113.2');
      expect((await login('bob@example.com', PASSWORD, '203.0.113.2')).status).toBe(429);
      expect((await login('bob@example.com', PASSWORD, '198.51.100.7')).status).toBe(200);
      expect((await login('carol@example.com', PASSWORD, '203.0.113.2')).status).toBe(200);
    },
    ARGON2_TIMEOUT,
  );

  it(
    'gives a successful login its count back, so only failures add up',
    async () => {
      for (let i = 0; i <= limit; i++)
        expect((await login('dave@example.com', PASSWORD, '203.0.113.3')).status).toBe(200);
      // Had the successes counted, this would be over the limit.
      expect((await login('dave@example.com', 'wrong-password', '203.0.113.3')).status).toBe(401);
    },
    ARGON2_TIMEOUT,
  );
});
