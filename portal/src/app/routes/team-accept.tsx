import { useSearchParams } from 'react-router-dom';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { AcceptInvite } from '@/features/team/components/accept-invite';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /team/accept?token=…: the team invitation's link. Open: the token and the account are the proof. */
export default function TeamAcceptRoute() {
  useDocumentTitle('Join the team');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthShell title="Join the team" subtitle="You were invited to triage ideas on a Sayso board.">
      <AcceptInvite token={token} />
    </AuthShell>
  );
}
