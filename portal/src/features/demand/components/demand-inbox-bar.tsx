import { hasEntitlement, type PlanId } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { SavedViews } from './saved-views';
import { VoterSegmentFilters } from './voter-segment-filters';

/** Under the inbox's filters (issue 28): the voter segments and the team's saved views. */
export function DemandInboxBar({ companyId, plan }: { companyId: number; plan: PlanId }) {
  return (
    <Bar>
      <VoterSegmentFilters companyId={companyId} entitled={hasEntitlement(plan, 'revenueRanking')} />
      <SavedViews companyId={companyId} />
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[2]};
`;
