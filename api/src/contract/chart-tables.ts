/**
 * Every Insights chart as a table: the portal shows it to screen readers (and on request), and
 * the CSV download is the same table, so a chart, its table and its file never disagree.
 */
import type { AdvancedInsights, BasicInsights, LabelledCount, PremiumInsights } from './analytics';

export type Cell = string | number;

export interface ChartTable {
  /** Stable name, also the CSV's (?chart=…) and the file's. */
  id: string;
  title: string;
  columns: string[];
  rows: Cell[][];
}

const counted = (id: string, title: string, column: string, list: LabelledCount[]): ChartTable => ({
  id,
  title,
  columns: [column, 'Count'],
  rows: list.map(({ label, count }) => [label, count]),
});

export function basicTables(basic: BasicInsights): ChartTable[] {
  const { days, ideas, votes, comments } = basic.daily;
  return [
    {
      id: 'daily',
      title: 'Ideas, votes and comments per day',
      columns: ['Day', 'Ideas', 'Votes', 'Comments'],
      rows: days.map((day, i) => [day, ideas[i] ?? 0, votes[i] ?? 0, comments[i] ?? 0]),
    },
  ];
}

export function advancedTables(advanced: AdvancedInsights): ChartTable[] {
  return [
    counted('by-category', 'New ideas by category', 'Category', advanced.byCategory),
    counted('by-status', 'New ideas by status', 'Status', advanced.byStatus),
    {
      id: 'trending',
      title: 'Trending ideas (votes gained)',
      columns: ['Idea', 'Votes gained'],
      rows: advanced.trending.map((idea) => [idea.title, idea.votes]),
    },
    counted('status-funnel', 'Status funnel of new ideas', 'Reached', advanced.statusFunnel),
    counted('widget-funnel', 'Widget funnel', 'Step', advanced.widgetFunnel),
    counted('sources', 'Views by source', 'Source', advanced.sources),
  ];
}

const days = (value: number | null): Cell => (value === null ? '' : value);

export function premiumTables(premium: PremiumInsights): ChartTable[] {
  const { current, before, previous } = premium.comparison;
  const periods = Object.keys(current) as Array<keyof typeof current>;
  return [
    {
      id: 'timings',
      title: 'Time between statuses',
      columns: ['Step', 'Ideas', 'Median days', 'Average days'],
      rows: premium.timings.map((t) => [t.label, t.ideas, days(t.medianDays), days(t.averageDays)]),
    },
    {
      id: 'contributors',
      title: 'Returning contributors',
      columns: ['Contributors', 'Count'],
      rows: [
        ['All in the range', premium.contributors.total],
        ['Returning', premium.contributors.returning],
      ],
    },
    {
      id: 'top-hosts',
      title: 'Top host pages',
      columns: ['Page', 'Opens', 'Ideas submitted', 'Votes'],
      rows: premium.topHosts.map((h) => [h.host, h.opens, h.submitted, h.voted]),
    },
    {
      id: 'comparison',
      title: `Compared with ${previous.from} – ${previous.to}`,
      columns: ['Measure', 'This period', 'Previous period'],
      rows: periods.map((key) => [PERIOD_LABELS[key], current[key], before[key]]),
    },
  ];
}

const PERIOD_LABELS: Record<keyof PremiumInsights['comparison']['current'], string> = {
  ideas: 'Ideas',
  votes: 'Votes',
  comments: 'Comments',
  boardViews: 'Board views',
  widgetOpens: 'Widget opens',
};
