import type { ChangelogTeamEntry, Company, PlanId } from '@sayso/api/contract';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { theme } from '@/styles/theme';
import { useChangelogEntry, useChangelogSettings } from '../api/changelog-api';
import { EntryEditor } from './entry-editor';
import { EntryList } from './entry-list';
import { LabelsCard } from './labels-card';
import { TrackOpensCard } from './track-opens-card';

/**
 * The dashboard's Changelog section (issue 29), loaded on its own: /changelog lists the entries
 * with their figures and the changelog's settings, /changelog/new and /changelog/{id} edit one.
 */
export default function ChangelogTab({ company, plan }: { company: Company; plan: PlanId }) {
  return (
    <div>
      <SectionTitle>Changelog</SectionTitle>
      <Routes>
        <Route index element={<Overview company={company} plan={plan} />} />
        <Route path="new" element={<EditorPage company={company} entry={null} />} />
        <Route path=":entryId" element={<ExistingEntry company={company} />} />
      </Routes>
    </div>
  );
}

function Overview({ company, plan }: { company: Company; plan: PlanId }) {
  const settings = useChangelogSettings(company.id);
  return (
    <Stack>
      <EntryList companyId={company.id} slug={company.slug} trackOpens={settings.data?.trackOpens ?? false} />
      <LabelsCard companyId={company.id} plan={plan} />
      <TrackOpensCard companyId={company.id} />
    </Stack>
  );
}

function ExistingEntry({ company }: { company: Company }) {
  const { entryId = '' } = useParams();
  const id = /^\d+$/.test(entryId) ? Number(entryId) : null;
  const entry = useChangelogEntry(company.id, id);
  if (id === null || entry.error)
    return (
      <p role="alert">
        {id === null ? 'Changelog entry not found' : errorMessage(entry.error, 'Changelog entry not found')}.{' '}
        <Link to={paths.dashboardSection(company.slug, 'changelog')}>Back to the changelog</Link>
      </p>
    );
  if (!entry.data) return <Spinner label="Loading the entry" />;
  // Keyed: another entry (or this one re-read after a new save) starts from its own fields.
  return <EditorPage key={entry.data.id} company={company} entry={entry.data} />;
}

/** The editor with where it leads: a new entry to its own URL once saved, the list once done. */
function EditorPage({ company, entry }: { company: Company; entry: ChangelogTeamEntry | null }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const byId = apiPaths.companyById(company.id);
  const list = paths.dashboardSection(company.slug, 'changelog');
  return (
    <>
      <Back to={list}>← All entries</Back>
      <EntryEditor
        companyId={company.id}
        slug={company.slug}
        entry={entry}
        onSaved={(saved) => {
          void mutate(byId.changelogEntry(saved.id), saved, { revalidate: false });
          void mutate(byId.changelog());
          if (!entry) navigate(`${list}/${saved.id}`, { replace: true });
        }}
        onDone={() => {
          void mutate(byId.changelog());
          navigate(list);
        }}
      />
    </>
  );
}

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

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.brandDark};
`;
