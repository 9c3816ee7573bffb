import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth, viewerKey } from '@/lib/auth/auth-context';
import { useCompany, useRefreshBoard } from '@/lib/board/board-api';
import { useLiveCounts } from '@/lib/live/use-live-counts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { theme } from '@/styles/theme';
import { useComments, useIdea, useRefreshIdea } from '../api/idea-api';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { IdeaDetail } from './idea-detail';
import { IdeaHistory } from './idea-history';
import { IdeaPeopleSection } from './idea-people';

export interface IdeaViewProps {
  slug: string;
  ideaId: number;
  /** A way back to the board (a router link on the site, a state change in the embed). */
  back: ReactNode;
  /** The sign-in prompt for visitors (the embed opens it in a new tab). */
  loginPrompt: ReactNode;
  onVoted?: (ideaId: number) => void;
}

/** Loads an idea of the company `slug` and shows it with its comments. */
export function IdeaView({ slug, ideaId, back, loginPrompt, onVoted }: IdeaViewProps) {
  const { user, isLoading: authLoading } = useAuth();
  const company = useCompany(slug);
  const idea = useIdea(ideaId, authLoading ? null : viewerKey(user));
  const comments = useComments(ideaId);
  const refreshIdea = useRefreshIdea(ideaId);
  const refreshBoard = useRefreshBoard(slug);
  useLiveCounts(slug);
  useDocumentTitle(idea.data?.title ?? 'Idea');

  const refreshAll = async () => {
    await Promise.all([refreshIdea(), comments.mutate(), refreshBoard()]);
  };

  // An idea of another company under this slug is as missing as an unknown id.
  const wrongCompany = idea.data && company.data && idea.data.companyId !== company.data.id;
  const missing = Boolean(idea.error || company.error || wrongCompany || !Number.isInteger(ideaId));

  return (
    <Stack>
      {back}
      {missing ? (
        <Missing>
          <h1>Idea not found</h1>
          <p>This idea doesn't exist or has been removed.</p>
        </Missing>
      ) : !idea.data || !company.data ? (
        <Card aria-busy="true" aria-label="Loading idea">
          <Loading>
            <Skeleton $width="40%" $height="28px" />
            <Skeleton $height="80px" />
          </Loading>
        </Card>
      ) : (
        <IdeaDetail
          idea={idea.data}
          company={company.data}
          onVoted={(id) => {
            void refreshAll();
            onVoted?.(id);
          }}
        >
          <IdeaHistory ideaId={ideaId} onTeam={Boolean(user && user.companySlug === company.data.slug)} />
          <IdeaPeopleSection
            companyId={company.data.id}
            ideaId={ideaId}
            onTeam={Boolean(user && user.companySlug === company.data.slug)}
          />
          <CommentThread
            comments={comments.data}
            failed={Boolean(comments.error)}
            onLoadMore={comments.hasMore ? () => void comments.loadMore() : undefined}
            loadingMore={comments.loadingMore}
          />
          {user ? <CommentForm ideaId={ideaId} onPosted={refreshAll} /> : loginPrompt}
        </IdeaDetail>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
`;

const Missing = styled(Card)`
  padding: ${theme.space[10]} ${theme.space[6]};
  text-align: center;
  h1 { font-size: ${theme.font.size['2xl']}; }
  p { margin-top: ${theme.space[2]}; color: ${theme.colors.textMuted}; }
`;
