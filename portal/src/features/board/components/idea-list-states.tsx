import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { theme } from '@/styles/theme';

/** The three placeholder cards shown while the list loads (spec section 2). */
export function IdeaListSkeleton() {
  return (
    <div role="status" aria-label="Loading ideas">
      {[0, 1, 2].map((i) => (
        <SkeletonCard key={i} data-testid="idea-skeleton">
          <Skeleton $width="56px" $height="60px" $radius={theme.radius.md} />
          <Lines>
            <Skeleton $width="140px" $height="20px" />
            <Skeleton $width="60%" $height="20px" />
            <Skeleton $height="14px" />
            <Skeleton $width="80%" $height="14px" />
          </Lines>
        </SkeletonCard>
      ))}
    </div>
  );
}

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

const SkeletonCard = styled(Card)`
  display: flex;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
  & + & { margin-top: ${theme.space[3]}; }
`;

const Lines = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

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
