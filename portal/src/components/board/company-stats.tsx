import type { CompanyStats as Stats } from '@sayso/api/contract';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { media, theme } from '@/styles/theme';

const ITEMS: Array<{ key: keyof Stats; label: string }> = [
  { key: 'totalIdeas', label: 'Total Ideas' },
  { key: 'inProgress', label: 'In Progress' },
  { key: 'completed', label: 'Completed' },
  { key: 'contributors', label: 'Contributors' },
];

/** The four header stats; skeletons while loading, since a 0 there would be a false number. */
export function CompanyStats({ stats }: { stats: Stats | undefined }) {
  return (
    <List aria-label="Company statistics" aria-busy={stats ? undefined : true}>
      {ITEMS.map(({ key, label }) => (
        <Item key={key}>
          <Label>{label}</Label>
          <Value>
            {stats ? stats[key] : <Skeleton data-testid="stat-skeleton" $width="2.5ch" $height="1.2em" />}
          </Value>
        </Item>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  ${media.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${theme.space[2]}; }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse; /* the number reads first, the label stays a <dt> */
  align-items: center;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  border: 1px solid ${theme.colors.border};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.colors.text};
`;

const Label = styled.dt`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.colors.textMuted};
  text-align: center;
`;
