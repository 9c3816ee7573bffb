import { useParams } from 'react-router-dom';
import { BillingErrorCard } from '@/features/billing/components/billing-error-card';
import { BillingShell } from '@/features/billing/components/billing-shell';
import { CheckoutRedirect } from '@/features/billing/components/checkout-redirect';
import { paidPlanParam } from '@/features/billing/lib/plan-param';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /checkout/{plan}: the hosted-checkout redirect (sends a visitor to /auth itself). */
export default function CheckoutRoute() {
  useDocumentTitle('Checkout');
  const plan = paidPlanParam(useParams().plan);
  if (!plan) {
    return (
      <BillingShell title="Checkout">
        <BillingErrorCard
          title="Unknown plan"
          message="Choose Pro or Business on the pricing page."
          canRetry={false}
        />
      </BillingShell>
    );
  }
  return <CheckoutRedirect key={plan} plan={plan} />;
}
