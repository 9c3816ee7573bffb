/**
 * The dashboard's subscription management through the real app and the real `stripe` SDK,
 * against the fake Stripe: read, cancel at period end and resume, at every plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBilling,
  PRICE_BUSINESS,
  PRICE_PRO,
  subscribedUser,
  userRow,
} from '../../../test/billing-helpers';
import type { FakeStripe } from '../../../test/fake-stripe';
import { Client, fastUser } from '../../../test/helpers';
import { stripeEvents } from '../../db/schema';

let env: Awaited<ReturnType<typeof openBilling>>;
let fake: FakeStripe;
beforeAll(async () => {
  env = await openBilling();
  fake = env.fake;
});
afterAll(() => env.close());

/** The period end the fake Stripe gave the subscription, as ISO. */
function periodEnd(subscriptionId: string): string {
  const sub = fake.store.get(subscriptionId, 'subscription');
  return new Date(sub.items.data[0].current_period_end * 1000).toISOString();
}

describe('signed out', () => {
  it('answers 401 on every subscription call and calls no Stripe', async () => {
    const before = fake.requests.length;
    const client = new Client(env.sayso);
    expect((await client.get('/api/billing/subscription')).status).toBe(401);
    expect((await client.post('/api/billing/cancel', {})).status).toBe(401);
    expect((await client.post('/api/billing/resume', {})).status).toBe(401);
    expect(fake.requests.length).toBe(before);
  });
});

describe('on Free', () => {
  it('reads as Free with no subscription, and refuses cancel and resume with 409', async () => {
    const { client, id } = await fastUser(env.sayso);
    const before = fake.requests.length;
    const read = await client.get('/api/billing/subscription');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      plan: 'free',
      status: 'none',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    for (const action of ['cancel', 'resume']) {
      const res = await client.post(`/api/billing/${action}`, {});
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: "You're on the free plan: there is no paid subscription to manage.",
      });
    }
    expect(fake.requests.length).toBe(before);
    expect(await userRow(env.sayso, id)).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionEndsAt: null,
    });
  });
});

describe.each([
  ['pro', PRICE_PRO],
  ['business', PRICE_BUSINESS],
] as const)('on %s', (plan, price) => {
  it('shows the next invoice date, cancels at period end and resumes', async () => {
    const { client, id, subscriptionId } = await subscribedUser(env.sayso, fake, price);
    const end = periodEnd(subscriptionId);
    const read = await client.get('/api/billing/subscription');
    expect(read.body).toEqual({ plan, status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: false });

    const updates = async () =>
      (await env.sayso.db.select().from(stripeEvents)).filter(
        (event) => event.type === 'customer.subscription.updated',
      ).length;
    const updatesBefore = await updates();
    const cancelled = await client.post('/api/billing/cancel', {});
    expect(cancelled.status).toBe(200);
    // Stripe's own customer.subscription.updated webhook came too, and agrees.
    expect(await updates()).toBe(updatesBefore + 1);
    expect(cancelled.body).toEqual({
      plan,
      status: 'active',
      currentPeriodEnd: end,
      cancelAtPeriodEnd: true,
    });
    expect(fake.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)?.params).toEqual({
      cancel_at_period_end: 'true',
    });
    // The plan stays until the period ends (DESIGN.md §3); the account shows when.
    const me = await client.get('/api/auth/me');
    expect(me.body.user).toMatchObject({ subscriptionPlan: plan, subscriptionEndsAt: end });
    const twice = await client.post('/api/billing/cancel', {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Your subscription is already set to end at the close of this period.');

    const resumed = await client.post('/api/billing/resume', {});
    expect(resumed.status).toBe(200);
    expect(resumed.body).toEqual({ plan, status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: false });
    expect(fake.store.get(subscriptionId, 'subscription').cancel_at_period_end).toBe(false);
    expect(await userRow(env.sayso, id)).toMatchObject({ subscriptionPlan: plan, subscriptionEndsAt: null });
    const again = await client.post('/api/billing/resume', {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your subscription is not set to end.');
  });
});

describe('safety', () => {
  it("touches only the caller's own subscription", async () => {
    const payer = await subscribedUser(env.sayso, fake);
    const other = await fastUser(env.sayso, 'Other');
    expect((await other.client.post('/api/billing/cancel', {})).status).toBe(409);
    expect(fake.store.get(payer.subscriptionId, 'subscription').cancel_at_period_end).toBe(false);
    expect((await userRow(env.sayso, payer.id)).subscriptionEndsAt).toBeNull();
  });

  it('refuses to resume a subscription that already ended, with a way forward', async () => {
    const { client, id, subscriptionId } = await subscribedUser(env.sayso, fake);
    fake.store.cancelSubscription(subscriptionId, 'payment_failed');
    const res = await client.post('/api/billing/resume', {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Your subscription has ended. Choose a plan on the pricing page to subscribe again.',
    );
    expect((await userRow(env.sayso, id)).subscriptionPlan).toBe('free');
  });

  it('answers 502 and changes nothing when Stripe fails', async () => {
    const { client, id, subscriptionId } = await subscribedUser(env.sayso, fake);
    fake.failure = 'api_error';
    try {
      const res = await client.post('/api/billing/cancel', {});
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/^Stripe refused the request, nothing was changed/);
    } finally {
      fake.failure = null;
    }
    expect(fake.store.get(subscriptionId, 'subscription').cancel_at_period_end).toBe(false);
    expect((await userRow(env.sayso, id)).subscriptionEndsAt).toBeNull();
  });
});
