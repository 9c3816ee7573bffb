import type { ChangelogEntry, ChangelogLinkedIdea } from '@sayso/api/contract';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '@/components/board/load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { theme } from '@/styles/theme';
import { useChangelogPage } from '../api/changelog-api';
import { ChangelogEntryCard } from './changelog-entry-card';

interface ChangelogListProps {
  slug: string;
  page: number;
  /** The address of another page ("Newer" / "Older"), kept in the URL's `?page=`. */
  pageHref: (page: number) => string;
  entryHref: (entry: ChangelogEntry) => string;
  ideaHref: (idea: ChangelogLinkedIdea) => string;
  compact?: boolean;
  /** Told the entries once a page of them shows (the embed counts the widget's views). */
  onShown?: (entries: ChangelogEntry[]) => void;
}

/** A page of the published changelog, newest first, with its Newer / Older links. */
export function ChangelogList({
  slug,
  page,
  pageHref,
  entryHref,
  ideaHref,
  compact = false,
  onShown,
}: ChangelogListProps) {
  const answer = useChangelogPage(slug, page);
  const entries = answer.data?.entries;
  useEffect(() => {
    if (entries && entries.length > 0) onShown?.(entries);
  }, [entries, onShown]);

  if (answer.error && !answer.data)
    return <LoadError message="The changelog could not be loaded." onRetry={() => void answer.mutate()} />;
  if (!answer.data)
    return (
      <Card aria-busy="true" aria-label="Loading the changelog">
        <Loading>
          <Skeleton $width="30%" $height="16px" />
          <Skeleton $width="60%" $height="24px" />
          <Skeleton $height="64px" />
        </Loading>
      </Card>
    );
  const { totalPages } = answer.data;
  if (answer.data.entries.length === 0)
    return (
      <Empty>
        <p>No updates yet</p>
        {page > 1 && <Link to={pageHref(1)}>Back to the newest updates</Link>}
      </Empty>
    );
  return (
    <Stack>
      <Entries>
        {answer.data.entries.map((entry) => (
          <li key={entry.id}>
            <ChangelogEntryCard entry={entry} href={entryHref(entry)} ideaHref={ideaHref} compact={compact} />
          </li>
        ))}
      </Entries>
      {totalPages > 1 && (
        <Pager aria-label="Changelog pages">
          {page > 1 && (
            <Link to={pageHref(page - 1)} rel="prev">
              <span aria-hidden="true">←</span> Newer
            </Link>
          )}
          <PageCount>
            Page {page} of {totalPages}
          </PageCount>
          {page < totalPages && (
            <Link to={pageHref(page + 1)} rel="next">
              Older <span aria-hidden="true">→</span>
            </Link>
          )}
        </Pager>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
`;

const Empty = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[10]} ${theme.space[6]};
  text-align: center;
  p { font-weight: ${theme.font.weight.semibold}; color: ${theme.colors.textMuted}; }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

// Centred between the links, and still centred when only one of them shows.
const PageCount = styled.span`
  flex: 1;
  text-align: center;
`;
