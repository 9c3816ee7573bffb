import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BoardNav } from '@/components/board/board-nav';
import { CompanyHeader } from '@/components/board/company-header';
import { CompanyNotFound } from '@/components/board/company-not-found';
import { CompanyPageSkeleton } from '@/components/board/company-page-skeleton';
import { PoweredBy } from '@/components/board/powered-by';
import { WelcomeText } from '@/components/board/welcome-text';
import { PageFrame, PageSections } from '@/components/ui/page-layout';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { RenderSubmitDialog } from '@/lib/board/slots';
import { useBoard } from '@/lib/board/use-board';
import { canSeeRoadmap } from '@/lib/roadmap/use-roadmap';
import { useDocumentTitle } from '@/lib/use-document-title';
import { IdeaList } from './idea-list';
import { WelcomeCard } from './welcome-card';

/** The public company page /company/{slug} (spec section 2); the route gives it the submit dialog. */
export function CompanyPage({
  slug,
  renderSubmitDialog,
}: {
  slug: string;
  renderSubmitDialog: RenderSubmitDialog;
}) {
  const board = useBoard(slug);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [submitOpen, setSubmitOpen] = useState(false);
  const { data: company, error } = board.company;
  const notFound = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (!error || notFound) return;
    toast({
      title: 'Error',
      description: 'Company not found or could not be loaded',
      variant: 'destructive',
    });
    navigate(paths.home(), { replace: true });
  }, [error, notFound, toast, navigate]);

  useDocumentTitle(company ? `${company.name} Feedback` : null);

  if (notFound)
    return (
      <PageFrame>
        <CompanyNotFound />
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
        <CompanyHeader
          company={company}
          stats={board.stats.data}
          isOwner={board.onTeam}
          onSubmitIdea={openSubmit}
        />
        <BoardNav
          current="board"
          boardHref={paths.company(slug)}
          roadmapHref={paths.roadmap(slug)}
          showRoadmap={canSeeRoadmap(company, board.user)}
        />
        {!board.onTeam && <WelcomeCard slug={slug} companyName={company.name} onShareIdea={openSubmit} />}
        <WelcomeText />
        <section aria-label="Feature requests">
          <IdeaList
            ideas={board.ideas.data}
            serverPaging={board.serverPaging}
            isLoading={board.ideas.isLoading}
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
        onSubmitted: () => board.refresh({ companies: true }),
      })}
    </PageFrame>
  );
}
