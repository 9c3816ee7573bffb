import type { ChartTable } from '@sayso/api/contract';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { BarChart, type BarRow } from './bar-chart';
import { ChartCard } from './chart-card';

/** Which column a table's bars show: the first number, except the timings' median days. */
const BAR_COLUMN: Record<string, number> = { timings: 2 };

function barRows(table: ChartTable): BarRow[] {
  const column = BAR_COLUMN[table.id] ?? 1;
  // The comparison's bars are this period; the previous one is told beside each number.
  if (table.id === 'comparison')
    return table.rows.map((row) => [row[0] ?? '', row[1] ?? 0, `${row[1]} (before: ${row[2]})`]);
  return table.rows.map((row) => [row[0] ?? '', row[column] ?? 0]);
}

/** Every table of a section as a bar chart with its table (and CSV on Business). */
export function ChartGrid({
  tables,
  csvHref,
}: {
  tables: ChartTable[];
  csvHref?: (chart: string) => string;
}) {
  return (
    <Grid>
      {tables.map((table) => (
        <ChartCard
          key={table.id}
          table={table}
          chart={<BarChart rows={barRows(table)} />}
          csvHref={csvHref?.(table.id)}
        />
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[4]};

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
