import {
  type AdvancedInsights,
  advancedTables,
  type BasicInsights,
  basicTables,
  type InsightsRange,
  type PremiumInsights,
  premiumTables,
} from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { ChartCard } from './chart-card';
import { ChartGrid } from './chart-grid';
import { DailyChart } from './daily-chart';

type CsvHref = ((chart: string) => string) | undefined;

const COUNTERS = [
  ['totalIdeas', 'Ideas'],
  ['inProgress', 'In progress'],
  ['completed', 'Completed'],
  ['contributors', 'Contributors'],
] as const;

export function BasicSection({ data, csvHref }: { data: BasicInsights; csvHref: CsvHref }) {
  const [daily] = basicTables(data);
  return (
    <>
      <Counters>
        {COUNTERS.map(([key, label]) => (
          <Counter key={key}>
            <dt>{label}</dt>
            <dd>{data.counters[key]}</dd>
          </Counter>
        ))}
      </Counters>
      {daily && (
        <ChartCard table={daily} chart={<DailyChart daily={data.daily} />} csvHref={csvHref?.(daily.id)} />
      )}
    </>
  );
}

/** What a section shows below its plan: its charts, empty, under the upgrade note. */
const NO_RANGE: InsightsRange = { from: '', to: '' };
const EMPTY_ADVANCED: AdvancedInsights = {
  range: NO_RANGE,
  byCategory: [],
  byStatus: [],
  trending: [],
  statusFunnel: [],
  widgetFunnel: [],
  sources: [],
};
const NO_TOTALS = { ideas: 0, votes: 0, comments: 0, boardViews: 0, widgetOpens: 0 };
const EMPTY_PREMIUM: PremiumInsights = {
  range: NO_RANGE,
  timings: [],
  contributors: { total: 0, returning: 0 },
  topHosts: [],
  comparison: { previous: NO_RANGE, current: NO_TOTALS, before: NO_TOTALS },
};

export function AdvancedSection({ data, csvHref }: { data: AdvancedInsights | undefined; csvHref: CsvHref }) {
  return <ChartGrid tables={advancedTables(data ?? EMPTY_ADVANCED)} csvHref={csvHref} />;
}

export function PremiumSection({ data, csvHref }: { data: PremiumInsights | undefined; csvHref: CsvHref }) {
  return <ChartGrid tables={premiumTables(data ?? EMPTY_PREMIUM)} csvHref={csvHref} />;
}

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
`;

const Counter = styled.div`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.lg};
  background: ${theme.gradient.brandSoft};

  dt { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; }
  dd { margin: 0; font-size: ${theme.font.size['2xl']}; font-weight: ${theme.font.weight.bold}; }
`;
