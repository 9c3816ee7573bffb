/**
 * Subscribing to a company's changelog by e-mail, through the real router, outbox and an SMTP
 * server: double opt-in (the same answer whatever the address's state), confirm, one-click
 * unsubscribe (idempotent), refused links, and the rate limit (on in this file).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, openSayso, ownerWithCompany, useSayso } from '../../../test/helpers';
import { outboxSettled } from '../../../test/notify-helpers';
import { recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { CHANGELOG_ANNOUNCE_MESSAGES } from '../../contract';
import { changelogSubscribers } from '../../db/schema';
import { SUBSCRIPTION_CONFIRM_TTL_MS } from './subscriptions';

const PUBLIC_URL = 'https://feedback.example.com';
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, PUBLIC_URL, RATE_LIMITS: 'on' }));
afterAll(async () => {
  await smtp.close();
});

const visitor = () => new Client(sayso());
const subscribe = (slug: string, email: string) =>
  visitor().post(`/api/companies/${slug}/changelog/subscribe`, { email });
const confirmations = (email: string) =>
  smtp.messages.filter(
    (mail) => recipient(mail) === email && mail.subject?.startsWith('Confirm your subscription'),
  );
const tokenIn = (text: string) => /\/changelog\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? '';

async function row(email: string) {
  return (
    await sayso().db.select().from(changelogSubscribers).where(eq(changelogSubscribers.email, email))
  )[0];
}

describe('changelog subscriptions', () => {
  it('confirm by the e-mailed link; asking again once confirmed sends nothing, and answers the same', async () => {
    const { company } = await ownerWithCompany(sayso());
    const email = 'Reader@Example.com';
    const asked = await subscribe(company.slug, email);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: CHANGELOG_ANNOUNCE_MESSAGES.subscribed });
    await outboxSettled(sayso());
    const [mail] = confirmations('reader@example.com');
    expect(mail?.subject).toBe(`Confirm your subscription to ${company.name}'s changelog`);
    const token = tokenIn(String(mail?.text));
    expect(mail?.text).toContain(`${PUBLIC_URL}/changelog/confirm?token=${token}`);
    expect((await row('reader@example.com'))?.confirmedAt).toBeNull();

    const confirmed = await visitor().post('/api/changelog/subscriptions/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ companySlug: company.slug, companyName: company.name });
    expect((await row('reader@example.com'))?.confirmedAt).not.toBeNull();
    // A second click on the link is fine.
    expect((await visitor().post('/api/changelog/subscriptions/confirm', { token })).status).toBe(200);

    const again = await subscribe(company.slug, 'reader@example.com');
    expect(again.status).toBe(202);
    expect(again.body).toEqual(asked.body);
    await outboxSettled(sayso());
    expect(confirmations('reader@example.com')).toHaveLength(1);
  });

  it('unsubscribe in one click, twice with the same answer; subscribing again needs a new confirmation', async () => {
    const { company } = await ownerWithCompany(sayso());
    await subscribe(company.slug, 'leaver@example.com');
    await outboxSettled(sayso());
    const token = tokenIn(String(confirmations('leaver@example.com')[0]?.text));
    await visitor().post('/api/changelog/subscriptions/confirm', { token });
    for (let click = 0; click < 2; click++) {
      const gone = await visitor().post('/api/changelog/subscriptions/unsubscribe', { token });
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual({ companySlug: company.slug, companyName: company.name });
    }
    expect((await row('leaver@example.com'))?.confirmedAt).toBeNull();
    await subscribe(company.slug, 'leaver@example.com');
    await outboxSettled(sayso());
    const renewed = confirmations('leaver@example.com');
    expect(renewed).toHaveLength(2);
    expect(tokenIn(String(renewed[1]?.text))).not.toBe(token);
  });

  it('refuse a made-up, empty or expired link with 400, changing nothing', async () => {
    const { company } = await ownerWithCompany(sayso());
    for (const body of [{ token: 'made-up' }, { token: '' }, {}]) {
      for (const action of ['confirm', 'unsubscribe']) {
        const res = await visitor().post(`/api/changelog/subscriptions/${action}`, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(CHANGELOG_ANNOUNCE_MESSAGES.invalidLink);
      }
    }
    await subscribe(company.slug, 'late@example.com');
    const old = new Date(Date.now() - SUBSCRIPTION_CONFIRM_TTL_MS - 60_000).toISOString();
    await sayso()
      .db.update(changelogSubscribers)
      .set({ createdAt: old })
      .where(eq(changelogSubscribers.email, 'late@example.com'));
    const stale = await row('late@example.com');
    const res = await visitor().post('/api/changelog/subscriptions/confirm', { token: stale?.token });
    expect(res.status).toBe(400);
    expect((await row('late@example.com'))?.confirmedAt).toBeNull();
  });

  it('refuse a bad address, an unknown company, and a fourth request for one address within the hour', async () => {
    const { company } = await ownerWithCompany(sayso());
    const bad = await subscribe(company.slug, 'not-an-address');
    expect(bad.status).toBe(400);
    expect((await subscribe('no-such-company-here', 'x@example.com')).status).toBe(404);
    for (let i = 0; i < 3; i++) expect((await subscribe(company.slug, 'eager@example.com')).status).toBe(202);
    const refused = await subscribe(company.slug, 'eager@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many subscription requests/);
  });
});
