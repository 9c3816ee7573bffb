import { useState } from 'react';
import { BoardNav } from '@/components/board/board-nav';
import { CompanyHeader } from '@/components/board/company-header';
import { CompanyNotFound } from '@/components/board/company-not-found';
import { CompanyPageSkeleton } from '@/components/board/company-page-skeleton';
import { PoweredBy } from '@/components/board/powered-by';
import { PageFrame, PageSections } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useCompany, useCompanyStats, useRefreshBoard } from '@/lib/board/board-api';
import type { RenderSubmitDialog } from '@/lib/board/slots';
import { canSeeRoadmap } from '@/lib/roadmap/use-roadmap';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RoadmapSection } from './roadmap-columns';

/** /company/{slug}/roadmap: the company header, the Board / Roadmap links and the three columns. */
export function RoadmapPage({
  slug,
  renderSubmitDialog,
}: {
  slug: string;
  renderSubmitDialog: RenderSubmitDialog;
}) {
  const { user } = useAuth();
  const company = useCompany(slug);
  const stats = useCompanyStats(slug, Boolean(company.data));
  const refresh = useRefreshBoard(slug);
  const [submitOpen, setSubmitOpen] = useState(false);
  useDocumentTitle(company.data ? `${company.data.name} Roadmap` : null);

  if (company.error)
    return (
      <PageFrame>
        {company.error instanceof ApiError && company.error.status === 404 ? (
          <CompanyNotFound />
        ) : (
          <p role="alert">Company not found or could not be loaded</p>
        )}
      </PageFrame>
    );
  if (!company.data)
    return (
      <PageFrame>
        <CompanyPageSkeleton />
      </PageFrame>
    );

  return (
    <PageFrame>
      <PageSections>
        <CompanyHeader
          company={company.data}
          stats={stats.data}
          isOwner={user?.id === company.data.ownerId}
          onSubmitIdea={() => setSubmitOpen(true)}
        />
        <BoardNav
          current="roadmap"
          boardHref={paths.company(slug)}
          roadmapHref={paths.roadmap(slug)}
          showRoadmap={canSeeRoadmap(company.data, user)}
        />
        <section aria-label="Roadmap">
          <RoadmapSection slug={slug} ideaHref={(idea) => paths.idea(slug, idea.id)} />
        </section>
      </PageSections>
      <PoweredBy branding={company.data.branding} />
      {renderSubmitDialog({
        open: submitOpen,
        onClose: () => setSubmitOpen(false),
        company: company.data,
        onSubmitted: () => refresh({ companies: true }),
      })}
    </PageFrame>
  );
}
