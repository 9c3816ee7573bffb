import type { Company, PlanId, Team } from '@sayso/api/contract';
import styled from 'styled-components';
import useSWR from 'swr';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanGate } from '@/components/ui/plan-gate';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { teamKey } from '../api/team-api';
import { TeamInviteForm } from './team-invite-form';
import { TeamLists } from './team-lists';

/**
 * 'Team' (Team accounts, Business), the owner's alone: invite by e-mail as admin or member, then
 * change roles, remove people, revoke invitations and hand the company to an admin. Inviting is
 * greyed below Business; the lists stay usable, since removing someone works on every plan.
 */
export function TeamCard({ company, plan }: { company: Company; plan: PlanId }) {
  const team = useSWR<Team>(teamKey(company.id));
  const update = (next: Team) => team.mutate(next, { revalidate: false });
  return (
    <Card as="section" aria-labelledby="team-title">
      <CardHeader>
        <CardTitle id="team-title">Team</CardTitle>
        <CardDescription>
          Admins triage ideas and change these settings; members triage ideas. Billing, deleting the company
          and the team stay yours.
        </CardDescription>
      </CardHeader>
      <Body>
        <PlanGate plan={plan} entitlement="teamAccounts" feature="Inviting teammates">
          <TeamInviteForm companyId={company.id} onInvited={update} />
        </PlanGate>
        {team.error ? (
          <Muted role="alert">{errorMessage(team.error, 'Could not load your team')}</Muted>
        ) : team.data ? (
          <TeamLists company={company} team={team.data} onChange={update} onReload={() => team.mutate()} />
        ) : (
          <Muted role="status">Loading your team…</Muted>
        )}
      </Body>
    </Card>
  );
}

const Body = styled(CardBody)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
