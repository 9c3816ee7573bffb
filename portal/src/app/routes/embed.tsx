import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BoardWelcome } from '@/components/board/board-welcome';
import { BrandedPage } from '@/components/board/branded-page';
import { paths } from '@/config/paths';
import { IdeaList } from '@/features/board/components/idea-list';
import { EmbedChangelog } from '@/features/changelog/components/embed-changelog';
import { EmbedBoard } from '@/features/embed/components/embed-board';
import { IdeaView } from '@/features/ideas/components/idea-view';
import { LoginPrompt } from '@/features/ideas/components/login-prompt';
import { RoadmapSection } from '@/features/roadmap/components/roadmap-columns';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';
import { useBoardViewCount } from '@/lib/usage';
import { theme } from '@/styles/theme';

/**
 * /embed/:slug — the board for the SDK widget's iframe; rendered without header or footer. The
 * embed frame gets the board's list, the idea view, the changelog and the submit dialog from here.
 */
export default function EmbedRoute() {
  const { slug = '' } = useParams();
  useBoardViewCount(slug, 'embed');
  return (
    <BrandedPage slug={slug}>
      <EmbedBoard
        key={slug}
        slug={slug}
        renderList={({ board, ideaHref, onSubmitIdea, onVoted }) => (
          <ListStack>
            {board.company.data && (
              <BoardWelcome
                slug={slug}
                companyName={board.company.data.name}
                onTeam={board.onTeam}
                withDefault={false}
              />
            )}
            <IdeaList
              ideas={board.ideas.data}
              serverPaging={board.serverPaging}
              isLoading={board.ideas.isLoading}
              failed={Boolean(board.ideas.error)}
              onRetry={() => void board.ideas.mutate()}
              anonymous={board.anonymous}
              ideaHref={ideaHref}
              onSubmitIdea={onSubmitIdea}
              onVoted={onVoted}
              onStatusChange={board.changeStatus}
              company={board.company.data}
            />
          </ListStack>
        )}
        renderIdea={({ ideaId, back, onVoted }) => (
          <IdeaView
            key={ideaId}
            slug={slug}
            ideaId={ideaId}
            back={back}
            loginPrompt={
              <LoginPrompt
                href={paths.idea(slug, ideaId)}
                newTab
                text="Comments are posted from the full page."
                linkText="Open full page"
              />
            }
            onVoted={onVoted}
          />
        )}
        renderRoadmap={({ ideaHref, board }) => (
          <RoadmapSection slug={slug} board={board} ideaHref={ideaHref} stacked />
        )}
        renderChangelog={({ ideaHref }) => <EmbedChangelog slug={slug} ideaHref={ideaHref} />}
        renderSubmitDialog={(props) => <SubmitIdeaDialog {...props} />}
      />
    </BrandedPage>
  );
}

const ListStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;
