import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { AcceptInvite } from '@/features/team/components/accept-invite';
import { apiPaths } from '@/lib/api-paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /team/accept?token=…: the team invitation's link. Open: the token and the account are the
 * proof. It names the company the link is for (issue 26) once the server has said so.
 */
export default function TeamAcceptRoute() {
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useSWR<{ companyName: string }>(token ? apiPaths.teamInvitation(token) : null);
  const company = invitation.data?.companyName;
  const title = company ? `Join ${company} on Sayso` : 'Join the team';
  useDocumentTitle(title);
  return (
    <AuthShell
      title={title}
      subtitle={
        company
          ? `You were invited to triage ideas on ${company}'s feedback board.`
          : 'You were invited to triage ideas on a Sayso board.'
      }
    >
      <AcceptInvite token={token} />
    </AuthShell>
  );
}
