/**
 * Billing test kit: a real app whose real `stripe` SDK talks to a fake Stripe on a local port,
 * the fake delivering its signed webhooks straight into the app.
 */
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { FakeStripe } from './fake-stripe';
import { fastUser, openSayso, type TestSayso } from './helpers';

export const PRICE_PRO = 'price_pro_test';
export const PRICE_BUSINESS = 'price_business_test';

function stripeEnv(apiBase: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_PRICE_PRO: PRICE_PRO,
    STRIPE_PRICE_BUSINESS: PRICE_BUSINESS,
    STRIPE_API_BASE: apiBase,
  };
}

type BillingSayso = TestSayso & { close: () => void };

/** The app and its fake Stripe; `close()` stops both. `env`: more settings for the app. */
export async function openBilling(env: Record<string, string> = {}) {
  let sayso: BillingSayso | undefined;
  const fake = new FakeStripe({
    deliver: async (payload, signature) => {
      const res = await postWebhook(sayso as BillingSayso, payload, signature);
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
    },
  });
  const url = await fake.start();
  sayso = await openSayso({ ...stripeEnv(url), ...env });
  const opened = sayso;
  return {
    sayso: opened,
    fake,
    close: async () => {
      opened.close();
      await fake.stop();
    },
  };
}

export function postWebhook(sayso: TestSayso, payload: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  return sayso.app.request('http://localhost/api/stripe/webhook', { method: 'POST', headers, body: payload });
}

/** Signs one event as Stripe would and posts it to the app. */
export async function sendEvent(sayso: TestSayso, fake: FakeStripe, event: Record<string, unknown>) {
  const { payload, signature } = fake.sign(event);
  const res = await postWebhook(sayso, payload, signature);
  return { status: res.status, body: await res.json() };
}

export async function userRow(sayso: TestSayso, id: number) {
  const row = (await sayso.db.select().from(users).where(eq(users.id, id)))[0];
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** A signed-in user who went through hosted checkout for `price`, webhooks delivered. */
export async function subscribedUser(sayso: TestSayso, fake: FakeStripe, price = PRICE_PRO) {
  const user = await fastUser(sayso, 'Subscriber');
  const res = await user.client.post('/api/create-checkout-session', {
    priceId: price,
    successUrl: 'http://localhost:3000/subscription/success?plan=pro&session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/pricing',
  });
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  await fake.completeCheckout(res.body.sessionId);
  const subscriptionId = (await userRow(sayso, user.id)).stripeSubscriptionId as string;
  return { ...user, sessionId: res.body.sessionId as string, subscriptionId };
}
