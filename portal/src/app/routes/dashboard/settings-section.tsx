import type { Company, PlanId, TeamPosition } from '@sayso/api/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BoardsCard } from '@/features/board-management/components/boards-card';
import { ApiKeysCard } from '@/features/integrations/components/api-keys-card';
import { IdentifyCard } from '@/features/integrations/components/identify-card';
import { WebhooksCard } from '@/features/integrations/components/webhooks-card';
import { BoardSettingsCard } from '@/features/settings/components/board-settings-card';
import { CategoriesCard } from '@/features/settings/components/categories-card';
import { CompanyProfileForm } from '@/features/settings/components/company-profile-form';
import { CustomDomainCard } from '@/features/settings/components/custom-domain-card';
import { DangerZone } from '@/features/settings/components/danger-zone';
import { DataCard } from '@/features/settings/components/data-card';
import { ModerationCard } from '@/features/settings/components/moderation-card';
import { TagsCard } from '@/features/tags/components/tags-card';
import { ownsSettings } from '@/lib/dashboard/dashboard-access';
import { media, theme } from '@/styles/theme';
import { TrackUnsaved } from './unsaved-changes';

// The sharing section carries the SDK (code samples, live preview): only owners who open it load it.
const ShareTab = lazy(() => import('@/features/settings/components/share-tab'));

interface SettingsProps {
  company: Company;
  plan: PlanId;
  role: TeamPosition;
}

interface Section {
  id: string;
  label: string;
  ownerOnly?: boolean;
  render: (props: SettingsProps) => ReactNode;
}

/**
 * Settings, split into sections at /dashboard/{slug}/settings/{section} (issue 26): one short
 * page each instead of twelve cards on one, in the order an owner sets a board up.
 */
const SECTIONS: Section[] = [
  { id: 'profile', label: 'Profile', render: ({ company }) => <CompanyProfileForm company={company} /> },
  {
    id: 'branding',
    label: 'Branding',
    render: ({ company, plan }) => <BoardSettingsCard company={company} plan={plan} />,
  },
  {
    id: 'board',
    label: 'Board',
    render: ({ company, plan }) => (
      <>
        <CategoriesCard company={company} plan={plan} />
        <ModerationCard company={company} />
      </>
    ),
  },
  { id: 'tags', label: 'Tags', render: ({ company }) => <TagsCard companyId={company.id} /> },
  {
    id: 'boards',
    label: 'Boards',
    render: ({ company, plan }) => <BoardsCard company={company} plan={plan} />,
  },
  {
    id: 'domain',
    label: 'Domain',
    render: ({ company, plan }) => <CustomDomainCard company={company} plan={plan} />,
  },
  {
    id: 'sharing',
    label: 'Sharing & widget',
    render: ({ company }) => (
      <Suspense fallback={<Spinner label="Loading sharing options" />}>
        <ShareTab company={company} />
      </Suspense>
    ),
  },
  {
    id: 'integrations',
    label: 'Integrations & API keys',
    ownerOnly: true,
    render: ({ company }) => (
      <>
        <ApiKeysCard company={company} />
        <IdentifyCard company={company} />
        <WebhooksCard company={company} />
      </>
    ),
  },
  { id: 'data', label: 'Data', render: ({ company, plan }) => <DataCard company={company} plan={plan} /> },
  {
    id: 'danger',
    label: 'Danger zone',
    ownerOnly: true,
    render: ({ company }) => <DangerZone company={company} />,
  },
];

/** /dashboard/{slug}/settings/{section}: the section list beside the open section. */
export function SettingsSection(props: SettingsProps) {
  const { section: requested } = useParams();
  const sections = SECTIONS.filter((section) => !section.ownerOnly || ownsSettings(props.role));
  const open = sections.find((section) => section.id === requested);
  const slug = props.company.slug;
  if (!open) return <Navigate to={paths.dashboardSection(slug, 'settings/profile')} replace />;
  return (
    <Layout>
      <SectionNav aria-label="Settings sections">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <NavLink to={paths.dashboardSection(slug, `settings/${section.id}`)}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </SectionNav>
      {/* A plain block: the cards inside are the regions, often named like the section. */}
      <Body>
        <SectionTitle>{open.label}</SectionTitle>
        {/* Keyed: another section starts clean, its edits never carry over. */}
        <TrackUnsaved key={open.id}>
          <Stack>{open.render(props)}</Stack>
        </TrackUnsaved>
      </Body>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${theme.space[6]};
  align-items: start;
  ${media.tablet} { grid-template-columns: minmax(0, 1fr); gap: ${theme.space[4]}; }
`;

const SectionNav = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
  a {
    display: block;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radius.sm};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover { background: ${theme.colors.surfaceMuted}; color: ${theme.colors.text}; }
  a[aria-current='page'] { background: ${theme.colors.brandSoft}; color: ${theme.colors.brandDark}; }
  a:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
  ${media.tablet} {
    ul { flex-direction: row; flex-wrap: wrap; gap: ${theme.space[1]}; }
    a { border: 1px solid ${theme.colors.border}; }
  }
`;

const Body = styled.div`
  min-width: 0;
`;

const SectionTitle = styled.h2`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.semibold};
  margin-bottom: ${theme.space[4]};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;
