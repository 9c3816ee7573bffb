import { useSearchParams } from 'react-router-dom';
import { VerifyEmail } from '@/features/account/components/verify-email';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /verify-email?token=…: the link sent at sign-up (or resent). Open: the token is the proof. */
export default function VerifyEmailRoute() {
  useDocumentTitle('Verify email');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthShell title="Verify your email" subtitle="Proving your address opens boards meant for your company.">
      <VerifyEmail token={token} />
    </AuthShell>
  );
}
