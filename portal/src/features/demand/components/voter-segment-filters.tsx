import { PLANS, requiredPlan } from '@sayso/api/contract';
import styled from 'styled-components';
import { Select } from '@/components/ui/field';
import { useUrlState } from '@/lib/use-url-state';
import { media, theme } from '@/styles/theme';
import { useInboxSegments } from '../api/demand-api';

const SEGMENT_KEYS = ['voterCompany', 'voterPlan'] as const;

/** The choices of one filter, with the URL's value kept even when no voter has it any more. */
const choicesWith = (choices: string[] | undefined, chosen: string) =>
  chosen && !(choices ?? []).includes(chosen) ? [chosen, ...(choices ?? [])] : (choices ?? []);

/**
 * The inbox's Company and Plan filters (issue 28): ideas with a voter of that company or plan,
 * kept in the URL beside the inbox's other filters (the inbox reads them from there).
 * Revenue ranking's, so on a plan without it they say which plan has them.
 */
export function VoterSegmentFilters({ companyId, entitled }: { companyId: number; entitled: boolean }) {
  const [url, setUrl] = useUrlState(SEGMENT_KEYS);
  const segments = useInboxSegments(companyId, entitled);
  if (!entitled)
    return (
      <Upsell>
        Filter and sort by your voters' company, plan and MRR with the{' '}
        {PLANS[requiredPlan('revenueRanking')].name} plan.
      </Upsell>
    );
  return (
    <Row role="group" aria-label="Voter segments">
      <Select
        label="Voter company"
        value={url.voterCompany}
        onChange={(event) => setUrl({ voterCompany: event.target.value })}
      >
        <option value="">Any company</option>
        {choicesWith(segments.data?.companies, url.voterCompany).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
      <Select
        label="Voter plan"
        value={url.voterPlan}
        onChange={(event) => setUrl({ voterPlan: event.target.value })}
      >
        <option value="">Any plan</option>
        {choicesWith(segments.data?.plans, url.voterPlan).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 220px));
  gap: ${theme.space[3]};
  ${media.mobile} { grid-template-columns: 1fr 1fr; }
`;

const Upsell = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
