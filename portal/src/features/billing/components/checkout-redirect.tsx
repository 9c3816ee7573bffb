import type { PaidPlanId } from '@sayso/api/contract';
import { PLANS } from '@sayso/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, CardBody } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { withReturnTo } from '@/lib/auth/return-to';
import { type BillingStepError, checkoutUrl, stepError } from '../lib/billing-steps';
import { BillingErrorCard } from './billing-error-card';
import { BillingShell } from './billing-shell';

/** /checkout/{plan}: asks the server for a Checkout Session and sends the browser to it. */
export function CheckoutRedirect({ plan }: { plan: PaidPlanId }) {
  const { user, isLoading } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState<BillingStepError | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (isLoading || started.current) return;
    started.current = true;
    if (!user) {
      toast({ title: 'Authentication Required', description: 'Please log in to subscribe to a plan' });
      navigate(withReturnTo(paths.auth(), paths.checkout(plan)), { replace: true });
      return;
    }
    checkoutUrl(plan)
      .then((url) => window.location.assign(url))
      .catch((reason: unknown) => setError(stepError(reason)));
  }, [isLoading, user, plan, toast, navigate]);

  return (
    <BillingShell
      title={`Subscribe to ${PLANS[plan].name}`}
      intro={`€${PLANS[plan].price} per month, billed by Stripe. Cancel anytime.`}
    >
      {error ? (
        <BillingErrorCard title={error.title} message={error.message} canRetry={error.canRetry} />
      ) : (
        <Card>
          <CardBody>
            <p
              role="status"
              style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'center' }}
            >
              <Spinner label="Redirecting to checkout" />
              Taking you to Stripe's secure checkout…
            </p>
          </CardBody>
        </Card>
      )}
    </BillingShell>
  );
}
