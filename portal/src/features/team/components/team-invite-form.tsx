import { TEAM_ROLE_HINTS, type Team, type TeamRole, teamInviteSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { inviteToTeam } from '../api/team-api';

/** E-mail and role; the invitee gets a link that works once, for 7 days. */
export function TeamInviteForm({
  companyId,
  onInvited,
}: {
  companyId: number;
  onInvited: (team: Team) => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { toast } = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = teamInviteSchema.safeParse({ email, role });
    if (!input.success) {
      setError(input.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      onInvited(await inviteToTeam(companyId, input.data));
      setEmail('');
      setError(undefined);
      toast({
        title: 'Invitation sent',
        description: `${input.data.email} can join for 7 days.`,
        variant: 'success',
      });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not send the invitation'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-label="Invite to the team" noValidate>
      <Input
        label="Email"
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Select
        label="Role"
        value={role}
        hint={TEAM_ROLE_HINTS[role]}
        onChange={(event) => setRole(event.target.value as TeamRole)}
      >
        <option value="member">Member</option>
        <option value="admin">Admin</option>
      </Select>
      <Button type="submit" loading={pending}>
        Send invitation
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${theme.space[3]};
  & > button { margin-top: 26px; }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    & > button { margin-top: 0; }
  }
`;
