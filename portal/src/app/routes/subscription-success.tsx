import { SubscriptionResult } from '@/features/billing/components/subscription-result';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /subscription/success: verifying, then success with the plan's benefits or failure. */
export default function SubscriptionSuccessRoute() {
  useDocumentTitle('Subscription');
  return <SubscriptionResult />;
}
