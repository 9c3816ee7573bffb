/**
 * Managing a running subscription from the dashboard: read it, cancel it at the end of the
 * paid period, resume it. Stripe is asked every time (never our copy), and what it answers
 * is applied to the user at once, so the portal shows the change before the webhook arrives.
 */
import type Stripe from 'stripe';
import { BILLING_NOT_CONFIGURED, type BillingSubscription } from '../../contract';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { effectivePlan, findUser } from '../users/users';
import { applySubscription, subscriptionState } from './billing';
import { type BillingDeps, callStripe } from './billing-stripe';

const NO_SUBSCRIPTION = "You're on the free plan: there is no paid subscription to manage.";
const ENDED = 'Your subscription has ended. Choose a plan on the pricing page to subscribe again.';

const retrieve = ({ stripe }: BillingDeps, id: string) =>
  callStripe(() => stripe.subscriptions.retrieve(id), 'Subscription not found');

/** Applies Stripe's answer to the user and describes it for the portal. */
async function applyAndDescribe(
  deps: BillingDeps,
  user: UserRow,
  sub: Stripe.Subscription,
): Promise<BillingSubscription> {
  const state = subscriptionState(deps.config, sub);
  await deps.db.transaction((tx) => applySubscription(tx, state, user.id));
  const fresh = (await findUser(deps.db, user.id)) ?? user;
  return {
    plan: effectivePlan(fresh),
    status: state.status,
    currentPeriodEnd: state.periodEnd,
    cancelAtPeriodEnd: state.status !== 'canceled' && state.cancelAt !== null,
  };
}

/** The user's subscription as Stripe has it now; Free when they never subscribed. */
export async function getSubscription(deps: BillingDeps, user: UserRow): Promise<BillingSubscription> {
  if (!user.stripeSubscriptionId) {
    return { plan: effectivePlan(user), status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };
  }
  return applyAndDescribe(deps, user, await retrieve(deps, user.stripeSubscriptionId));
}

/**
 * Cancel (true) or resume (false) at the end of the paid period (DESIGN.md §3: the plan and
 * the data stay until then). 409 with the reason when there is nothing to change.
 */
export async function setCancelAtPeriodEnd(
  deps: BillingDeps,
  user: UserRow,
  cancel: boolean,
): Promise<BillingSubscription> {
  const id = user.stripeSubscriptionId;
  if (!id || effectivePlan(user) === 'free') throw new ApiError(409, NO_SUBSCRIPTION);
  const current = await retrieve(deps, id);
  if (current.status === 'canceled') {
    await applyAndDescribe(deps, user, current);
    throw new ApiError(409, ENDED);
  }
  const state = subscriptionState(deps.config, current);
  if (cancel && state.cancelAt) {
    throw new ApiError(409, 'Your subscription is already set to end at the close of this period.');
  }
  if (!cancel && !state.cancelAt) throw new ApiError(409, 'Your subscription is not set to end.');
  const updated = await callStripe(
    () => deps.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
    'Subscription not found',
  );
  return applyAndDescribe(deps, user, updated);
}

/**
 * Ends the subscription now, for a deleted account: nobody is billed for an account that is
 * gone. One Stripe no longer knows (or that already ended) has nothing left to end; any other
 * failure stops the deletion (502), so an account is never deleted while it still pays.
 */
export async function endSubscriptionNow(stripe: Stripe | null, user: UserRow): Promise<void> {
  const id = user.stripeSubscriptionId;
  if (!id) return;
  if (!stripe) throw new ApiError(503, BILLING_NOT_CONFIGURED);
  try {
    await callStripe(() => stripe.subscriptions.cancel(id), 'Subscription not found');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
