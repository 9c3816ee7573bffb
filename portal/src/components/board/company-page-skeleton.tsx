import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { theme } from '@/styles/theme';
import { IdeaListSkeleton } from './idea-list-skeleton';

/** The company page while the company loads: header card shape, then three idea cards. */
export function CompanyPageSkeleton() {
  return (
    <Stack aria-busy="true" aria-label="Loading company">
      <Card>
        <Skeleton $height="168px" $radius={`${theme.radius.lg} ${theme.radius.lg} 0 0`} />
        <Body>
          <Skeleton $width="88px" $height="88px" $radius={theme.radius.lg} />
          <Skeleton $width="40%" $height="32px" />
          <Skeleton $width="70%" />
          <Skeleton $height="72px" />
        </Body>
      </Card>
      <IdeaListSkeleton />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
`;
