import { AccountPage } from '@/features/account/components/account-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /account: the router wraps it in ProtectedRoute (signed out -> /auth). */
export default function AccountRoute() {
  useDocumentTitle('Account settings');
  return <AccountPage />;
}
