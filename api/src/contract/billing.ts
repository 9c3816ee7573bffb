/** Billing calls (spec section 7): request schemas and answer shapes, shared with the portal. */
import { z } from 'zod';
import type { PaidPlanId, PlanId } from './plans';
import type { PublicUser } from './types';

const priceIdSchema = z
  .string('Please choose a plan')
  .trim()
  .min(1, 'Please choose a plan')
  .max(255, 'Unknown price');

const returnUrlSchema = z
  .string()
  .trim()
  .min(1, 'A return address is required')
  .max(2000, 'Return address is too long');

export const createSubscriptionSchema = z.object({ priceId: priceIdSchema });
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export const createCheckoutSessionSchema = z.object({
  priceId: priceIdSchema,
  successUrl: returnUrlSchema,
  cancelUrl: returnUrlSchema,
});
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionSchema>;

/** GET /api/billing/config: what the portal needs to start a payment, or that billing is off. */
export type BillingConfig =
  | { enabled: false; message: string }
  | {
      enabled: true;
      publishableKey: string;
      /** ISO currency code, lower case as Stripe.js wants it: 'eur'. */
      currency: string;
      prices: Record<PaidPlanId, string>;
    };

export interface CreateSubscriptionResult {
  clientSecret: string;
  subscriptionId: string;
}

export interface CheckoutSessionResult {
  url: string;
  sessionId: string;
}

/** GET /api/subscription/verify: what Stripe says about a payment, applied to the user. */
export interface VerifySubscriptionResult {
  verified: boolean;
  /** The PaymentIntent's, Checkout Session's or subscription's Stripe status. */
  status: string;
  /** The plan now in force. */
  plan: PlanId;
  user: PublicUser;
}

export const BILLING_NOT_CONFIGURED = 'Billing is not configured';

/** GET /api/billing/subscription (and the answer of cancel and resume): the paid plan in Stripe. */
export interface BillingSubscription {
  /** The plan now in force. */
  plan: PlanId;
  /** Stripe's subscription status ('active', 'past_due', 'canceled'…), or 'none' on Free. */
  status: string;
  /** End of the paid period (ISO): the next invoice date, or the day the plan ends when cancelling. */
  currentPeriodEnd: string | null;
  /** True when the plan ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean;
}
