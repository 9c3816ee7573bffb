import { TEAM_ROLE_LABELS, type TeamInvite } from '@sayso/api/contract';
import { Button } from '@/components/ui/button';
import { List, Muted, Row, SubTitle, shortDate, Who } from './team-list-parts';

/** The pending invitations, each with Revoke (its link stops working). */
export function TeamInvitesList({
  invites,
  onRevoke,
}: {
  invites: TeamInvite[];
  onRevoke: (id: number) => void;
}) {
  return (
    <section aria-labelledby="team-invites-title">
      <SubTitle id="team-invites-title">Pending invitations ({invites.length})</SubTitle>
      {invites.length === 0 ? (
        <Muted>No pending invitations.</Muted>
      ) : (
        <List>
          {invites.map((invite) => (
            <Row key={invite.id} aria-label={invite.email}>
              <Who>
                <strong>{invite.email}</strong>
                <small>
                  {TEAM_ROLE_LABELS[invite.role]} · expires {shortDate(invite.expiresAt)}
                </small>
              </Who>
              <Button size="sm" variant="outline" onClick={() => onRevoke(invite.id)}>
                Revoke
              </Button>
            </Row>
          ))}
        </List>
      )}
    </section>
  );
}
