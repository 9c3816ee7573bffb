/** What the payment result page does with its query (spec section 4, 'Payment result'). */
import type { VerifySubscriptionResult } from '@sayso/api/contract';
import { type VerifyQuery, verifySubscription } from '../api/billing-api';

/** The server check to run for this return, or null when there is nothing to verify. */
export function verifyQueryFor(params: URLSearchParams): VerifyQuery | null {
  const sessionId = params.get('session_id');
  if (sessionId && sessionId !== '{CHECKOUT_SESSION_ID}') return { session_id: sessionId };
  const paymentIntent = params.get('payment_intent');
  const secret = params.get('payment_intent_client_secret');
  if (paymentIntent && secret && params.get('redirect_status') === 'succeeded') {
    return { payment_intent: paymentIntent };
  }
  return null;
}

// Stripe may still be settling the first invoice for a moment after the redirect.
const PENDING = new Set(['processing', 'incomplete', 'open', 'requires_action']);
const RETRY_DELAYS_MS = [1000, 2000, 3000];

/** Asks the server, retrying briefly while Stripe still settles the payment. */
export async function verifyWithRetry(
  query: VerifyQuery,
  verify = verifySubscription,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<VerifySubscriptionResult> {
  let result = await verify(query);
  for (const delay of RETRY_DELAYS_MS) {
    if (result.verified || !PENDING.has(result.status)) break;
    await wait(delay);
    result = await verify(query);
  }
  return result;
}
