/**
 * Billing (spec section 7 and DESIGN.md 'Payments'): the portal's payment calls, the return
 * check, and the Stripe webhook (mounted in the raw-body group). Mounted at /api.
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppDeps, AppEnv } from '../../context';
import {
  BILLING_NOT_CONFIGURED,
  type BillingConfig,
  CURRENCY,
  createCheckoutSessionSchema,
  createSubscriptionSchema,
} from '../../contract';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireSignedIn } from '../team/authorization';
import { getSubscription, setCancelAtPeriodEnd } from './billing-manage';
import {
  type BillingDeps,
  createCheckoutSession,
  createSubscription,
  handleEvent,
  verifyCheckoutSession,
  verifyPaymentIntent,
} from './billing-stripe';

const STRIPE_ID = /^[A-Za-z0-9_]{3,255}$/;

/** The Stripe-backed services, or 503 when billing is not configured. */
function billingServices(deps: AppDeps): BillingDeps {
  if (!deps.stripe) throw new ApiError(503, BILLING_NOT_CONFIGURED);
  return { db: deps.db, config: deps.config, stripe: deps.stripe };
}

// The /billing/subscription, /billing/cancel and /billing/resume routes serve the dashboard's
// Upgrade Plan tab: they act on the signed-in user's own subscription, with no id to pass,
// so nobody can reach another user's.
export function billingRoutes(deps: AppDeps) {
  const { config } = deps;

  const billing = () => billingServices(deps);

  /**
   * Checkout may only send the browser back to PUBLIC_URL's origin. Never the request's own:
   * its host comes from the Host header or an absolute-form request target, both the
   * sender's to choose (decision 019). Billing pages live on the main site only, so a custom
   * domain is no return address either.
   */
  const ownOrigin = new URL(config.publicUrl).origin;
  const requireOwnOrigin = (...urls: string[]) => {
    for (const url of urls) {
      if (!URL.canParse(url) || new URL(url).origin !== ownOrigin) {
        throw new ApiError(400, 'Return addresses must be on this site');
      }
    }
  };

  return new Hono<AppEnv>()
    .get('/billing/config', (c) => {
      if (!deps.stripe) return c.json<BillingConfig>({ enabled: false, message: BILLING_NOT_CONFIGURED });
      return c.json<BillingConfig>({
        enabled: true,
        publishableKey: config.stripe.publishableKey as string,
        currency: CURRENCY.toLowerCase(),
        prices: { pro: config.stripe.pricePro as string, business: config.stripe.priceBusiness as string },
      });
    })
    .post('/create-subscription', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const services = billing();
      const { priceId } = await readJson(c, createSubscriptionSchema);
      return c.json(await createSubscription(services, user, priceId));
    })
    .post('/create-checkout-session', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const services = billing();
      const input = await readJson(c, createCheckoutSessionSchema);
      requireOwnOrigin(input.successUrl, input.cancelUrl);
      return c.json(await createCheckoutSession(services, user, input));
    })
    .get('/subscription/verify', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const services = billing();
      const paymentIntent = c.req.query('payment_intent');
      const sessionId = c.req.query('session_id');
      if (paymentIntent && STRIPE_ID.test(paymentIntent)) {
        return c.json(await verifyPaymentIntent(services, user, paymentIntent));
      }
      if (sessionId && STRIPE_ID.test(sessionId)) {
        return c.json(await verifyCheckoutSession(services, user, sessionId));
      }
      throw new ApiError(400, 'A payment_intent or session_id is required');
    })
    .get('/billing/subscription', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      return c.json(await getSubscription(billing(), user));
    })
    .post('/billing/cancel', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      return c.json(await setCancelAtPeriodEnd(billing(), user, true));
    })
    .post('/billing/resume', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      return c.json(await setCancelAtPeriodEnd(billing(), user, false));
    });
}

/** The Stripe webhook, in app.ts's raw-body group: no session, no Origin check, Stripe's signature. */
export function stripeWebhookRoutes(deps: AppDeps) {
  const { config } = deps;
  return new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
    const services = billingServices(deps);
    const secret = config.stripe.webhookSecret;
    if (!secret) throw new ApiError(503, BILLING_NOT_CONFIGURED);
    // The signature covers the exact bytes: read them raw, before anything parses them.
    const payload = await c.req.text();
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new ApiError(400, 'Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = services.stripe.webhooks.constructEvent(payload, signature, secret);
    } catch {
      throw new ApiError(400, 'Invalid Stripe signature');
    }
    const { duplicate } = await handleEvent(services, event);
    return c.json({ received: true, duplicate });
  });
}
