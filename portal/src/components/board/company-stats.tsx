import type { CompanyStats as Stats } from '@sayso/api/contract';
import styled, { css } from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { media, theme } from '@/styles/theme';
import { LoadError } from './load-error';

const ITEMS: Array<{ key: keyof Stats; label: string }> = [
  { key: 'totalIdeas', label: 'Total Ideas' },
  { key: 'inProgress', label: 'In Progress' },
  { key: 'completed', label: 'Completed' },
  { key: 'contributors', label: 'Contributors' },
];

interface CompanyStatsProps {
  stats: Stats | undefined;
  /** One line of small figures (the public pages' compact header) instead of four tiles. */
  compact?: boolean;
  /** The stats request failed: say so with a retry instead of skeletons that never end. */
  onRetry?: (() => void) | undefined;
}

/** The four header stats; skeletons while loading, since a 0 there would be a false number. */
export function CompanyStats({ stats, compact = false, onRetry }: CompanyStatsProps) {
  if (!stats && onRetry)
    return <LoadError inline message="The statistics could not be loaded." onRetry={onRetry} />;
  return (
    <List aria-label="Company statistics" aria-busy={stats ? undefined : true} $compact={compact}>
      {ITEMS.map(({ key, label }) => (
        <Item key={key} $compact={compact}>
          <Label>{label}</Label>
          <Value>
            {stats ? stats[key] : <Skeleton data-testid="stat-skeleton" $width="2.5ch" $height="1.2em" />}
          </Value>
        </Item>
      ))}
    </List>
  );
}

const List = styled.dl<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  ${media.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${theme.space[2]}; }
  ${({ $compact }) =>
    $compact &&
    css`
      display: flex;
      flex-wrap: wrap;
      gap: ${theme.space[1]} ${theme.space[4]};
      ${media.mobile} { gap: ${theme.space[1]} ${theme.space[3]}; }
    `}
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.colors.text};
`;

const Item = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column-reverse; /* the number reads first, the label stays a <dt> */
  align-items: center;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  border: 1px solid ${theme.colors.border};
  ${({ $compact }) =>
    $compact &&
    css`
      flex-direction: row-reverse;
      justify-content: flex-end;
      gap: ${theme.space[1]};
      padding: 0;
      background: none;
      border: 0;
      ${Value} { font-size: ${theme.font.size.sm}; }
    `}
`;

const Label = styled.dt`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.colors.textMuted};
  text-align: center;
`;
