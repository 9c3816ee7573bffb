import type { ChangelogTeamEntry } from '@sayso/api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { useChangelogEntries } from '../api/changelog-api';
import { stateText } from '../lib/entry-state';

/**
 * The Changelog section's list: every entry with its state, labels and figures, and "New entry".
 * "Opened" shows only while the company tracks opens: otherwise the count is always 0 and reads
 * as "nobody opened it".
 */
export function EntryList({
  companyId,
  slug,
  trackOpens,
}: {
  companyId: number;
  slug: string;
  trackOpens: boolean;
}) {
  const entries = useChangelogEntries(companyId);
  return (
    <section aria-labelledby="changelog-entries-title">
      <Head>
        <Title id="changelog-entries-title">Entries</Title>
        <ButtonLink to={paths.dashboardSection(slug, 'changelog/new')}>New entry</ButtonLink>
      </Head>
      {entries.error ? (
        <p role="alert">{errorMessage(entries.error, 'Failed to load the changelog')}</p>
      ) : !entries.data ? (
        <Skeleton $height="96px" />
      ) : entries.data.length === 0 ? (
        <Empty>
          No entries yet. Write one when something ships: the people who asked for it hear about it.
        </Empty>
      ) : (
        <List>
          {entries.data.map((entry) => (
            <EntryRow key={entry.id} entry={entry} slug={slug} trackOpens={trackOpens} />
          ))}
        </List>
      )}
    </section>
  );
}

function EntryRow({
  entry,
  slug,
  trackOpens,
}: {
  entry: ChangelogTeamEntry;
  slug: string;
  trackOpens: boolean;
}) {
  return (
    <Row data-testid="changelog-entry">
      <Main>
        <EntryTitle>
          <Link to={paths.dashboardSection(slug, `changelog/${entry.id}`)}>{entry.title}</Link>
        </EntryTitle>
        <Meta>
          <State $state={entry.state}>{stateText(entry)}</State>
          {entry.labels.map((label) => (
            <Badge key={label}>{label}</Badge>
          ))}
        </Meta>
      </Main>
      <Figures>
        <Figure>
          <dt>E-mails sent</dt>
          <dd>{entry.stats.emailsSent}</dd>
        </Figure>
        {trackOpens && (
          <Figure>
            <dt>Opened</dt>
            <dd>{entry.stats.emailsOpened}</dd>
          </Figure>
        )}
        <Figure>
          <dt>Widget views</dt>
          <dd>{entry.stats.widgetViews}</dd>
        </Figure>
      </Figures>
    </Row>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[3]};
`;

const Title = styled.h3`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

const Empty = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  & + & { border-top: 1px solid ${theme.colors.border}; }
  ${media.mobile} { flex-direction: column; align-items: stretch; gap: ${theme.space[2]}; }
`;

const Main = styled.div`
  min-width: 0;
`;

const EntryTitle = styled.h4`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
  a { color: ${theme.colors.text}; }
  a:hover { color: ${theme.colors.brandDark}; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[1]};
`;

const State = styled.span<{ $state: ChangelogTeamEntry['state'] }>`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${({ $state }) => ($state === 'published' ? theme.colors.success : theme.colors.textMuted)};
`;

const Figures = styled.dl`
  display: flex;
  gap: ${theme.space[4]};
  margin: 0;
  flex: none;
`;

const Figure = styled.div`
  text-align: right;
  dt { font-size: ${theme.font.size.xs}; color: ${theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${theme.font.weight.semibold}; font-variant-numeric: tabular-nums; }
  ${media.mobile} { text-align: left; }
`;
