/**
 * The steps of the payment pages, as plain functions: each resolves with what the next
 * step needs or throws a BillingStepError carrying the spec's text (section 8).
 */
import { BILLING_NOT_CONFIGURED, type PaidPlanId } from '@sayso/api/contract';
import { errorMessage } from '@/lib/api-client';
import { createCheckoutSession, createSubscription, fetchBillingConfig } from '../api/billing-api';

export class BillingStepError extends Error {
  constructor(
    message: string,
    readonly title = 'Something went wrong',
    /** False when trying again cannot help. */
    readonly canRetry = true,
  ) {
    super(message);
  }
}

/** The configured price of `plan` and the publishable key, or the 'not configured' error. */
export async function priceFor(plan: PaidPlanId): Promise<{ priceId: string; publishableKey: string }> {
  let config: Awaited<ReturnType<typeof fetchBillingConfig>>;
  try {
    config = await fetchBillingConfig();
  } catch (error) {
    throw new BillingStepError(
      `Payment system not ready: ${errorMessage(error, 'An unknown error occurred')}`,
    );
  }
  if (!config.enabled) {
    throw new BillingStepError(
      'Paid plans cannot be bought on this Sayso server until its owner connects Stripe. Your Free plan keeps working.',
      BILLING_NOT_CONFIGURED,
      false,
    );
  }
  return { priceId: config.prices[plan], publishableKey: config.publishableKey };
}

/** The hosted Checkout address for `plan`. */
export async function checkoutUrl(plan: PaidPlanId): Promise<string> {
  const { priceId } = await priceFor(plan);
  let url: string | undefined;
  try {
    ({ url } = await createCheckoutSession(plan, priceId));
  } catch (error) {
    throw new BillingStepError(
      `Failed to create checkout session: ${errorMessage(error, 'An unknown error occurred')}`,
    );
  }
  if (!url) throw new BillingStepError('No checkout URL returned from the server');
  return url;
}

/** The client secret of a new subscription's first payment. */
export async function subscriptionSecret(priceId: string): Promise<string> {
  let clientSecret: string | undefined;
  try {
    ({ clientSecret } = await createSubscription(priceId));
  } catch (error) {
    throw new BillingStepError(
      `Failed to create payment intent: ${errorMessage(error, 'An unknown error occurred')}`,
    );
  }
  if (!clientSecret) throw new BillingStepError('No client secret returned from the server');
  return clientSecret;
}

export function stepError(error: unknown): BillingStepError {
  if (error instanceof BillingStepError) return error;
  return new BillingStepError(errorMessage(error, 'An unknown error occurred'));
}
