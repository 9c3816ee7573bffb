import { type Company, hasEntitlement, type PlanId, STATUS_LABELS } from '@sayso/api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanGate } from '@/components/ui/plan-gate';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { useRevenueIdeas } from '../api/insights-api';

const money = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 2 });

/**
 * 'Top ideas by revenue' (Pro and up): the ideas whose identified voters bring the most MRR,
 * each voter counted once per idea. Identified voters come from the widget's Identify.
 */
export function RevenueCard({ company, plan }: { company: Company; plan: PlanId }) {
  const allowed = hasEntitlement(plan, 'revenueRanking');
  const ideas = useRevenueIdeas(company.id, allowed);
  return (
    <Card as="section" aria-labelledby="revenue-title">
      <CardHeader>
        <CardTitle id="revenue-title">Top ideas by revenue</CardTitle>
        <CardDescription>
          Ideas ranked by the summed monthly recurring revenue (<code>mrr</code>) of the identified people who
          voted for them.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <PlanGate plan={plan} entitlement="revenueRanking">
          {ideas.error && (
            <Muted role="alert">{errorMessage(ideas.error, 'Could not load the ranking')}</Muted>
          )}
          {ideas.data?.length === 0 && <Muted>No identified voters yet.</Muted>}
          {allowed && ideas.data && ideas.data.length > 0 && (
            <Table>
              <caption className="visually-hidden">Ideas by voters' MRR</caption>
              <thead>
                <tr>
                  <th scope="col">Idea</th>
                  <th scope="col">Status</th>
                  <th scope="col">MRR</th>
                  <th scope="col">Identified voters</th>
                  <th scope="col">Votes</th>
                </tr>
              </thead>
              <tbody>
                {ideas.data.map((idea) => (
                  <tr key={idea.id}>
                    <th scope="row">
                      <Link to={paths.idea(company.slug, idea.id)}>{idea.title}</Link>
                    </th>
                    <td>{STATUS_LABELS[idea.status]}</td>
                    <td>{money(idea.mrr)}</td>
                    <td>{idea.identifiedVoters}</td>
                    <td>{idea.votes}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </PlanGate>
      </CardBody>
    </Card>
  );
}

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  display: block;
  overflow-x: auto;
  th, td { text-align: left; padding: ${theme.space[2]}; border-bottom: 1px solid ${theme.colors.border}; }
  tbody th { font-weight: 500; overflow-wrap: anywhere; }
`;
