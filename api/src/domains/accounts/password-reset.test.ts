/**
 * Forgot password end to end: the API queues the e-mail, the outbox worker sends it over real
 * SMTP to a local server, and the test follows the link's token like a person would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, openSayso, signUp, useSayso } from '../../../test/helpers';
import { linkToken, recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { FORGOT_PASSWORD_ANSWER } from '../../contract';
import { authTokens, outbox } from '../../db/schema';
import { hashToken } from '../users/auth-tokens';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, MAIL_FROM: 'Sayso Test <noreply@sayso.test>' }));
afterAll(async () => {
  await smtp.close();
});

const login = (email: string, password: string) =>
  new Client(sayso()).post('/api/auth/login', { email, password });

async function requestLink(email: string) {
  const before = smtp.messages.length;
  const res = await new Client(sayso()).post('/api/auth/forgot-password', { email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
  // The reset link, not the verification link sign-up sent to the same address (issue 27).
  const mail = await smtp.waitFor(
    (m) =>
      smtp.messages.indexOf(m) >= before &&
      recipient(m) === email &&
      m.subject === 'Reset your Sayso password',
  );
  return { mail, ...linkToken(mail) };
}

describe('forgot and reset password', () => {
  it('mails a single-use link: the new password works, the old does not, the link works once', async () => {
    const { fields, client: oldSession } = await signUp(sayso());
    const { mail, path, token } = await requestLink(fields.email);
    expect(mail.subject).toBe('Reset your Sayso password');
    expect(mail.from?.value[0]).toEqual({ name: 'Sayso Test', address: 'noreply@sayso.test' });
    expect(path).toBe('/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await sayso().db.select().from(authTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true);

    const reset = await new Client(sayso()).post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass-1',
    });
    expect(reset.status).toBe(200);
    expect((await login(fields.email, 'brand-new-pass-1')).status).toBe(200);
    expect((await login(fields.email, fields.password)).status).toBe(401);
    // Every session from before the reset has ended.
    expect((await oldSession.get('/api/auth/me')).status).toBe(401);

    const again = await new Client(sayso()).post('/api/auth/reset-password', {
      token,
      password: 'another-pass-2',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await login(fields.email, 'brand-new-pass-1')).status).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { fields } = await signUp(sayso());
    const { token } = await requestLink(fields.email);
    const past = new Date(Date.now() - 1000).toISOString();
    await sayso()
      .db.update(authTokens)
      .set({ expiresAt: past })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const res = await new Client(sayso()).post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass-1',
    });
    expect(res.status).toBe(400);
    expect((await login(fields.email, fields.password)).status).toBe(200);
  });

  it('makes an earlier link useless once a newer one is sent', async () => {
    const { fields } = await signUp(sayso());
    const first = await requestLink(fields.email);
    await requestLink(fields.email);
    const res = await new Client(sayso()).post('/api/auth/reset-password', {
      token: first.token,
      password: 'brand-new-pass-1',
    });
    expect(res.status).toBe(400);
  });

  it('answers an unknown address exactly like a known one, and queues nothing', async () => {
    const queued = (await sayso().db.select().from(outbox)).length;
    const res = await new Client(sayso()).post('/api/auth/forgot-password', {
      email: 'nobody-here@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect((await sayso().db.select().from(outbox)).length).toBe(queued);
  });

  it('applies the sign-up password rules and field messages to the new password', async () => {
    const { fields } = await signUp(sayso());
    const { token } = await requestLink(fields.email);
    const res = await new Client(sayso()).post('/api/auth/reset-password', { token, password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Password must be at least 8 characters',
      issues: [{ path: 'password', message: 'Password must be at least 8 characters' }],
    });
    // The refused attempt did not spend the link.
    const ok = await new Client(sayso()).post('/api/auth/reset-password', {
      token,
      password: 'long-enough-1',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses bad input with a JSON error and no 500', async () => {
    const client = new Client(sayso());
    expect((await client.post('/api/auth/forgot-password', { email: 'not-an-email' })).body.message).toBe(
      'Please enter a valid email address',
    );
    for (const body of [
      {},
      { token: 42, password: 'long-enough-1' },
      { token: 'x'.repeat(500), password: 'p' },
    ]) {
      const res = await client.post('/api/auth/reset-password', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('forgot password rate limits', () => {
  it('limits requests per e-mail address (known or not) and per client address', async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const ask = async (email: string) =>
        (await new Client(limited).post('/api/auth/forgot-password', { email })).status;
      const perEmail = [];
      for (let i = 0; i < 4; i++) perEmail.push(await ask('target@example.com'));
      expect(perEmail).toEqual([200, 200, 200, 429]);
      // app.request() calls all come from one client address: 10 an hour.
      const perIp = [];
      for (let i = 0; i < 7; i++) perIp.push(await ask(`other-${i}@example.com`));
      expect(perIp).toEqual([200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
