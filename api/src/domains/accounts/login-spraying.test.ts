/**
 * Password spraying (issue 23, OWASP ASVS 2.2.1): besides the per account-and-address limit,
 * one address trying many e-mails and one account tried from many addresses are stopped. The
 * lockout reads the same for an unknown e-mail, and the reset link is the owner's way back in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, openSayso, PASSWORD, useSayso } from '../../../test/helpers';
import { linkToken, recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { users } from '../../db/schema';
import { RATE_RULES } from '../../lib/rate-limit';
import { hashPassword } from '../users/passwords';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ RATE_LIMITS: 'on', TRUST_PROXY: '1', SMTP_URL: smtp.url }));
beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  for (const name of ['erin', 'frank', 'grace'])
    await sayso()
      .db.insert(users)
      .values({ name, email: `${name}@example.com`, username: name, passwordHash });
});
afterAll(async () => {
  await smtp.close();
});

// Each login runs a real argon2 check: seconds apiece on CPUs shared with other work.
const ARGON2_TIMEOUT = 240_000;

/** A login as it arrives through one trusted reverse proxy from `ip`. */
const login = (email: string, password: string, ip: string) =>
  new Client(sayso()).post('/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': ip } });

/** Wrong passwords for `email`, one from each of `count` addresses under `prefix`. */
async function failFromManyAddresses(email: string, prefix: string, count: number) {
  for (let i = 0; i < count; i++)
    expect((await login(email, 'wrong-password', `${prefix}.${i + 1}`)).status).toBe(401);
}

const LOCKOUT = /^Too many failed logins\. Please try again in \d+ minutes? or reset your password\.$/;
/** The lockout text with its minute count taken out, to compare two answers word for word. */
const words = (message: string) => message.replace(/\d+/, 'N');

describe('password spraying', () => {
  it(
    'stops one address trying many e-mails, and only that address',
    async () => {
      const { limit } = RATE_RULES.failedLoginAddress;
      for (let i = 0; i < limit; i++)
        expect((await login(`sprayed-${i}@example.com`, 'wrong-password', '203.0.113.50')).status).toBe(401);
      const refused = await login('another-one@example.com', 'wrong-password', '203.0.113.50');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(LOCKOUT);
      // Even the right password is not checked from that address now.
      expect((await login('erin@example.com', PASSWORD, '203.0.113.50')).status).toBe(429);
      expect((await login('erin@example.com', PASSWORD, '203.0.113.51')).status).toBe(200);
    },
    ARGON2_TIMEOUT,
  );

  it(
    'stops one account tried from many addresses, with the same words for an unknown e-mail',
    async () => {
      const { limit } = RATE_RULES.failedLoginAccount;
      await failFromManyAddresses('frank@example.com', '198.51.100', limit);
      const known = await login('frank@example.com', PASSWORD, '192.0.2.1');
      expect(known.status).toBe(429);
      expect(known.body.message).toMatch(LOCKOUT);

      await failFromManyAddresses('nobody-here@example.com', '198.51.101', limit);
      const unknown = await login('nobody-here@example.com', PASSWORD, '192.0.2.2');
      expect(unknown.status).toBe(429);
      expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
      expect(words(unknown.body.message)).toBe(words(known.body.message));
    },
    ARGON2_TIMEOUT,
  );

  it(
    'keeps the reset link working while the account is locked, and a reset lifts the lock',
    async () => {
      const { limit } = RATE_RULES.failedLoginAccount;
      await failFromManyAddresses('grace@example.com', '198.51.102', limit);
      expect((await login('grace@example.com', PASSWORD, '192.0.2.3')).status).toBe(429);

      const asked = await new Client(sayso()).post(
        '/api/auth/forgot-password',
        { email: 'grace@example.com' },
        { headers: { 'x-forwarded-for': '192.0.2.3' } },
      );
      expect(asked.status).toBe(200);
      const mail = await smtp.waitFor((m) => recipient(m) === 'grace@example.com');
      const reset = await new Client(sayso()).post(
        '/api/auth/reset-password',
        { token: linkToken(mail).token, password: 'a-brand-new-pass' },
        { headers: { 'x-forwarded-for': '192.0.2.3' } },
      );
      expect(reset.status).toBe(200);
      // The lock is lifted for the owner, from the address that was refused before.
      expect((await login('grace@example.com', 'a-brand-new-pass', '192.0.2.3')).status).toBe(200);
    },
    ARGON2_TIMEOUT,
  );
});
