import { useParams } from 'react-router-dom';
import { ManageSubscription } from '@/features/billing/components/manage-subscription';
import { DashboardPage } from './dashboard/dashboard-page';

/** /dashboard/{slug}: the router wraps it in ProtectedRoute (signed out -> /auth). */
export default function DashboardRoute() {
  const { slug = '' } = useParams();
  // Keyed by slug so switching companies never shows the previous one's form state.
  return (
    <DashboardPage key={slug} slug={slug} renderBilling={(user) => <ManageSubscription user={user} />} />
  );
}
