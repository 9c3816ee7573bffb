/**
 * Billing calls through the real app and the real `stripe` SDK, against the fake Stripe:
 * config, Checkout Sessions, subscriptions, the return check, failures and no keys.
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
import { Client, fastUser, openSayso } from '../../../test/helpers';

let env: Awaited<ReturnType<typeof openBilling>>;
let fake: FakeStripe;
beforeAll(async () => {
  env = await openBilling();
  fake = env.fake;
});
afterAll(() => env.close());

const RETURN = {
  successUrl: 'http://localhost:3000/subscription/success?plan=pro&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/pricing',
};

describe('GET /api/billing/config', () => {
  it('gives the publishable key, the price of each paid plan and the currency', async () => {
    const res = await new Client(env.sayso).get('/api/billing/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: true,
      publishableKey: 'pk_test_fake',
      currency: 'eur',
      prices: { pro: PRICE_PRO, business: PRICE_BUSINESS },
    });
  });
});

describe('POST /api/create-checkout-session', () => {
  it('creates a subscription-mode session tied to the user, reusing their Stripe customer', async () => {
    const { client, id } = await fastUser(env.sayso);
    const before = fake.requests.length;
    const res = await client.post('/api/create-checkout-session', { priceId: PRICE_PRO, ...RETURN });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`${fake.url}/checkout/${res.body.sessionId}`);

    const calls = fake.requests.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    expect(calls.every((call) => call.authorization === 'Bearer sk_test_fake')).toBe(true);
    const customer = (await userRow(env.sayso, id)).stripeCustomerId;
    expect(customer).toMatch(/^cus_/);
    expect(calls[0]?.params.metadata).toEqual({ userId: String(id) });
    expect(calls[1]?.params).toMatchObject({
      mode: 'subscription',
      customer,
      client_reference_id: String(id),
      line_items: [{ price: PRICE_PRO, quantity: '1' }],
      metadata: { userId: String(id), plan: 'pro' },
      subscription_data: { metadata: { userId: String(id), plan: 'pro' } },
      success_url: RETURN.successUrl,
      cancel_url: RETURN.cancelUrl,
    });

    // A second attempt reuses the customer; nothing about the plan changed yet.
    const again = await client.post('/api/create-checkout-session', { priceId: PRICE_BUSINESS, ...RETURN });
    expect(again.status).toBe(200);
    expect(fake.calls('POST', '/v1/customers')).toHaveLength(1);
    expect(fake.requests.at(-1)?.params).toMatchObject({ customer, line_items: [{ price: PRICE_BUSINESS }] });
    expect(await userRow(env.sayso, id)).toMatchObject({
      subscriptionPlan: 'free',
      stripeSubscriptionId: null,
    });
  });

  it('refuses return addresses on another site with 400, before calling Stripe', async () => {
    const { client } = await fastUser(env.sayso);
    const before = fake.requests.length;
    for (const bad of ['https://evil.example/ok', 'javascript:alert(1)', 'not a url']) {
      const success = await client.post('/api/create-checkout-session', {
        ...RETURN,
        priceId: PRICE_PRO,
        successUrl: bad,
      });
      expect(success.status).toBe(400);
      expect(success.body.message).toBe('Return addresses must be on this site');
      const cancel = await client.post('/api/create-checkout-session', {
        ...RETURN,
        priceId: PRICE_PRO,
        cancelUrl: bad,
      });
      expect(cancel.status).toBe(400);
    }
    expect(fake.requests.length).toBe(before);
  });
});

describe('POST /api/create-subscription', () => {
  it('creates an incomplete subscription and answers the client secret of its first payment', async () => {
    const { client, id } = await fastUser(env.sayso);
    const res = await client.post('/api/create-subscription', { priceId: PRICE_BUSINESS });
    expect(res.status).toBe(200);
    const sub = fake.store.get(res.body.subscriptionId);
    const invoice = fake.store.get(sub.latest_invoice);
    expect(res.body.clientSecret).toBe(invoice.confirmation_secret.client_secret);
    expect(res.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    const call = fake.calls('POST', '/v1/subscriptions').at(-1);
    expect(call?.authorization).toBe('Bearer sk_test_fake');
    expect(call?.params).toMatchObject({
      customer: (await userRow(env.sayso, id)).stripeCustomerId,
      items: [{ price: PRICE_BUSINESS }],
      payment_behavior: 'default_incomplete',
      metadata: { userId: String(id), plan: 'business' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    // Unpaid: the plan does not move.
    expect((await client.get('/api/auth/me')).body.user.subscriptionPlan).toBe('free');
  });
});

describe('refusals', () => {
  it('answers 400 for a price that is not one of ours, 401 when signed out, both without calling Stripe', async () => {
    const { client } = await fastUser(env.sayso);
    const before = fake.requests.length;
    for (const path of ['/api/create-subscription', '/api/create-checkout-session']) {
      const unknown = await client.post(path, { priceId: 'price_somebody_else', ...RETURN });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Unknown price');
      const missing = await client.post(path, { ...RETURN });
      expect(missing.status).toBe(400);
      const signedOut = await new Client(env.sayso).post(path, { priceId: PRICE_PRO, ...RETURN });
      expect(signedOut.status).toBe(401);
    }
    expect((await new Client(env.sayso).get('/api/subscription/verify?payment_intent=pi_1')).status).toBe(
      401,
    );
    expect(fake.requests.length).toBe(before);
  });

  it("answers 409 'You're already subscribed to this plan' for the plan in force", async () => {
    const { client } = await subscribedUser(env.sayso, fake);
    const res = await client.post('/api/create-checkout-session', { priceId: PRICE_PRO, ...RETURN });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("You're already subscribed to this plan");
  });
});

describe('GET /api/subscription/verify', () => {
  it('applies a succeeded PaymentIntent without waiting for the webhook', async () => {
    const { client, id } = await fastUser(env.sayso);
    const created = await client.post('/api/create-subscription', { priceId: PRICE_PRO });
    const intentId = created.body.clientSecret.split('_secret_')[0];

    const unpaid = await client.get(`/api/subscription/verify?payment_intent=${intentId}`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ verified: false, status: 'requires_payment_method', plan: 'free' });

    fake.store.pay(created.body.subscriptionId);
    const paid = await client.get(`/api/subscription/verify?payment_intent=${intentId}`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ verified: true, status: 'active', plan: 'pro' });
    expect(paid.body.user).toMatchObject({ subscriptionPlan: 'pro', monthlySubmissionLimit: 25 });
    expect(fake.calls('GET', '/v1/invoice_payments').at(-1)?.params.payment).toEqual({
      type: 'payment_intent',
      payment_intent: intentId,
    });
    expect(await userRow(env.sayso, id)).toMatchObject({
      subscriptionPlan: 'pro',
      stripeSubscriptionId: created.body.subscriptionId,
      subscriptionEndsAt: null,
    });
    expect((await userRow(env.sayso, id)).subscriptionUpdatedAt).not.toBeNull();
  });

  it("answers 404 for someone else's payment or session and 400 without an id", async () => {
    const owner = await fastUser(env.sayso);
    const created = await owner.client.post('/api/create-subscription', { priceId: PRICE_PRO });
    fake.store.pay(created.body.subscriptionId);
    const intruder = await fastUser(env.sayso);
    await intruder.client.post('/api/create-checkout-session', { priceId: PRICE_PRO, ...RETURN }); // has a customer
    const intentId = created.body.clientSecret.split('_secret_')[0];
    const stolen = await intruder.client.get(`/api/subscription/verify?payment_intent=${intentId}`);
    expect(stolen.status).toBe(404);
    expect((await userRow(env.sayso, intruder.id)).subscriptionPlan).toBe('free');
    expect((await userRow(env.sayso, owner.id)).subscriptionPlan).toBe('free');

    const session = await owner.client.post('/api/create-checkout-session', {
      priceId: PRICE_BUSINESS,
      ...RETURN,
    });
    expect(
      (await intruder.client.get(`/api/subscription/verify?session_id=${session.body.sessionId}`)).status,
    ).toBe(404);
    expect((await owner.client.get('/api/subscription/verify?payment_intent=pi_unknown')).status).toBe(404);
    expect((await owner.client.get('/api/subscription/verify')).status).toBe(400);
    expect((await owner.client.get('/api/subscription/verify?payment_intent=../../x')).status).toBe(400);
  });

  it('applies a completed Checkout Session by its id', async () => {
    const { client, id } = await fastUser(env.sayso);
    const res = await client.post('/api/create-checkout-session', { priceId: PRICE_BUSINESS, ...RETURN });
    const open = await client.get(`/api/subscription/verify?session_id=${res.body.sessionId}`);
    expect(open.body).toMatchObject({ verified: false, status: 'open', plan: 'free' });
    fake.store.completeCheckout(res.body.sessionId); // paid, webhooks not delivered
    const done = await client.get(`/api/subscription/verify?session_id=${res.body.sessionId}`);
    expect(done.body).toMatchObject({ verified: true, plan: 'business' });
    expect(done.body.user.monthlySubmissionLimit).toBe(999);
    expect((await userRow(env.sayso, id)).subscriptionPlan).toBe('business');
  });
});

describe('Stripe failing', () => {
  for (const mode of ['api_error', 'connection'] as const) {
    it(`answers 502 with a clear message and changes nothing (${mode})`, async () => {
      const { client, id } = await fastUser(env.sayso);
      const before = await userRow(env.sayso, id);
      fake.failure = mode;
      try {
        const checkout = await client.post('/api/create-checkout-session', { priceId: PRICE_PRO, ...RETURN });
        expect(checkout.status).toBe(502);
        expect(checkout.body.message).toMatch(/Stripe.*nothing was changed/);
        const subscription = await client.post('/api/create-subscription', { priceId: PRICE_PRO });
        expect(subscription.status).toBe(502);
        const verify = await client.get('/api/subscription/verify?payment_intent=pi_123');
        expect(verify.status).toBe(502);
      } finally {
        fake.failure = null;
      }
      expect(await userRow(env.sayso, id)).toEqual(before);
    });
  }
});

describe('without Stripe keys', () => {
  it("starts, works, and answers 503 'Billing is not configured' for billing calls", async () => {
    const plain = await openSayso();
    try {
      const { client } = await fastUser(plain);
      expect((await client.get('/api/billing/config')).body).toEqual({
        enabled: false,
        message: 'Billing is not configured',
      });
      const calls = [
        await client.post('/api/create-subscription', { priceId: PRICE_PRO }),
        await client.post('/api/create-checkout-session', { priceId: PRICE_PRO, ...RETURN }),
        await client.get('/api/subscription/verify?payment_intent=pi_1'),
        await client.post(
          '/api/stripe/webhook',
          { id: 'evt_1' },
          { headers: { 'stripe-signature': 't=1,v1=x' } },
        ),
      ];
      for (const res of calls) {
        expect(res.status).toBe(503);
        expect(res.body.message).toBe('Billing is not configured');
      }
      expect((await client.get('/api/auth/me')).body.user.subscriptionPlan).toBe('free');
    } finally {
      await plain.close();
    }
  });
});
