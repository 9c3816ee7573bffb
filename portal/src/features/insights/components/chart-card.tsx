import type { ChartTable } from '@sayso/api/contract';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';

/**
 * One chart with its table: the table is always in the page for screen readers (visually hidden
 * until "Show as table"), and on Business a CSV of the same table from the server.
 */
export function ChartCard({
  table,
  chart,
  csvHref,
}: {
  table: ChartTable;
  chart: ReactNode;
  csvHref?: string;
}) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Figure aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>{table.title}</Title>
        <Actions>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Hide table' : 'Show as table'}
          </Button>
          {csvHref && (
            <CsvLink href={csvHref} download>
              Download CSV<span className="visually-hidden"> of {table.title}</span>
            </CsvLink>
          )}
        </Actions>
      </Head>
      <div aria-hidden="true">{chart}</div>
      <TableWrap id={tableId} className={showTable ? undefined : 'visually-hidden'}>
        <DataTable table={table} />
      </TableWrap>
    </Figure>
  );
}

function DataTable({ table }: { table: ChartTable }) {
  if (table.rows.length === 0) return <Empty>No data in this range.</Empty>;
  return (
    <Table>
      <caption className="visually-hidden">{table.title}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in a fixed answer
          <tr key={index}>
            {row.map((cell, at) => {
              const column = table.columns[at] ?? at;
              return at === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column}>{cell}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const Title = styled.h3`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const CsvLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.brandDark};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

// Hidden for sight (the chart shows it), the table must not be a scroll box a keyboard cannot reach.
const TableWrap = styled.div`
  &:not(.visually-hidden) { overflow-x: auto; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};

  th, td { padding: ${theme.space[1]} ${theme.space[2]}; border-bottom: 1px solid ${theme.colors.border}; text-align: right; }
  th:first-child { text-align: left; font-weight: ${theme.font.weight.medium}; overflow-wrap: anywhere; }
  thead th { color: ${theme.colors.textMuted}; font-weight: ${theme.font.weight.semibold}; }
`;

const Empty = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
