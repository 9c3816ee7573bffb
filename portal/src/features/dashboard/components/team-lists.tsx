import {
  type Company,
  TEAM_ROLE_LABELS,
  type Team,
  type TeamMember,
  type TeamRole,
} from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { changeRole, removeMember, revokeInvite } from '../api/team-api';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

const since = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

interface ListsProps {
  company: Company;
  team: Team;
  onChange: (team: Team) => void;
  onReload: () => void;
}

/** The people on the team (role select, Remove, Make owner) and the pending invitations. */
export function TeamLists({ company, team, onChange, onReload }: ListsProps) {
  const { toast } = useToast();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);
  const fail = (error: unknown, fallback: string) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

  const setRole = (member: TeamMember, role: TeamRole) =>
    changeRole(company.id, member.userId, role).then(onChange, (error) =>
      fail(error, 'Could not change the role'),
    );
  const revoke = (inviteId: number) =>
    revokeInvite(company.id, inviteId).then(onChange, (error) =>
      fail(error, 'Could not revoke the invitation'),
    );

  return (
    <>
      <section aria-labelledby="team-members-title">
        <SubTitle id="team-members-title">Members ({team.members.length})</SubTitle>
        <List>
          {team.members.map((member) => (
            <Row key={member.userId} aria-label={member.name}>
              <Who>
                <strong>{member.name}</strong>
                <span>{member.email}</span>
                <small>Since {since(member.since)}</small>
              </Who>
              {member.role === 'owner' ? (
                <OwnerRole>{TEAM_ROLE_LABELS.owner}</OwnerRole>
              ) : (
                <Actions>
                  <Select
                    label={`Role of ${member.name}`}
                    hideLabel
                    value={member.role}
                    onChange={(event) => void setRole(member, event.target.value as TeamRole)}
                  >
                    <option value="member">Member</option>
                    <option value="admin">Admin</option>
                  </Select>
                  {member.role === 'admin' && (
                    <Button size="sm" variant="outline" onClick={() => setTransferTo(member)}>
                      Make owner
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => setRemoving(member)}>
                    Remove
                  </Button>
                </Actions>
              )}
            </Row>
          ))}
        </List>
      </section>
      <section aria-labelledby="team-invites-title">
        <SubTitle id="team-invites-title">Pending invitations ({team.invites.length})</SubTitle>
        {team.invites.length === 0 ? (
          <Muted>No pending invitations.</Muted>
        ) : (
          <List>
            {team.invites.map((invite) => (
              <Row key={invite.id} aria-label={invite.email}>
                <Who>
                  <strong>{invite.email}</strong>
                  <small>
                    {TEAM_ROLE_LABELS[invite.role]} · expires {since(invite.expiresAt)}
                  </small>
                </Who>
                <Button size="sm" variant="outline" onClick={() => void revoke(invite.id)}>
                  Revoke
                </Button>
              </Row>
            ))}
          </List>
        )}
      </section>
      <RemoveDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onConfirm={async (member) => {
          await removeMember(company.id, member.userId).then(onReload, (error) =>
            fail(error, 'Could not remove'),
          );
          setRemoving(null);
        }}
      />
      <TransferOwnershipDialog company={company} admin={transferTo} onClose={() => setTransferTo(null)} />
    </>
  );
}

function RemoveDialog({
  member,
  onClose,
  onConfirm,
}: {
  member: TeamMember | null;
  onClose: () => void;
  onConfirm: (member: TeamMember) => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title="Remove from the team"
      description={member ? `${member.name} loses access to the dashboard at once.` : undefined}
    >
      <Buttons>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          loading={pending}
          onClick={async () => {
            if (!member) return;
            setPending(true);
            await onConfirm(member);
            setPending(false);
          }}
        >
          Remove
        </Button>
      </Buttons>
    </Dialog>
  );
}

const SubTitle = styled.h4`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  margin-bottom: ${theme.space[2]};
`;

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  ${media.mobile} { flex-direction: column; align-items: stretch; }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span, small { color: ${theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

const OwnerRole = styled.span`
  font-weight: ${theme.font.weight.semibold};
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;
