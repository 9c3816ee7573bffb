import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
import type { RenderSubmitDialog } from '@/lib/board/slots';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RoadmapSection } from './roadmap-columns';

/** /company/{slug}/roadmap: the company's intro and the three columns (Board / Roadmap sit in its header). */
export function RoadmapPage({
  slug,
  renderSubmitDialog,
}: {
  slug: string;
  renderSubmitDialog: RenderSubmitDialog;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const company = useCompany(slug);
  const stats = useCompanyStats(slug, Boolean(company.data));
  const refresh = useRefreshBoard(slug);
  const [submitOpen, setSubmitOpen] = useState(false);
  useDocumentTitle(company.data ? `${company.data.name} Roadmap` : null);

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
        <section aria-label="Roadmap">
          <RoadmapSection
            slug={slug}
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
        onSubmitted: async (idea) => {
          await refresh({ companies: true });
          if (!idea.held) navigate(paths.idea(slug, idea.id));
        },
      })}
    </PageFrame>
  );
}
