import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BoardSwitcher } from '@/components/board/board-switcher';
import { CompanyIntro } from '@/components/board/company-intro';
import { CompanyNotFound } from '@/components/board/company-not-found';
import { CompanyPageSkeleton } from '@/components/board/company-page-skeleton';
import { LoadError } from '@/components/board/load-error';
import { PoweredBy } from '@/components/board/powered-by';
import { PageFrame, PageSections } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useCompany, useCompanyStats, useRefreshBoard } from '@/lib/board/board-api';
import { chooseBoard, useBoards } from '@/lib/board/boards';
import type { RenderSubmitDialog } from '@/lib/board/slots';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RoadmapSection } from './roadmap-columns';

/**
 * /company/{slug}/roadmap: the company's intro and the three columns (Board / Roadmap sit in its
 * header). With several boards, a filter by board kept in the address (`?board=`, issue 27); a
 * board this caller may not see shows the route's not-found page.
 */
export function RoadmapPage({
  slug,
  boardNotFound,
  renderSubmitDialog,
}: {
  slug: string;
  boardNotFound?: ReactNode;
  renderSubmitDialog: RenderSubmitDialog;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const company = useCompany(slug);
  const stats = useCompanyStats(slug, Boolean(company.data));
  const refresh = useRefreshBoard(slug);
  const [submitOpen, setSubmitOpen] = useState(false);
  const asked = useSearchParams()[0].get('board') || undefined;
  const boards = useBoards(slug);
  const { current, missing, several } = chooseBoard(boards.data, asked);
  // Without `board` the roadmap holds every board the caller sees: no board is the filter then.
  const filter = asked ? current : undefined;
  useDocumentTitle(missing ? 'Page not found' : company.data ? `${company.data.name} Roadmap` : null);

  if (missing) return <>{boardNotFound}</>;

  if (company.error && !company.data)
    return (
      <PageFrame>
        {company.error instanceof ApiError && company.error.status === 404 ? (
          <CompanyNotFound />
        ) : (
          <LoadError message="The roadmap could not be loaded." onRetry={() => void company.mutate()} />
        )}
      </PageFrame>
    );
  if (!company.data)
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
          company={company.data}
          stats={stats.data}
          onRetryStats={stats.error ? () => void stats.mutate() : undefined}
          isOwner={user?.id === company.data.ownerId || user?.companySlug === company.data.slug}
          onSubmitIdea={openSubmit}
        />
        {several && boards.data && (
          <BoardSwitcher
            label="Roadmap by board"
            boards={boards.data}
            currentId={filter?.id ?? null}
            hrefFor={(board) => paths.roadmap(slug, board.slug)}
            all={{ label: 'All boards', href: paths.roadmap(slug) }}
          />
        )}
        <section aria-label="Roadmap">
          <RoadmapSection
            slug={slug}
            board={asked}
            ideaHref={(idea) => paths.idea(slug, idea.id)}
            onSubmitIdea={openSubmit}
          />
        </section>
      </PageSections>
      <PoweredBy branding={company.data.branding} />
      {renderSubmitDialog({
        open: submitOpen,
        onClose: () => setSubmitOpen(false),
        company: company.data,
        // A filtered roadmap takes ideas for its board; the whole one for the caller's default board.
        board: filter ?? boards.data?.[0],
        onSubmitted: async (idea) => {
          await refresh({ companies: true });
          if (!idea.held) navigate(paths.idea(slug, idea.id));
        },
      })}
    </PageFrame>
  );
}
