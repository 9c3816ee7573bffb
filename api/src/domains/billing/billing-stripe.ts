/**
 * The Stripe side of billing: customers, subscriptions, Checkout Sessions, verification and
 * webhook events. Every Stripe failure becomes a 502 with a clear message, before anything of
 * ours is written.
 */
import Stripe from 'stripe';
import type {
  CheckoutSessionResult,
  CreateCheckoutSessionInput,
  CreateSubscriptionResult,
  PaidPlanId,
  VerifySubscriptionResult,
} from '../../contract';
import type { Db } from '../../db/engine';
import type { UserRow } from '../../db/schema';
import type { Config } from '../../env';
import { ApiError } from '../../lib/errors';
import { effectivePlan, findUser, toPublicUser } from '../users/users';
import {
  applySubscription,
  idOf,
  isEventRecorded,
  isLive,
  recordEvent,
  rememberCustomer,
  subscriptionState,
} from './billing';
import { planForPrice } from './stripe-client';

export interface BillingDeps {
  db: Db;
  config: Config;
  stripe: Stripe;
}

/** Runs a Stripe call; its failure becomes a 502 (or 404 for an id Stripe does not know). */
export async function callStripe<T>(call: () => Promise<T>, notFound = 'Not found'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.code === 'resource_missing' || error.statusCode === 404) throw new ApiError(404, notFound);
    if (error instanceof Stripe.errors.StripeConnectionError) {
      throw new ApiError(502, 'Could not reach Stripe, nothing was changed. Please try again in a moment.');
    }
    throw new ApiError(502, `Stripe refused the request, nothing was changed: ${error.message}`);
  }
}

/** The paid plan a price id buys, or 400 for a price that is not one of ours. */
function requirePlanForPrice(config: Config, priceId: string): PaidPlanId {
  const plan = planForPrice(config, priceId);
  if (!plan) throw new ApiError(400, 'Unknown price');
  return plan;
}

function refuseSamePlan(user: UserRow, plan: PaidPlanId): void {
  if (effectivePlan(user) === plan && user.stripeSubscriptionId && !user.subscriptionEndsAt) {
    throw new ApiError(409, "You're already subscribed to this plan");
  }
}

async function ensureCustomer({ db, stripe }: BillingDeps, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await callStripe(() =>
    stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: String(user.id) } }),
  );
  return rememberCustomer(db, user.id, customer.id);
}

/** An incomplete subscription whose first payment the Payment Element confirms. */
export async function createSubscription(
  deps: BillingDeps,
  user: UserRow,
  priceId: string,
): Promise<CreateSubscriptionResult> {
  const plan = requirePlanForPrice(deps.config, priceId);
  refuseSamePlan(user, plan);
  const customer = await ensureCustomer(deps, user);
  const subscription = await callStripe(() =>
    deps.stripe.subscriptions.create({
      customer,
      items: [{ price: priceId }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: String(user.id), plan },
      expand: ['latest_invoice.confirmation_secret'],
    }),
  );
  const invoice = subscription.latest_invoice;
  const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
  if (!clientSecret) throw new ApiError(502, 'Stripe returned no payment to confirm for this subscription');
  return { clientSecret, subscriptionId: subscription.id };
}

/** A subscription-mode Checkout Session for this user; the browser goes to its url. */
export async function createCheckoutSession(
  deps: BillingDeps,
  user: UserRow,
  input: CreateCheckoutSessionInput,
): Promise<CheckoutSessionResult> {
  const plan = requirePlanForPrice(deps.config, input.priceId);
  refuseSamePlan(user, plan);
  const customer = await ensureCustomer(deps, user);
  const metadata = { userId: String(user.id), plan };
  const session = await callStripe(() =>
    deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: input.priceId, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    }),
  );
  if (!session.url) throw new ApiError(502, 'Stripe returned no checkout address');
  return { url: session.url, sessionId: session.id };
}

/** Fetches the subscription from Stripe and applies its current state (never a stale copy). */
async function syncSubscription(deps: BillingDeps, subscriptionId: string, fallbackUserId?: number) {
  const subscription = await callStripe(
    () => deps.stripe.subscriptions.retrieve(subscriptionId),
    'Subscription not found',
  );
  const state = subscriptionState(deps.config, subscription);
  return { state, apply: () => deps.db.transaction((tx) => applySubscription(tx, state, fallbackUserId)) };
}

/** Cancels the subscription an upgrade replaced, so nobody pays for two plans. */
async function cancelReplaced({ stripe }: BillingDeps, subscriptionId: string | null | undefined) {
  if (!subscriptionId) return;
  try {
    await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
  } catch (error) {
    console.error(`Could not cancel replaced subscription ${subscriptionId}:`, error);
  }
}

async function verification(
  db: Db,
  user: UserRow,
  verified: boolean,
  status: string,
): Promise<VerifySubscriptionResult> {
  const fresh = (await findUser(db, user.id)) ?? user;
  return { verified, status, plan: effectivePlan(fresh), user: toPublicUser(fresh) };
}

/** The Payment Element's return: asks Stripe about the PaymentIntent and applies its subscription. */
export async function verifyPaymentIntent(deps: BillingDeps, user: UserRow, paymentIntentId: string) {
  const { stripe, db } = deps;
  const intent = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId), 'Payment not found');
  // Someone else's payment reads as unknown: nothing about it is revealed or applied.
  if (!user.stripeCustomerId || idOf(intent.customer) !== user.stripeCustomerId) {
    throw new ApiError(404, 'Payment not found');
  }
  if (intent.status !== 'succeeded') return verification(db, user, false, intent.status);
  const payments = await callStripe(() =>
    stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: intent.id },
      expand: ['data.invoice'],
      limit: 1,
    }),
  );
  const invoice = payments.data[0]?.invoice;
  const subscriptionId =
    typeof invoice === 'object' && invoice && 'parent' in invoice
      ? idOf(invoice.parent?.subscription_details?.subscription)
      : null;
  if (!subscriptionId) return verification(db, user, false, 'no_subscription');
  return verifySubscription(deps, user, subscriptionId);
}

/** The hosted Checkout's return: asks Stripe about the session and applies its subscription. */
export async function verifyCheckoutSession(deps: BillingDeps, user: UserRow, sessionId: string) {
  const session = await callStripe(
    () => deps.stripe.checkout.sessions.retrieve(sessionId),
    'Checkout session not found',
  );
  if (session.client_reference_id !== String(user.id)) throw new ApiError(404, 'Checkout session not found');
  const subscriptionId = idOf(session.subscription);
  if (session.status !== 'complete' || !subscriptionId) {
    return verification(deps.db, user, false, session.status ?? 'open');
  }
  return verifySubscription(deps, user, subscriptionId);
}

async function verifySubscription(deps: BillingDeps, user: UserRow, subscriptionId: string) {
  const { state, apply } = await syncSubscription(deps, subscriptionId, user.id);
  if (state.customerId !== user.stripeCustomerId && state.userId !== user.id) {
    throw new ApiError(404, 'Subscription not found');
  }
  const applied = await apply();
  await cancelReplaced(deps, applied?.replaced);
  return verification(deps.db, user, isLive(state.status) && state.plan !== null, state.status);
}

/** The subscription a webhook event is about, with our user id when the event names it. */
function subscriptionOf(event: Stripe.Event): { id: string | null; userId?: number } | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      const userId = Number(session.client_reference_id);
      return { id: idOf(session.subscription), userId: Number.isInteger(userId) ? userId : undefined };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { id: idOf(event.data.object.parent?.subscription_details?.subscription) };
    default:
      return null;
  }
}

/**
 * Applies one verified webhook event, once: its id is recorded in the same transaction as
 * the change. A Stripe failure throws before anything is written, so Stripe's retry redoes it.
 */
export async function handleEvent(deps: BillingDeps, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  if (await isEventRecorded(deps.db, event.id)) return { duplicate: true };
  const target = subscriptionOf(event);
  const synced = target?.id ? await syncSubscription(deps, target.id, target.userId) : null;
  let replaced: string | null = null;
  const fresh = await deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return false;
    if (synced) replaced = (await applySubscription(tx, synced.state, target?.userId))?.replaced ?? null;
    return true;
  });
  await cancelReplaced(deps, replaced);
  return { duplicate: !fresh };
}
