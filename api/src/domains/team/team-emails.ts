/** The text of the team invitation; its link opens the portal's accept page. */
import { TEAM_INVITE_DAYS, TEAM_ROLE_HINTS, TEAM_ROLE_LABELS, type TeamRole } from '../../contract';
import type { CompanyRow, UserRow } from '../../db/schema';
import type { MailMessage } from '../outbox/mailer';

export interface TeamInviteMail {
  to: string;
  company: Pick<CompanyRow, 'name'>;
  inviter: Pick<UserRow, 'name'>;
  role: TeamRole;
  token: string;
}

export function teamInviteEmail(publicUrl: string, invite: TeamInviteMail): MailMessage {
  const link = `${publicUrl}/team/accept?token=${encodeURIComponent(invite.token)}`;
  const role = TEAM_ROLE_LABELS[invite.role];
  return {
    to: invite.to,
    subject: `Join ${invite.company.name} on Sayso`,
    text: `Hi,

${invite.inviter.name} invited you to the ${invite.company.name} team on Sayso as ${role.toLowerCase()} (${TEAM_ROLE_HINTS[invite.role].toLowerCase()}).

Open this link to accept. Sign in (or create an account) with this e-mail address, ${invite.to}. The link works once, for ${TEAM_INVITE_DAYS} days:

${link}

If you did not expect this, ignore this e-mail.
`,
  };
}
