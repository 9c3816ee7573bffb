/**
 * A verified e-mail on accounts (issue 27) end to end: sign-up mails a link over real SMTP, the
 * test follows its token like a person would, and every other link that reaches the address
 * (password reset, e-mail change) verifies it too. Team invitations: team.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, openSayso, PASSWORD, signUp, userRow, useSayso } from '../../../test/helpers';
import { linkToken, recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { authTokens } from '../../db/schema';
import { RATE_RULES } from '../../lib/rate-limit';
import { hashToken } from '../users/auth-tokens';
import { INVALID_LINK } from './password-reset';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, RATE_LIMITS: 'on' }));
afterAll(async () => {
  await smtp.close();
});

/** The link of the next e-mail to `email` with `subject`, after the first `after` messages. */
async function linkTo(email: string, subject: string, after: number) {
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= after && recipient(m) === email && m.subject === subject,
  );
  return linkToken(mail);
}

const VERIFY = 'Verify your Sayso email';
const verify = (token: string) => new Client(sayso()).post('/api/auth/verify-email', { token });
const verified = async (client: Client) => (await client.get('/api/auth/me')).body.user.emailVerified;

describe('verifying the e-mail', () => {
  it('mails a link at sign-up; following it once verifies the account, a second time is refused', async () => {
    const before = smtp.messages.length;
    const { client, user, fields } = await signUp(sayso());
    expect(user.emailVerified).toBe(false);
    const { path, token } = await linkTo(fields.email, VERIFY, before);
    expect(path).toBe('/verify-email');
    // Only the hash is stored, as for every e-mailed link.
    const [stored] = await sayso().db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(hashToken(token));

    // The token is the proof: it works in a browser that is not signed in.
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: fields.email, emailVerified: true });
    expect(await verified(client)).toBe(true);
    const at = (await userRow(sayso(), user.id))?.emailVerifiedAt;
    expect(at).toEqual(expect.any(String));

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_LINK);
    expect((await userRow(sayso(), user.id))?.emailVerifiedAt).toBe(at);
  });

  it('refuses an expired, made-up or empty token and changes nothing', async () => {
    const before = smtp.messages.length;
    const { client, fields } = await signUp(sayso());
    const { token } = await linkTo(fields.email, VERIFY, before);
    await sayso()
      .db.update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    for (const bad of [token, 'made-up-token']) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID_LINK);
    }
    const empty = await verify('');
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: 'token', message: 'This link is invalid or has expired' }]);
    expect(await verified(client)).toBe(false);
  });

  it('resends the link to a signed-in account (204); the older link stops working', async () => {
    expect((await new Client(sayso()).post('/api/auth/verify-email/resend')).status).toBe(401);
    const before = smtp.messages.length;
    const { client, fields } = await signUp(sayso());
    const first = await linkTo(fields.email, VERIFY, before);
    const between = smtp.messages.length;
    const res = await client.post('/api/auth/verify-email/resend');
    expect(res.status).toBe(204);
    const second = await linkTo(fields.email, VERIFY, between);
    expect(second.token).not.toBe(first.token);
    expect((await verify(first.token)).status).toBe(400);
    expect(await verified(client)).toBe(false);
    expect((await verify(second.token)).status).toBe(200);
    expect(await verified(client)).toBe(true);
  });

  it('sends nothing to a verified address, and limits resends per account', async () => {
    const before = smtp.messages.length;
    const { client, fields } = await signUp(sayso());
    expect((await verify((await linkTo(fields.email, VERIFY, before)).token)).status).toBe(200);
    const count = async () =>
      (await sayso().db.select().from(authTokens).where(eq(authTokens.kind, 'email_verify'))).length;
    const tokens = await count();
    expect((await client.post('/api/auth/verify-email/resend')).status).toBe(204);
    expect(await count()).toBe(tokens);

    for (let i = 1; i < RATE_RULES.verifyEmail.limit; i++)
      expect((await client.post('/api/auth/verify-email/resend')).status).toBe(204);
    const refused = await client.post('/api/auth/verify-email/resend');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many verification e-mails/);
  });
});

describe('other links that reach the address', () => {
  it('a password reset verifies the address its link went to', async () => {
    const { client, fields } = await signUp(sayso());
    const before = smtp.messages.length;
    await new Client(sayso()).post('/api/auth/forgot-password', { email: fields.email });
    const { token } = await linkTo(fields.email, 'Reset your Sayso password', before);
    const reset = await new Client(sayso()).post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass-1',
    });
    expect(reset.status).toBe(200);
    const login = await client.post('/api/auth/login', { email: fields.email, password: 'brand-new-pass-1' });
    expect(login.body.user.emailVerified).toBe(true);
  });

  it('an e-mail change verifies the new address; a link sent to the old one then verifies nothing', async () => {
    const before = smtp.messages.length;
    const { client, user, fields } = await signUp(sayso());
    const oldLink = await linkTo(fields.email, VERIFY, before);
    const newEmail = `moved-${user.username}@example.com`;
    expect((await client.post('/api/account/email', { email: newEmail, password: PASSWORD })).status).toBe(
      202,
    );
    const change = await linkTo(newEmail, 'Confirm your new Sayso email', before);
    const confirmed = await new Client(sayso()).post('/api/account/email/confirm', { token: change.token });
    expect(confirmed.body.user).toMatchObject({ email: newEmail, emailVerified: true });

    // The old address's link proves nothing about the new one: refused, the account unchanged.
    const stale = await verify(oldLink.token);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(INVALID_LINK);
    expect((await userRow(sayso(), user.id))?.email).toBe(newEmail);
  });
});
