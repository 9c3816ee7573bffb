/**
 * The Stripe SDK client and what the configuration enables. Billing is on only when the
 * secret key, the publishable key and both plan prices are set; without them the app runs and
 * billing calls answer 503.
 */
import Stripe from 'stripe';
import type { PaidPlanId } from '../../contract';
import type { Config } from '../../env';

export interface BillingSettings {
  enabled: boolean;
  /** The env keys that are missing for billing to work (empty when enabled). */
  missing: string[];
}

export function billingSettings(config: Config): BillingSettings {
  const { secretKey, publishableKey, pricePro, priceBusiness } = config.stripe;
  const required: Record<string, string | undefined> = {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_PRICE_PRO: pricePro,
    STRIPE_PRICE_BUSINESS: priceBusiness,
  };
  const missing = Object.keys(required).filter((key) => !required[key]);
  return { enabled: missing.length === 0, missing };
}

/** A Stripe client for the configured key (pointed at STRIPE_API_BASE when set), or null. */
export function createStripeClient(config: Config): Stripe | null {
  if (!billingSettings(config).enabled || !config.stripe.secretKey) return null;
  const base = config.stripe.apiBase ? new URL(config.stripe.apiBase) : null;
  return new Stripe(config.stripe.secretKey, {
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
    // A fake or a test host answers at once; real Stripe gets the SDK's idempotent retries.
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Sayso' },
  });
}

/** The configured price id of each paid plan. */
function planPrices(config: Config): Record<PaidPlanId, string | undefined> {
  return { pro: config.stripe.pricePro, business: config.stripe.priceBusiness };
}

/** The paid plan a Stripe price id stands for, or null for a price that is not ours. */
export function planForPrice(config: Config, priceId: string | null | undefined): PaidPlanId | null {
  if (!priceId) return null;
  const prices = planPrices(config);
  if (priceId === prices.pro) return 'pro';
  if (priceId === prices.business) return 'business';
  return null;
}
