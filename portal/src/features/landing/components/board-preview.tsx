import styled from 'styled-components';
import { Badge, CategoryBadge, StatusBadge } from '@/components/ui/badge';
import { media, theme } from '@/styles/theme';

const Frame = styled.div`
  position: relative;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.xl};
  box-shadow: ${theme.shadow.lg};
  padding: ${theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  ${media.mobile} { padding: ${theme.space[3]}; }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  font-weight: ${theme.font.weight.bold};
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  min-width: 0;
`;

const Vote = styled.div`
  flex: none;
  width: 48px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;

const Body = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  p { font-weight: ${theme.font.weight.semibold}; font-size: ${theme.font.size.sm}; }
  div { display: flex; flex-wrap: wrap; gap: ${theme.space[1]}; }
`;

const SAMPLE = [
  { votes: 128, title: 'Dark mode for the mobile app', status: 'in_progress', category: 'ux_improvements' },
  { votes: 96, title: 'Export ideas to CSV', status: 'planned', category: 'new_features' },
  { votes: 54, title: 'Faster search on large boards', status: 'completed', category: 'performance' },
] as const;

/** A static picture of a feedback board for the hero (decorative, hidden from screen readers). */
export function BoardPreview() {
  return (
    <Frame aria-hidden="true">
      <Bar>
        <span>Acme feedback</span>
        <Badge $fg={theme.colors.textOnBrand} $bg={theme.colors.brand}>
          + Submit Idea
        </Badge>
      </Bar>
      {SAMPLE.map((idea) => (
        <Row key={idea.title}>
          <Vote>
            <span>▲</span>
            {idea.votes}
          </Vote>
          <Body>
            <div>
              <StatusBadge status={idea.status} />
              <CategoryBadge category={idea.category} />
            </div>
            <p>{idea.title}</p>
          </Body>
        </Row>
      ))}
    </Frame>
  );
}
