import { useParams } from 'react-router-dom';
import { BillingErrorCard } from '@/features/billing/components/billing-error-card';
import { BillingShell } from '@/features/billing/components/billing-shell';
import { SubscribePage } from '@/features/billing/components/subscribe-page';
import { paidPlanParam } from '@/features/billing/lib/plan-param';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /subscribe/{plan}: the embedded card payment page (protected by the router). */
export default function SubscribeRoute() {
  useDocumentTitle('Subscribe');
  const plan = paidPlanParam(useParams().plan);
  if (!plan) {
    return (
      <BillingShell title="Subscribe">
        <BillingErrorCard
          title="Unknown plan"
          message="Choose Pro or Business on the pricing page."
          canRetry={false}
        />
      </BillingShell>
    );
  }
  return <SubscribePage key={plan} plan={plan} />;
}
