/**
 * Priority support: the dashboard's form at every plan, the message delivered over real SMTP to
 * a local server through the outbox (Pro and Business), refused on Free and for non-owners.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, fastUser, openSayso, ownerOnPlan, setPlan, useSayso } from '../../../test/helpers';
import { recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { entitlementMessage, type PlanId } from '../../contract';
import { RATE_RULES } from '../../lib/rate-limit';

const SUPPORT = 'help@sayso.test';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, RATE_LIMITS: 'on' }));
afterAll(async () => {
  await smtp.close();
});

const REQUEST = { subject: '  Export   stuck ', message: 'The CSV export never finishes on our board.' };

describe('POST /api/support', () => {
  it.each<[PlanId, string]>([
    ['pro', 'Pro'],
    ['business', 'Business'],
  ])('on %s e-mails SUPPORT_EMAIL tagged with the plan, Reply-To the owner', async (plan, name) => {
    const owner = await ownerOnPlan(sayso(), plan);
    const res = await owner.client.post('/api/support', {
      ...REQUEST,
      subject: `  Export   stuck \n ${plan} `,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'Message sent' });

    const subject = `[Sayso ${name}] Export stuck ${plan}`;
    const mail = await smtp.waitFor((m) => m.subject === subject);
    expect(recipient(mail)).toBe(SUPPORT);
    const me = (await owner.client.get('/api/auth/me')).body.user;
    expect(mail.replyTo?.value[0]?.address).toBe(me.email);
    expect(mail.text).toContain(`From: ${me.name} <${me.email}>`);
    expect(mail.text).toContain(`Company: ${owner.company.name} (${owner.company.slug})`);
    expect(mail.text).toContain(`Plan: ${name}`);
    expect(mail.text).toContain(REQUEST.message);
    // Sent once.
    expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('refuses Free with the upgrade message and queues nothing', async () => {
    const owner = await ownerOnPlan(sayso(), 'free');
    const res = await owner.client.post('/api/support', REQUEST);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(entitlementMessage('prioritySupport'));
    expect(res.body.message).toBe('Priority support needs the Pro plan');
  });

  it('refuses a downgraded owner (the plan in force counts)', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    await setPlan(sayso(), owner.id, 'pro', new Date(Date.now() - 60_000).toISOString());
    expect((await owner.client.post('/api/support', REQUEST)).status).toBe(403);
  });

  it('refuses signed-out callers (401) and users who own no company (403)', async () => {
    expect((await new Client(sayso()).post('/api/support', REQUEST)).status).toBe(401);
    const { client } = await fastUser(sayso(), 'No Company');
    const res = await client.post('/api/support', REQUEST);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only a company owner can contact support');
  });

  it.each([
    [{ subject: 'Hi', message: REQUEST.message }, 'subject', 'Subject must be at least 3 characters'],
    [
      { subject: 'x'.repeat(121), message: REQUEST.message },
      'subject',
      'Subject must be less than 120 characters',
    ],
    [
      { subject: 'Help', message: 'short' },
      'message',
      'Please describe what you need in at least 10 characters',
    ],
    [{ subject: 'Help', message: 'x'.repeat(5001) }, 'message', 'Message must be less than 5000 characters'],
    [{ message: REQUEST.message }, 'subject', 'Please enter a subject'],
  ])('refuses %j with 400', async (body, field, message) => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const res = await owner.client.post('/api/support', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(JSON.stringify(res.body)).toContain(field);
  });

  it(`allows ${RATE_RULES.support.limit} messages an hour per owner, then 429`, async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    for (let i = 0; i < RATE_RULES.support.limit; i++)
      expect((await owner.client.post('/api/support', { ...REQUEST, subject: `Burst ${i}` })).status).toBe(
        202,
      );
    const refused = await owner.client.post('/api/support', { ...REQUEST, subject: 'Burst over' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('Too many support messages');
    // Another owner is counted apart.
    const other = await ownerOnPlan(sayso(), 'pro');
    expect((await other.client.post('/api/support', { ...REQUEST, subject: 'Other owner' })).status).toBe(
      202,
    );
  });
});

describe('without SUPPORT_EMAIL', () => {
  const bare = useSayso(() => openSayso({ SMTP_URL: smtp.url }));

  it('answers 503 with a clear message on Pro and Business (Free still gets the upgrade 403)', async () => {
    const free = await ownerOnPlan(bare(), 'free');
    expect((await free.client.post('/api/support', REQUEST)).status).toBe(403);
    for (const plan of ['pro', 'business'] as const) {
      const owner = await ownerOnPlan(bare(), plan);
      const res = await owner.client.post('/api/support', REQUEST);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Support by e-mail is not set up on this server (SUPPORT_EMAIL)');
    }
  });
});
