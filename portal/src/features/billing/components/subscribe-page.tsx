import type { PaidPlanId } from '@sayso/api/contract';
import { PLANS } from '@sayso/api/contract';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { BillingStepError, priceFor, stepError, subscriptionSecret } from '../lib/billing-steps';
import { loadStripeJs } from '../lib/load-stripe-js';
import { BillingErrorCard } from './billing-error-card';
import { BillingShell } from './billing-shell';
import { PaymentForm } from './payment-form';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; error: BillingStepError }
  | { kind: 'ready'; stripe: Stripe; clientSecret: string };

/** Stripe.js first: without it no subscription is started at all. */
async function preparePayment(plan: PaidPlanId): Promise<{ stripe: Stripe; clientSecret: string }> {
  const { priceId, publishableKey } = await priceFor(plan);
  let stripe: Stripe;
  try {
    stripe = await loadStripeJs(publishableKey);
  } catch (error) {
    console.error('Stripe.js did not load', error);
    throw new BillingStepError(
      'Payment system not ready: the secure card form from Stripe could not be loaded. Check your connection or ad blocker, then try again.',
    );
  }
  return { stripe, clientSecret: await subscriptionSecret(priceId) };
}

/** /subscribe/{plan}: the embedded Payment Element, with loading, error and ready states. */
export function SubscribePage({ plan }: { plan: PaidPlanId }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    preparePayment(plan)
      .then((ready) => live && setState({ kind: 'ready', ...ready }))
      .catch((error: unknown) => live && setState({ kind: 'error', error: stepError(error) }));
    return () => {
      live = false;
    };
  }, [plan]);

  const details = PLANS[plan];
  return (
    <BillingShell
      title={`Subscribe to ${details.name}`}
      intro={`€${details.price} per month. Cancel anytime; you keep your data.`}
    >
      {state.kind === 'loading' && (
        <Card>
          <CardBody>
            <p
              role="status"
              style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'center' }}
            >
              <Spinner label="Preparing payment" />
              Preparing the secure payment form…
            </p>
          </CardBody>
        </Card>
      )}
      {state.kind === 'error' && (
        <BillingErrorCard
          title={state.error.title}
          message={state.error.message}
          canRetry={state.error.canRetry}
        />
      )}
      {state.kind === 'ready' && (
        <Card>
          <CardHeader>
            <CardTitle>Payment details</CardTitle>
            <CardDescription>Your card is handled by Stripe; Sayso never sees it.</CardDescription>
          </CardHeader>
          <CardBody>
            <PaymentForm stripe={state.stripe} clientSecret={state.clientSecret} plan={plan} />
          </CardBody>
        </Card>
      )}
    </BillingShell>
  );
}
