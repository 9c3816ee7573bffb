/**
 * Stripe.js, loaded from js.stripe.com only when a payment page needs it. It can fail or hang
 * (offline, blocked by an extension); either way the page gets an error it can show.
 */
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const TIMEOUT_MS = 15_000;

export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let timer: number | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error('Stripe.js took too long to load')), TIMEOUT_MS);
  });
  try {
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new Error('Stripe.js is not available in this browser');
    return stripe;
  } finally {
    window.clearTimeout(timer);
  }
}
