import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BoardWelcome } from '@/components/board/board-welcome';
import { CompanyIntro } from '@/components/board/company-intro';
import { CompanyNotFound } from '@/components/board/company-not-found';
import { CompanyPageSkeleton } from '@/components/board/company-page-skeleton';
import { LoadError } from '@/components/board/load-error';
import { PoweredBy } from '@/components/board/powered-by';
import { PageFrame, PageSections } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { RenderSubmitDialog } from '@/lib/board/slots';
import { useBoard } from '@/lib/board/use-board';
import { useDocumentTitle } from '@/lib/use-document-title';
import { IdeaList } from './idea-list';

/** The public company page /company/{slug} (spec section 2); the route gives it the submit dialog. */
export function CompanyPage({
  slug,
  renderSubmitDialog,
}: {
  slug: string;
  renderSubmitDialog: RenderSubmitDialog;
}) {
  const board = useBoard(slug);
  const navigate = useNavigate();
  const [submitOpen, setSubmitOpen] = useState(false);
  const { data: company, error } = board.company;
  const notFound = error instanceof ApiError && error.status === 404;

  useDocumentTitle(company ? `${company.name} Feedback` : null);

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
        <BoardWelcome slug={slug} companyName={company.name} onTeam={board.onTeam} />
        <section aria-label="Feature requests">
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
        </section>
      </PageSections>
      <PoweredBy branding={company.branding} />
      {renderSubmitDialog({
        open: submitOpen,
        onClose: () => setSubmitOpen(false),
        company,
        onSubmitted: async (idea) => {
          await board.refresh({ companies: true });
          // The visitor follows their idea to its page; a held one shows nowhere until approved.
          if (!idea.held) navigate(paths.idea(slug, idea.id));
        },
      })}
    </PageFrame>
  );
}
