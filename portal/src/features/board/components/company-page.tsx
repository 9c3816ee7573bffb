import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BoardHeading } from '@/components/board/board-heading';
import { BoardSwitcher } from '@/components/board/board-switcher';
import { BoardWelcome } from '@/components/board/board-welcome';
import { CompanyIntro } from '@/components/board/company-intro';
import { CompanyNotFound } from '@/components/board/company-not-found';
import { CompanyPageSkeleton } from '@/components/board/company-page-skeleton';
import { LoadError } from '@/components/board/load-error';
import { PoweredBy } from '@/components/board/powered-by';
import { PageFrame, PageSections } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { boardPath } from '@/lib/board/boards';
import type { RenderSubmitDialog } from '@/lib/board/slots';
import { useBoard } from '@/lib/board/use-board';
import { useDocumentTitle } from '@/lib/use-document-title';
import { theme } from '@/styles/theme';
import { IdeaList } from './idea-list';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The public company page /company/{slug} (spec section 2), its default board, or one board at
 * /company/{slug}/board/{boardSlug} (issue 27); the route gives it the submit dialog and the
 * site's not-found page, shown for a board this caller may not see.
 */
export function CompanyPage({
  slug,
  boardSlug,
  boardNotFound,
  renderSubmitDialog,
}: {
  slug: string;
  boardSlug?: string | undefined;
  boardNotFound?: ReactNode;
  renderSubmitDialog: RenderSubmitDialog;
}) {
  const board = useBoard(slug, boardSlug);
  const navigate = useNavigate();
  const [submitOpen, setSubmitOpen] = useState(false);
  const { data: company, error } = board.company;
  const notFound = isNotFound(error);
  const { current, several } = board.choice;
  const boardMissing = board.boardMissing;
  // A board page names itself (a child's title would be overwritten by this one, set after it).
  const title = boardMissing
    ? 'Page not found'
    : company &&
      (boardSlug && current ? `${current.name} · ${company.name} Feedback` : `${company.name} Feedback`);
  useDocumentTitle(title || null);

  if (boardMissing && !notFound) return <>{boardNotFound}</>;
  if (notFound)
    return (
      <PageFrame>
        <CompanyNotFound />
      </PageFrame>
    );
  // Issue 26: a failed load keeps the visitor on the board's address with a retry (the
  // specification's toast and redirect to / lost their place and looked like a dead link).
  if (error && !company)
    return (
      <PageFrame>
        <LoadError message="The board could not be loaded." onRetry={() => void board.company.mutate()} />
      </PageFrame>
    );
  if (!company)
    return (
      <PageFrame>
        <CompanyPageSkeleton />
      </PageFrame>
    );

  const openSubmit = () => setSubmitOpen(true);
  return (
    <PageFrame>
      <PageSections>
        <CompanyIntro
          company={company}
          stats={board.stats.data}
          onRetryStats={board.stats.error ? () => void board.stats.mutate() : undefined}
          isOwner={board.onTeam}
          onSubmitIdea={openSubmit}
        />
        {several && board.boards && (
          <BoardSwitcher
            boards={board.boards}
            currentId={current?.id ?? null}
            hrefFor={(shown) => boardPath(slug, board.boards ?? [], shown)}
          />
        )}
        <BoardWelcome slug={slug} companyName={company.name} onTeam={board.onTeam} />
        <BoardSection aria-label={current && (several || boardSlug) ? current.name : 'Feature requests'}>
          {/* A company with one board looks as before boards: no heading of its own. */}
          {current && (several || boardSlug) && <BoardHeading board={current} />}
          <IdeaList
            ideas={board.ideas.data}
            serverPaging={board.serverPaging}
            isLoading={board.ideas.isLoading}
            failed={Boolean(board.ideas.error)}
            onRetry={() => void board.ideas.mutate()}
            anonymous={board.anonymous}
            ideaHref={(idea) => paths.idea(slug, idea.id)}
            onSubmitIdea={openSubmit}
            onStatusChange={board.changeStatus}
            onVoted={() => void board.refresh()}
            company={company}
          />
        </BoardSection>
      </PageSections>
      <PoweredBy branding={company.branding} />
      {renderSubmitDialog({
        open: submitOpen,
        onClose: () => setSubmitOpen(false),
        company,
        board: current,
        onSubmitted: async (idea) => {
          await board.refresh({ companies: true });
          // The visitor follows their idea to its page; a held one shows nowhere until approved.
          if (!idea.held) navigate(paths.idea(slug, idea.id));
        },
      })}
    </PageFrame>
  );
}

const BoardSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;
