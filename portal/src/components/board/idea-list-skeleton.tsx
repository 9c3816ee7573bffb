import styled from 'styled-components';
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
