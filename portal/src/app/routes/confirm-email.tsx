import { useSearchParams } from 'react-router-dom';
import { ConfirmEmail } from '@/features/account/components/confirm-email';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /account/confirm-email?token=…: the link sent to a new address. Open: the token is the proof. */
export default function ConfirmEmailRoute() {
  useDocumentTitle('Confirm email');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthShell title="Confirm your new email" subtitle="One click, and your account uses the new address.">
      <ConfirmEmail token={token} />
    </AuthShell>
  );
}
