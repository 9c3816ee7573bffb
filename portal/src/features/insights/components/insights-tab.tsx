import { type Company, hasEntitlement, type PlanId } from '@sayso/api/contract';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { PlanGate } from '@/components/ui/plan-gate';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { chartCsvUrl, useInsights } from '../api/insights-api';
import { DEFAULT_CHOICE, type RangeChoice, rangeQuery } from '../lib/insights-range';
import { RangePicker } from './range-picker';
import { RevenueCard } from './revenue-card';
import { AdvancedSection, BasicSection, PremiumSection } from './sections';

/**
 * The Insights tab (lazy: it carries the chart library). Basic statistics on every plan;
 * Advanced and Premium greyed under their upgrade note below their plan, and never asked for:
 * the server would refuse them (domains/insights/insight-answers.ts).
 */
export default function InsightsTab({ company, plan }: { company: Company; plan: PlanId }) {
  const [choice, setChoice] = useState<RangeChoice>(DEFAULT_CHOICE);
  const query = rangeQuery(choice);
  const hasAdvanced = hasEntitlement(plan, 'advancedStatistics');
  const hasPremium = hasEntitlement(plan, 'premiumStatistics');
  const basic = useInsights(company.id, 'basic', query, true);
  const advanced = useInsights(company.id, 'advanced', query, hasAdvanced);
  const premium = useInsights(company.id, 'premium', query, hasPremium);
  const csvHref = hasPremium ? (chart: string) => chartCsvUrl(company.id, chart, query) : undefined;

  return (
    <Stack>
      <RevenueCard company={company} plan={plan} />
      <PlanGate plan={plan} entitlement="advancedStatistics">
        <RangePicker value={choice} onChange={setChoice} />
      </PlanGate>
      <Section title="Basic statistics" id="insights-basic" error={basic.error}>
        {basic.data ? (
          <BasicSection data={basic.data} csvHref={csvHref} />
        ) : (
          <Spinner label="Loading statistics" />
        )}
      </Section>
      <Section title="Advanced statistics" id="insights-advanced" error={advanced.error}>
        <PlanGate plan={plan} entitlement="advancedStatistics">
          <AdvancedSection data={advanced.data} csvHref={csvHref} />
        </PlanGate>
      </Section>
      <Section title="Premium statistics" id="insights-premium" error={premium.error}>
        <PlanGate plan={plan} entitlement="premiumStatistics">
          <PremiumSection data={premium.data} csvHref={csvHref} />
        </PlanGate>
      </Section>
    </Stack>
  );
}

function Section({
  title,
  id,
  error,
  children,
}: {
  title: string;
  id: string;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <Part aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {error ? (
        <ErrorNote role="alert">{errorMessage(error, 'Could not load these statistics.')}</ErrorNote>
      ) : (
        children
      )}
    </Part>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  min-width: 0;
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
`;

const Heading = styled.h3`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;

const ErrorNote = styled.p`
  color: ${theme.colors.danger};
`;
