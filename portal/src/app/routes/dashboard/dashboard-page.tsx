import type { Company, PlanId, PublicUser, TeamPosition } from '@sayso/api/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CompanyNotFound } from '@/components/board/company-not-found';
import { CompanyPageSkeleton } from '@/components/board/company-page-skeleton';
import { PageFrame } from '@/components/ui/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PlanTab } from '@/features/billing/components/plan-tab';
import { SupportCard } from '@/features/billing/components/support-card';
import { RoadmapSection } from '@/features/roadmap/components/roadmap-columns';
import { TeamCard } from '@/features/team/components/team-card';
import { BoardSettingsContext, STANDARD_BOARD } from '@/lib/board/board-settings';
import { type DashboardSection, SECTION_OF_TAB, sectionsFor } from '@/lib/dashboard/dashboard-access';
import { useDashboard } from '@/lib/dashboard/use-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';
import { media, theme } from '@/styles/theme';
import { DashboardSidebar } from './dashboard-sidebar';
import { InboxSection } from './inbox-section';
import { SettingsSection } from './settings-section';
import { UnsavedChangesGuard } from './unsaved-changes';

// The Insights section carries the chart library (uPlot): only owners who open it load it.
const InsightsTab = lazy(() => import('@/features/insights/components/insights-tab'));
// The Changelog section (issue 29) carries its editor and dialogs: loaded when it is opened.
const ChangelogTab = lazy(() => import('@/features/changelog-editor/components/changelog-tab'));

/**
 * The team's dashboard /dashboard/{slug}/{section} (issue 26): an app layout, a sidebar of
 * sections each at its own URL beside the open one; each role sees its own sections.
 */
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

  const role = dashboard.role;
  const allowed = sectionsFor(role);
  const may = (id: DashboardSection) => allowed.some((section) => section.id === id);
  const props = { company: company.data, plan: dashboard.plan, role };
  return (
    // The board's own status labels in the team's lists and menus (Sayso's look stays).
    <BoardSettingsContext.Provider value={company.data.board ?? STANDARD_BOARD}>
      <UnsavedChangesGuard>
        <Shell>
          <DashboardSidebar company={company.data} sections={allowed} />
          <Main id="dashboard-main">
            <Routes>
              <Route index element={<OldTabRedirect slug={slug} />} />
              <Route
                path="inbox"
                element={<InboxSection {...props} onChanged={() => dashboard.refreshBoard()} />}
              />
              <Route path="roadmap" element={<RoadmapView slug={slug} />} />
              {may('changelog') && (
                <Route
                  path="changelog/*"
                  element={
                    <Suspense fallback={<Spinner label="Loading the changelog" />}>
                      <ChangelogTab company={company.data} plan={dashboard.plan} />
                    </Suspense>
                  }
                />
              )}
              {may('insights') && (
                <Route
                  path="insights"
                  element={
                    <Suspense fallback={<Spinner label="Loading insights" />}>
                      <InsightsTab company={company.data} plan={dashboard.plan} />
                    </Suspense>
                  }
                />
              )}
              {may('team') && <Route path="team" element={<TeamView {...props} />} />}
              {may('settings') && (
                <Route path="settings/:section?" element={<SettingsSection {...props} />} />
              )}
              {may('billing') && (
                <Route
                  path="billing"
                  element={<BillingView user={user} plan={dashboard.plan} billing={renderBilling(user)} />}
                />
              )}
              <Route path="*" element={<Navigate to={paths.dashboardSection(slug, 'inbox')} replace />} />
            </Routes>
          </Main>
        </Shell>
      </UnsavedChangesGuard>
    </BoardSettingsContext.Provider>
  );
}

/**
 * /dashboard/{slug} and the old tabbed links (?tab=share, with the inbox's filters in the query):
 * each now has its section's URL; the query's other keys come along.
 */
function OldTabRedirect({ slug }: { slug: string }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const section = SECTION_OF_TAB[params.get('tab') ?? ''] ?? 'inbox';
  params.delete('tab');
  const query = params.toString();
  return <Navigate to={`${paths.dashboardSection(slug, section)}${query ? `?${query}` : ''}`} replace />;
}

function RoadmapView({ slug }: { slug: string }) {
  return (
    <section aria-labelledby="dashboard-roadmap-title">
      <SectionTitle id="dashboard-roadmap-title">Roadmap</SectionTitle>
      {/* An empty column's way to fill: the inbox, where statuses are set. */}
      <Hint>
        Ideas appear here when their status is Planned, In Progress or Completed: set it in the{' '}
        <Link to={paths.dashboardSection(slug, 'inbox')}>Inbox</Link>.
      </Hint>
      <RoadmapSection slug={slug} ideaHref={(idea) => paths.idea(slug, idea.id)} />
    </section>
  );
}

function TeamView({ company, plan }: { company: Company; plan: PlanId; role: TeamPosition }) {
  return (
    <section aria-labelledby="dashboard-team-title">
      <SectionTitle id="dashboard-team-title">Team</SectionTitle>
      <TeamCard company={company} plan={plan} />
    </section>
  );
}

/** Billing: named for what it is on every plan (not "Upgrade Plan" on Business), with support. */
function BillingView({ user, plan, billing }: { user: PublicUser; plan: PlanId; billing: ReactNode }) {
  return (
    // A plain block: the subscription card inside is the "Billing" region already.
    <div>
      <SectionTitle>Billing</SectionTitle>
      <Stack>
        <PlanTab user={user} billing={billing} />
        <SupportCard plan={plan} />
      </Stack>
    </div>
  );
}

const Shell = styled.div`
  display: grid;
  grid-template-columns: 232px minmax(0, 1fr);
  min-height: calc(100vh - ${theme.layout.headerHeight});
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

// A div: the site layout's <main> is around it already.
const Main = styled.div`
  min-width: 0;
  padding: ${theme.space[6]} ${theme.space[8]};
  ${media.tablet} { padding: ${theme.space[4]}; }
`;

const SectionTitle = styled.h2`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.semibold};
  margin-bottom: ${theme.space[4]};
`;

const Hint = styled.p`
  margin-bottom: ${theme.space[4]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  a { color: ${theme.colors.brandDark}; text-decoration: underline; }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;
