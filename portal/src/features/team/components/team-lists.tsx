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
import { Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { changeRole, removeMember, revokeInvite } from '../api/team-api';
import { RemoveMemberDialog } from './remove-member-dialog';
import { TeamInvitesList } from './team-invites-list';
import { List, Row, SubTitle, shortDate, Who } from './team-list-parts';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

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
  const fail = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

  return (
    <>
      <section aria-labelledby="team-members-title">
        <SubTitle id="team-members-title">Members ({team.members.length})</SubTitle>
        <List>
          {team.members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              onRole={(role) =>
                void changeRole(company.id, member.userId, role).then(
                  onChange,
                  fail('Could not change the role'),
                )
              }
              onTransfer={() => setTransferTo(member)}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </List>
      </section>
      <TeamInvitesList
        invites={team.invites}
        onRevoke={(id) =>
          void revokeInvite(company.id, id).then(onChange, fail('Could not revoke the invitation'))
        }
      />
      <RemoveMemberDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onConfirm={async (member) => {
          await removeMember(company.id, member.userId).then(onReload, fail('Could not remove'));
          setRemoving(null);
        }}
      />
      <TransferOwnershipDialog company={company} admin={transferTo} onClose={() => setTransferTo(null)} />
    </>
  );
}

function MemberRow({
  member,
  onRole,
  onTransfer,
  onRemove,
}: {
  member: TeamMember;
  onRole: (role: TeamRole) => void;
  onTransfer: () => void;
  onRemove: () => void;
}) {
  return (
    <Row aria-label={member.name}>
      <Who>
        <strong>{member.name}</strong>
        <span>{member.email}</span>
        <small>Since {shortDate(member.since)}</small>
      </Who>
      {member.role === 'owner' ? (
        <OwnerRole>{TEAM_ROLE_LABELS.owner}</OwnerRole>
      ) : (
        <Actions>
          <Select
            label={`Role of ${member.name}`}
            hideLabel
            value={member.role}
            onChange={(event) => onRole(event.target.value as TeamRole)}
          >
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </Select>
          {member.role === 'admin' && (
            <Button size="sm" variant="outline" onClick={onTransfer}>
              Make owner
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onRemove}>
            Remove
          </Button>
        </Actions>
      )}
    </Row>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

const OwnerRole = styled.span`
  font-weight: ${theme.font.weight.semibold};
`;
