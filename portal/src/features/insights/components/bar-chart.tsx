import type { Cell } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A bar: its label, its value (a number draws a bar) and, optionally, the text shown for it. */
export type BarRow = [label: Cell, value: Cell, shown?: string];

/** Horizontal bars for labelled numbers (categories, funnels, sources): plain HTML, no canvas. */
export function BarChart({ rows }: { rows: BarRow[] }) {
  const values = rows.map(([, value]) => (typeof value === 'number' ? value : 0));
  const max = Math.max(1, ...values);
  if (rows.length === 0) return <Empty>Nothing yet in this range.</Empty>;
  return (
    <Bars>
      {rows.map(([label, value, shown], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (two ideas of one title); the order is the answer's
        <Row key={index}>
          <Label title={String(label)}>{label}</Label>
          <Track>
            <Fill style={{ width: `${((values[index] ?? 0) / max) * 100}%` }} />
          </Track>
          <Value>{shown ?? (value === '' ? '–' : value)}</Value>
        </Row>
      ))}
    </Bars>
  );
}

const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 9rem) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Track = styled.span`
  height: 12px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  min-width: 2px;
  background: ${theme.gradient.brand};
`;

const Value = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.font.weight.semibold};
`;

const Empty = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
