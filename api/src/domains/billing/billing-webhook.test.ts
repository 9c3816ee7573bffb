/**
 * POST /api/stripe/webhook: signed events from the fake Stripe change the plan, once; bad
 * signatures and replays change nothing; a cancelled plan lasts until its period ends.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBilling,
  PRICE_BUSINESS,
  postWebhook,
  sendEvent,
  subscribedUser,
  userRow,
} from '../../../test/billing-helpers';
import type { FakeStripe } from '../../../test/fake-stripe';
import { createCompany, fastUser, ideaBody } from '../../../test/helpers';
import { ideas, stripeEvents } from '../../db/schema';

let env: Awaited<ReturnType<typeof openBilling>>;
let fake: FakeStripe;
beforeAll(async () => {
  env = await openBilling();
  fake = env.fake;
});
afterAll(() => env.close());

const eventCount = async () => (await env.sayso.db.select({ n: count() }).from(stripeEvents))[0]?.n ?? 0;

describe('a valid webhook', () => {
  it('upgrades to Pro after checkout, and the monthly limit becomes 25', async () => {
    const { client, id } = await fastUser(env.sayso, 'Owner');
    const company = await createCompany(client);
    const session = await client.post('/api/create-checkout-session', {
      priceId: 'price_pro_test',
      successUrl: 'http://localhost:3000/subscription/success?plan=pro&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/pricing',
    });
    // Fill the Free plan's 10 submissions: the 11th is refused.
    for (let i = 0; i < 10; i++)
      expect((await client.post('/api/features', ideaBody(company.id))).status).toBe(201);
    expect((await client.post('/api/features', ideaBody(company.id))).status).toBe(403);

    const returnUrl = await fake.completeCheckout(session.body.sessionId); // delivers the signed events
    expect(returnUrl).toBe(
      `http://localhost:3000/subscription/success?plan=pro&session_id=${session.body.sessionId}`,
    );
    const me = (await client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({
      subscriptionPlan: 'pro',
      monthlySubmissionLimit: 25,
      monthlySubmissionsUsed: 10,
    });
    expect(me.subscriptionUpdatedAt).not.toBeNull();
    const row = await userRow(env.sayso, id);
    expect(row.stripeCustomerId).toBe(fake.store.get(session.body.sessionId).customer);
    expect(row.stripeSubscriptionId).toBe(fake.store.get(session.body.sessionId).subscription);
    expect((await client.post('/api/features', ideaBody(company.id))).status).toBe(201);
  });

  it('a replayed event is a harmless 200 that changes nothing', async () => {
    const { id, subscriptionId } = await subscribedUser(env.sayso, fake);
    const event = fake.event('customer.subscription.updated', fake.store.get(subscriptionId));
    const first = await sendEvent(env.sayso, fake, event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const after = await userRow(env.sayso, id);
    const stripeCalls = fake.requests.length;
    const events = await eventCount();

    const replay = await sendEvent(env.sayso, fake, event);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await userRow(env.sayso, id)).toEqual(after);
    expect(fake.requests.length).toBe(stripeCalls); // not even asked Stripe again
    expect(await eventCount()).toBe(events);
  });
});

describe('signatures', () => {
  it('a bad, stale or missing signature is a 400 and changes nothing', async () => {
    const user = await fastUser(env.sayso);
    const created = await user.client.post('/api/create-subscription', { priceId: PRICE_BUSINESS });
    const sub = fake.store.pay(created.body.subscriptionId);
    const event = fake.event('customer.subscription.created', sub);
    const before = await userRow(env.sayso, user.id);
    const events = await eventCount();

    const wrongSecret = fake.sign(event, 'whsec_wrong');
    const stale = fake.sign(event, 'whsec_test', Math.floor(Date.now() / 1000) - 3600);
    const tampered = fake.sign(event);
    const attempts = [
      await postWebhook(env.sayso, wrongSecret.payload, wrongSecret.signature),
      await postWebhook(env.sayso, stale.payload, stale.signature),
      await postWebhook(env.sayso, tampered.payload.replace('"business"', '"pro"'), tampered.signature),
      await postWebhook(env.sayso, stale.payload, 'garbage'),
      await postWebhook(env.sayso, stale.payload),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /Stripe signature|Stripe-Signature/,
      );
    }
    expect(await userRow(env.sayso, user.id)).toEqual(before);
    expect(await eventCount()).toBe(events);

    // The same event, signed right, still applies: the refusals left no trace.
    expect((await sendEvent(env.sayso, fake, event)).status).toBe(200);
    expect((await userRow(env.sayso, user.id)).subscriptionPlan).toBe('business');
  });
});

describe('cancellation', () => {
  it('keeps Pro until the paid period ends, then Free, with the data kept', async () => {
    const { client, id, subscriptionId } = await subscribedUser(env.sayso, fake);
    const company = await createCompany(client);
    expect((await client.post('/api/features', ideaBody(company.id))).status).toBe(201);
    const periodEnd = fake.store.get(subscriptionId).items.data[0].current_period_end as number;

    // Cancel at period end: still Pro, with the end date shown.
    const cancelled = fake.store.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    await sendEvent(env.sayso, fake, fake.event('customer.subscription.updated', cancelled));
    let me = (await client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ subscriptionPlan: 'pro', monthlySubmissionLimit: 25 });
    expect(me.subscriptionEndsAt).toBe(new Date(periodEnd * 1000).toISOString());

    // Stripe ends it when the period is over.
    fake.store.get(subscriptionId).items.data[0].current_period_end = Math.floor(Date.now() / 1000) - 1;
    const ended = fake.store.cancelSubscription(subscriptionId);
    await sendEvent(env.sayso, fake, fake.event('customer.subscription.deleted', ended));
    me = (await client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({
      subscriptionPlan: 'free',
      monthlySubmissionLimit: 10,
      subscriptionEndsAt: null,
    });
    expect((await userRow(env.sayso, id)).stripeCustomerId).toMatch(/^cus_/);
    const kept = (
      await env.sayso.db.select({ n: count() }).from(ideas).where(eq(ideas.companyId, company.id))
    )[0];
    expect(kept?.n).toBe(1);
    expect((await client.get(`/api/companies/${company.slug}`)).status).toBe(200);
  });

  it('an immediate cancellation keeps the plan until the end of the period already paid', async () => {
    const { client, subscriptionId } = await subscribedUser(env.sayso, fake);
    const periodEnd = fake.store.get(subscriptionId).items.data[0].current_period_end as number;
    const ended = fake.store.cancelSubscription(subscriptionId);
    await sendEvent(env.sayso, fake, fake.event('customer.subscription.deleted', ended));
    const me = (await client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionEndsAt: new Date(periodEnd * 1000).toISOString(),
    });
  });

  it('a subscription ended for non-payment drops to Free at once', async () => {
    const { client, subscriptionId } = await subscribedUser(env.sayso, fake);
    const ended = fake.store.cancelSubscription(subscriptionId, 'payment_failed');
    await sendEvent(env.sayso, fake, fake.event('customer.subscription.deleted', ended));
    expect((await client.get('/api/auth/me')).body.user.subscriptionPlan).toBe('free');
  });
});

describe('invoice events and upgrades', () => {
  it('invoice.payment_failed keeps the plan while Stripe retries (past_due)', async () => {
    const { client, subscriptionId } = await subscribedUser(env.sayso, fake);
    const sub = fake.store.get(subscriptionId);
    sub.status = 'past_due';
    const invoice = fake.store.get(sub.latest_invoice);
    expect((await sendEvent(env.sayso, fake, fake.event('invoice.payment_failed', invoice))).status).toBe(
      200,
    );
    expect((await client.get('/api/auth/me')).body.user.subscriptionPlan).toBe('pro');
    sub.status = 'unpaid';
    expect((await sendEvent(env.sayso, fake, fake.event('invoice.payment_failed', invoice))).status).toBe(
      200,
    );
    expect((await client.get('/api/auth/me')).body.user.subscriptionPlan).toBe('free');
  });

  it('an upgrade to Business replaces the Pro subscription and cancels it in Stripe', async () => {
    const { client, id, subscriptionId: pro } = await subscribedUser(env.sayso, fake);
    const created = await client.post('/api/create-subscription', { priceId: PRICE_BUSINESS });
    expect(created.status).toBe(200);
    const business = fake.store.pay(created.body.subscriptionId);
    await sendEvent(env.sayso, fake, fake.event('invoice.paid', fake.store.get(business.latest_invoice)));
    expect(await userRow(env.sayso, id)).toMatchObject({
      subscriptionPlan: 'business',
      stripeSubscriptionId: business.id,
    });
    expect(fake.store.get(pro).status).toBe('canceled');
    // The old subscription's deletion event does not touch the new plan.
    await sendEvent(env.sayso, fake, fake.event('customer.subscription.deleted', fake.store.get(pro)));
    expect((await client.get('/api/auth/me')).body.user).toMatchObject({
      subscriptionPlan: 'business',
      monthlySubmissionLimit: 999,
    });
  });

  it('an event Stripe cannot be asked about answers 502 and is not recorded, so the retry applies it', async () => {
    const user = await fastUser(env.sayso);
    const created = await user.client.post('/api/create-subscription', { priceId: PRICE_BUSINESS });
    const event = fake.event('customer.subscription.updated', fake.store.pay(created.body.subscriptionId));
    fake.failure = 'api_error';
    try {
      expect((await sendEvent(env.sayso, fake, event)).status).toBe(502);
    } finally {
      fake.failure = null;
    }
    expect((await userRow(env.sayso, user.id)).subscriptionPlan).toBe('free');
    expect((await sendEvent(env.sayso, fake, event)).body).toEqual({ received: true, duplicate: false });
    expect((await userRow(env.sayso, user.id)).subscriptionPlan).toBe('business');
  });

  it('answers 200 to events it does not need, recording them once', async () => {
    const res = await sendEvent(
      env.sayso,
      fake,
      fake.event('customer.created', { id: 'cus_x', object: 'customer' }),
    );
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false } });
  });
});
