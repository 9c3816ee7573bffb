/** The billing calls of spec section 7, through the one API client. */
import type {
  BillingConfig,
  BillingSubscription,
  CheckoutSessionResult,
  CreateSubscriptionResult,
  PaidPlanId,
  VerifySubscriptionResult,
} from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

export const BILLING_CONFIG_URL = apiPaths.billing.config;

export function fetchBillingConfig(): Promise<BillingConfig> {
  return api.get<BillingConfig>(BILLING_CONFIG_URL);
}

/** Where the browser comes back to after paying for `plan`, absolute on this site. */
export function successUrl(plan: PaidPlanId, extra = ''): string {
  return `${window.location.origin}/subscription/success?plan=${plan}${extra}`;
}

export function createCheckoutSession(plan: PaidPlanId, priceId: string): Promise<CheckoutSessionResult> {
  return api.post<CheckoutSessionResult>(apiPaths.billing.checkoutSession, {
    priceId,
    // Stripe fills in {CHECKOUT_SESSION_ID}, so the result page can ask the server about it.
    successUrl: successUrl(plan, '&session_id={CHECKOUT_SESSION_ID}'),
    cancelUrl: `${window.location.origin}/pricing`,
  });
}

export function createSubscription(priceId: string): Promise<CreateSubscriptionResult> {
  return api.post<CreateSubscriptionResult>(apiPaths.billing.createSubscription, { priceId });
}

export type VerifyQuery = { payment_intent: string } | { session_id: string };

export function verifySubscription(query: VerifyQuery): Promise<VerifySubscriptionResult> {
  return api.get<VerifySubscriptionResult>(apiPaths.billing.verifySubscription(new URLSearchParams(query)));
}

/** The signed-in user's subscription as Stripe has it (next invoice date, set to cancel or not). */
export const SUBSCRIPTION_URL = apiPaths.billing.subscription;

/** Ends the subscription at the close of the paid period; the plan stays until then. */
export function cancelSubscription(): Promise<BillingSubscription> {
  return api.post<BillingSubscription>(apiPaths.billing.cancel);
}

/** Undoes a cancellation before the period ends: the plan renews as before. */
export function resumeSubscription(): Promise<BillingSubscription> {
  return api.post<BillingSubscription>(apiPaths.billing.resume);
}
