/**
 * The plan follows Stripe: a subscription's state, as Stripe reports it, applied to its user.
 * Knows nothing of HTTP; the Stripe calls live in billing-stripe.ts.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaidPlanId } from '../../contract';
import { type Db, first, type Queryable } from '../../db/engine';
import { stripeEvents, type UserRow, users } from '../../db/schema';
import type { Config } from '../../env';
import { touchOwnedCompany } from '../companies/companies';
import { findUser } from '../users/users';
import { planForPrice } from './stripe-client';

/** Statuses in which the paid plan is in force (past_due: Stripe is still retrying the card). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export interface SubscriptionState {
  id: string;
  customerId: string;
  status: string;
  plan: PaidPlanId | null;
  /** End of the paid period (ISO). */
  periodEnd: string | null;
  /** When a subscription set to cancel will end (ISO), else null. */
  cancelAt: string | null;
  /** Ended because the payment failed: the plan goes at once rather than at the period end. */
  endedForNonPayment: boolean;
  /** Our user id, from the metadata we set on every subscription we create. */
  userId: number | null;
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

export function isLive(status: string): boolean {
  return LIVE_STATUSES.has(status);
}

/** The parts of a Stripe Subscription that decide the plan. */
export function subscriptionState(config: Config, sub: Stripe.Subscription): SubscriptionState {
  const items = sub.items?.data ?? [];
  const plan = items.map((item) => planForPrice(config, item.price?.id)).find(Boolean) ?? null;
  // Since API version 2025-03-31 the period lives on each item.
  const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end ?? 0));
  const cancelAt = sub.cancel_at ?? (sub.cancel_at_period_end ? periodEnd : null);
  const userId = Number(sub.metadata?.userId);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    plan,
    periodEnd: iso(periodEnd),
    cancelAt: iso(cancelAt),
    endedForNonPayment: sub.cancellation_details?.reason === 'payment_failed',
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
  };
}

async function findUserForSubscription(
  db: Queryable,
  state: SubscriptionState,
  fallbackUserId?: number,
): Promise<UserRow | undefined> {
  const byId = state.userId ?? fallbackUserId;
  if (byId) {
    const user = await findUser(db, byId);
    if (user) return user;
  }
  if (!state.customerId) return undefined;
  return first(await db.select().from(users).where(eq(users.stripeCustomerId, state.customerId)));
}

export interface AppliedSubscription {
  user: UserRow;
  /** A different live subscription this one replaced (an upgrade): cancel it in Stripe. */
  replaced: string | null;
}

/**
 * Sets the user's plan from their subscription. A live subscription sets its plan (ending at
 * cancel_at when it is set to cancel); a cancelled one keeps its plan until the paid period
 * ends; one that stopped for non-payment drops to free. Attempts that never went live and old
 * subscriptions that were replaced change nothing but the remembered customer.
 */
export async function applySubscription(
  db: Queryable,
  state: SubscriptionState,
  fallbackUserId?: number,
  now = new Date(),
): Promise<AppliedSubscription | null> {
  const user = await findUserForSubscription(db, state, fallbackUserId);
  if (!user) return null;
  const isCurrent = user.stripeSubscriptionId === state.id;
  const base = {
    stripeCustomerId: state.customerId || user.stripeCustomerId,
    subscriptionUpdatedAt: now.toISOString(),
  };
  let changes: Partial<UserRow> | null = null;
  let replaced: string | null = null;

  if (isLive(state.status) && state.plan) {
    changes = {
      subscriptionPlan: state.plan,
      stripeSubscriptionId: state.id,
      subscriptionEndsAt: state.cancelAt,
    };
    if (user.stripeSubscriptionId && !isCurrent) replaced = user.stripeSubscriptionId;
  } else if (isCurrent && state.status === 'canceled' && !state.endedForNonPayment) {
    const endsAt = earliest(state.periodEnd, user.subscriptionEndsAt) ?? now.toISOString();
    changes = { subscriptionPlan: state.plan ?? user.subscriptionPlan, subscriptionEndsAt: endsAt };
  } else if (isCurrent && !isLive(state.status)) {
    changes = { subscriptionPlan: 'free', subscriptionEndsAt: null };
  }
  if (!changes) {
    if (!user.stripeCustomerId && state.customerId) {
      await db.update(users).set({ stripeCustomerId: state.customerId }).where(eq(users.id, user.id));
    }
    return { user: (await findUser(db, user.id)) ?? user, replaced: null };
  }
  await db
    .update(users)
    .set({ ...base, ...changes })
    .where(eq(users.id, user.id));
  await touchOwnedCompany(db, user.id);
  return { user: (await findUser(db, user.id)) ?? user, replaced };
}

function earliest(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a < b ? a : b;
}

/** Records a webhook event id; false when it was already recorded (a redelivery). */
export async function recordEvent(db: Queryable, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

export async function isEventRecorded(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return rows.length > 0;
}

/** Remembers the user's Stripe customer unless one is already set; answers the one in force. */
export async function rememberCustomer(db: Db, userId: number, customerId: string): Promise<string> {
  await db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (user && !user.stripeCustomerId) {
      await tx.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
    }
  });
  return (await findUser(db, userId))?.stripeCustomerId ?? customerId;
}
