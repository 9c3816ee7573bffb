import type { Company, PublicUser, TeamPosition } from '@sayso/api/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import styled from 'styled-components';
import { CompanyHeader } from '@/components/board/company-header';
import { CompanyNotFound } from '@/components/board/company-not-found';
import { CompanyPageSkeleton } from '@/components/board/company-page-skeleton';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { PageFrame, PageSections } from '@/components/ui/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { PlanTab } from '@/features/billing/components/plan-tab';
import { IdeasTab } from '@/features/inbox/components/ideas-tab';
import { OnboardingChecklist } from '@/features/onboarding/components/onboarding-checklist';
import { BoardSettingsContext, STANDARD_BOARD } from '@/lib/board/board-settings';
import { type DashboardTab, tabsFor } from '@/lib/dashboard/dashboard-access';
import { useDashboard } from '@/lib/dashboard/use-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlState } from '@/lib/use-url-state';
import { media, theme } from '@/styles/theme';
import { SettingsTab } from './settings-tab';

// The Share tab carries the SDK (code samples, live preview): only owners who open it load it.
const ShareTab = lazy(() => import('@/features/settings/components/share-tab'));
// The Insights tab carries the chart library (uPlot): only owners who open it load it.
const InsightsTab = lazy(() => import('@/features/insights/components/insights-tab'));

/** The open tab's query-string key (?tab=share): a reload or a shared link keeps the tab. */
const TAB_KEY = ['tab'] as const;

/** The team's dashboard /dashboard/{slug} (spec section 2): each role sees its own tabs. */
export function DashboardPage({
  slug,
  renderBilling,
}: {
  slug: string;
  renderBilling: (user: PublicUser) => ReactNode;
}) {
  const dashboard = useDashboard(slug);
  const { company, user } = dashboard;
  useDocumentTitle(company.data ? `${company.data.name} Dashboard` : 'Dashboard');

  if (company.error)
    return (
      <PageFrame>
        <CompanyNotFound />
      </PageFrame>
    );
  if (!company.data || !user || !dashboard.role)
    return (
      <PageFrame>
        <CompanyPageSkeleton />
      </PageFrame>
    );

  return (
    // The board's own status labels in the owner's lists and menus (Sayso's look stays).
    <BoardSettingsContext.Provider value={company.data.board ?? STANDARD_BOARD}>
      <PageFrame>
        <PageSections>
          <CompanyHeader company={company.data} stats={dashboard.stats.data} dashboardMode />
          <Card as="section" aria-labelledby="dashboard-title">
            <CardHeader>
              <CardTitle as="h2" id="dashboard-title">
                Dashboard
              </CardTitle>
            </CardHeader>
            <CardBody>
              <DashboardTabs
                company={company.data}
                role={dashboard.role}
                dashboard={dashboard}
                renderBilling={renderBilling}
              />
            </CardBody>
          </Card>
        </PageSections>
      </PageFrame>
    </BoardSettingsContext.Provider>
  );
}

function DashboardTabs({
  company,
  role,
  dashboard,
  renderBilling,
}: {
  company: Company;
  role: TeamPosition;
  dashboard: ReturnType<typeof useDashboard>;
  renderBilling: (user: PublicUser) => ReactNode;
}) {
  // The open tab lives in the URL (?tab=share) so a reload or a shared link keeps it.
  const [url, setUrl] = useUrlState(TAB_KEY);
  const allowed = tabsFor(role);
  const requested = url.tab as DashboardTab;
  const value: DashboardTab = allowed.includes(requested) ? requested : 'requests';
  const select = (id: string) => setUrl({ tab: id === 'requests' ? '' : id }, { replace: true });

  return (
    <SectionTabs
      label="Dashboard sections"
      value={value}
      onValueChange={select}
      tabs={[
        {
          id: 'requests',
          label: 'Feature Requests',
          content: (
            <>
              <OnboardingChecklist company={company} plan={dashboard.plan} role={role} />
              <IdeasTab
                companyId={dashboard.company.data?.id}
                slug={company.slug}
                plan={dashboard.plan}
                role={role}
                onChanged={() => dashboard.refreshBoard()}
                company={dashboard.company.data}
              />
            </>
          ),
        },
        {
          id: 'settings',
          label: 'Company Settings',
          content: <SettingsTab company={company} plan={dashboard.plan} role={role} />,
        },
        {
          id: 'share',
          label: 'Share',
          content: (
            <Suspense fallback={<Spinner label="Loading sharing options" />}>
              <ShareTab company={company} />
            </Suspense>
          ),
        },
        {
          id: 'plan',
          label: 'Upgrade Plan',
          content: dashboard.user ? (
            <PlanTab user={dashboard.user} billing={renderBilling(dashboard.user)} />
          ) : null,
        },
        {
          id: 'insights',
          label: 'Insights',
          content: (
            <Suspense fallback={<Spinner label="Loading insights" />}>
              <InsightsTab company={company} plan={dashboard.plan} />
            </Suspense>
          ),
        },
      ].filter((tab) => allowed.includes(tab.id as DashboardTab))}
    />
  );
}

// Four tabs do not fit one row on a phone: two rows of two, every label whole.
const SectionTabs = styled(Tabs)`
  ${media.mobile} {
    & > [role='tablist'] { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); }
    & > [role='tablist'] > [role='tab'] { white-space: normal; height: auto; min-height: 40px; padding: 0 ${theme.space[2]}; }
  }
`;
