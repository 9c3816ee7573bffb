import { useSearchParams } from 'react-router-dom';
import { Unsubscribe } from '@/features/account/components/unsubscribe';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /unsubscribe?token=…: an e-mail's unsubscribe link. Open: the signed token is the proof. */
export default function UnsubscribeRoute() {
  useDocumentTitle('Unsubscribe');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthShell title="E-mail preferences" subtitle="One click in an e-mail, and it stops.">
      <Unsubscribe token={token} />
    </AuthShell>
  );
}
