import { type Idea, reaches } from '@sayso/api/contract';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '@/components/board/load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuth, viewerKey } from '@/lib/auth/auth-context';
import { useCompany, useRefreshBoard } from '@/lib/board/board-api';
import { useLiveCounts } from '@/lib/live/use-live-counts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { theme } from '@/styles/theme';
import { useComments, useIdea, useRefreshIdea } from '../api/idea-api';
import { useTeamRole } from '../api/moderation-api';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { IdeaBoardLink } from './idea-board-link';
import { IdeaDetail } from './idea-detail';
import { IdeaHistory } from './idea-history';
import { IdeaPeopleSection } from './idea-people';
import { IdeaTeamTools } from './idea-team-tools';
import { useCommentModeration } from './use-comment-moderation';

export interface IdeaViewProps {
  slug: string;
  ideaId: number;
  /** A way back to the board (a router link on the site, a state change in the embed). */
  back: ReactNode;
  /** The sign-in prompt for visitors (the embed opens it in a new tab). */
  loginPrompt: ReactNode;
  onVoted?: (ideaId: number) => void;
  /** Names the idea's board with a link to it (the site's page; the embed stays on its board). */
  linkBoard?: boolean;
  /** What other features add for the idea's team (issue 28: votes on behalf); shown to the team only. */
  teamExtras?: (ideaId: number, refresh: () => Promise<unknown>) => ReactNode;
  /** What the changelog feature says about the idea (issue 29: "Shipped in …"), above it. */
  shipped?: (idea: Idea) => ReactNode;
}

/** Loads an idea of the company `slug` and shows it with its comments. */
export function IdeaView({
  slug,
  ideaId: askedId,
  back,
  loginPrompt,
  onVoted,
  linkBoard = false,
  teamExtras,
  shipped,
}: IdeaViewProps) {
  const { user, isLoading: authLoading } = useAuth();
  const company = useCompany(slug);
  // A merged idea's page shows the idea it was merged into, with a notice (its URL keeps working).
  const [merged, setMerged] = useState<{ from: string; to: number } | null>(null);
  const ideaId = merged?.to ?? askedId;
  const idea = useIdea(ideaId, authLoading ? null : viewerKey(user));
  const mergedInto = idea.data?.mergedInto;
  const mergedTitle = idea.data?.title;
  useEffect(() => {
    if (mergedInto && mergedTitle !== undefined) setMerged({ from: mergedTitle, to: mergedInto.id });
  }, [mergedInto, mergedTitle]);
  const comments = useComments(ideaId);
  const refreshIdea = useRefreshIdea(ideaId);
  const onTeam = Boolean(user && company.data && user.companySlug === company.data.slug);
  const role = useTeamRole(company.data?.id ?? 0, onTeam);
  const moderate = useCommentModeration(ideaId, () => refreshAll());
  // The team in force writes internal notes and mentions teammates (issue 28).
  const teamCompanyId = role && company.data ? company.data.id : null;
  const refreshBoard = useRefreshBoard(slug);
  useLiveCounts(slug);
  useDocumentTitle(idea.data?.title ?? 'Idea');

  const refreshAll = async () => {
    await Promise.all([refreshIdea(), comments.mutate(), refreshBoard()]);
  };

  // An idea of another company under this slug is as missing as an unknown id.
  const wrongCompany = idea.data && company.data && idea.data.companyId !== company.data.id;
  // Only a 404 (or an id that cannot exist) is "not found"; a failed request offers a retry.
  const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;
  const missing = Boolean(
    isMissing(idea.error) || isMissing(company.error) || wrongCompany || !Number.isInteger(ideaId),
  );
  const failed = !missing && Boolean((idea.error && !idea.data) || (company.error && !company.data));
  const retry = () => {
    if (idea.error) void idea.mutate();
    if (company.error) void company.mutate();
  };

  return (
    <Stack>
      {back}
      {linkBoard && idea.data && !missing && <IdeaBoardLink slug={slug} boardId={idea.data.boardId} />}
      {merged && <Notice role="status">"{merged.from}" was merged into this idea.</Notice>}
      {idea.data && !missing && shipped?.(idea.data)}
      {missing ? (
        <Missing>
          <h1>Idea not found</h1>
          <p>This idea doesn't exist or has been removed.</p>
        </Missing>
      ) : failed ? (
        <LoadError message="This idea could not be loaded." onRetry={retry} />
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
          {role && (
            <IdeaTeamTools
              idea={idea.data}
              slug={slug}
              role={role}
              onChanged={refreshAll}
              onDeleted={() => void refreshBoard()}
            />
          )}
          {role && teamExtras?.(ideaId, refreshAll)}
          <IdeaHistory ideaId={ideaId} onTeam={onTeam} />
          <IdeaPeopleSection companyId={company.data.id} ideaId={ideaId} onTeam={onTeam} />
          <CommentThread
            onModerate={role && reaches(role, 'admin') ? moderate : undefined}
            comments={comments.data}
            failed={Boolean(comments.error)}
            onRetry={() => void comments.mutate()}
            onLoadMore={comments.hasMore ? () => void comments.loadMore() : undefined}
            loadingMore={comments.loadingMore}
            renderReplyForm={
              user
                ? (parent, close) => (
                    <CommentForm
                      ideaId={ideaId}
                      companySlug={slug}
                      onPosted={refreshAll}
                      teamCompanyId={teamCompanyId}
                      reply={{ parentId: parent.id, to: parent.userName, onCancel: close }}
                    />
                  )
                : undefined
            }
          />
          {user ? (
            <CommentForm
              ideaId={ideaId}
              companySlug={slug}
              onPosted={refreshAll}
              teamCompanyId={teamCompanyId}
            />
          ) : (
            loginPrompt
          )}
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

const Notice = styled.p`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brandDark};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;
