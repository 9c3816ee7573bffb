import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { theme } from '@/styles/theme';

interface EmptyProps {
  filtered: boolean;
  /** Shown only to signed-in users (spec section 2). */
  onSubmitIdea?: (() => void) | undefined;
}

/** 'No feature requests found' with the hint the spec gives for filtered or empty boards. */
export function IdeaListEmpty({ filtered, onSubmitIdea }: EmptyProps) {
  return (
    <EmptyCard>
      <EmptyTitle>No feature requests found</EmptyTitle>
      <EmptyText>
        {filtered
          ? 'Try adjusting your filters or search query'
          : 'Be the first to suggest a feature for this company'}
      </EmptyText>
      {onSubmitIdea && <Button onClick={onSubmitIdea}>Submit an Idea</Button>}
    </EmptyCard>
  );
}

const EmptyCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[12]} ${theme.space[6]};
  text-align: center;
`;

const EmptyTitle = styled.h3`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

const EmptyText = styled.p`
  color: ${theme.colors.textMuted};
`;
