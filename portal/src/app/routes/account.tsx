import { useState } from 'react';
import { AccountPage } from '@/features/account/components/account-page';
import { ProtectedRoute } from '@/lib/auth/protected-route';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /account, guarded here rather than in the router: after the account is deleted the page
 * drops the guard first, so forgetting the user sends them home, not to the login page.
 */
export default function AccountRoute() {
  useDocumentTitle('Account settings');
  const [deleted, setDeleted] = useState(false);
  if (deleted) return null;
  return (
    <ProtectedRoute>
      <AccountPage onDeleted={() => setDeleted(true)} />
    </ProtectedRoute>
  );
}
