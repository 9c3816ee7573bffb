import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '@/components/board/load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { theme } from '@/styles/theme';
import { useChangelogEntry } from '../api/changelog-api';
import { ChangelogEntryCard } from './changelog-entry-card';
import { ChangelogFrame } from './changelog-page';

interface ChangelogEntryPageProps {
  slug: string;
  entrySlug: string;
  /** The route's 404 page: a missing entry and one this viewer may not read look the same. */
  notFound: ReactNode;
}

/** /company/{slug}/changelog/{entrySlug}: one published entry, and the way back to the list. */
export function ChangelogEntryPage({ slug, entrySlug, notFound }: ChangelogEntryPageProps) {
  const entry = useChangelogEntry(slug, entrySlug);
  const missing = entry.error instanceof ApiError && entry.error.status === 404;
  // The not-found page names itself; this effect runs after its own and must not undo it.
  useDocumentTitle(missing ? 'Page not found' : (entry.data?.title ?? null));
  if (missing) return <>{notFound}</>;
  return (
    <ChangelogFrame slug={slug}>
      {() => (
        <Stack>
          <Link to={paths.changelog(slug)}>← All updates</Link>
          {entry.data ? (
            <ChangelogEntryCard
              entry={entry.data}
              href={null}
              ideaHref={(idea) => paths.idea(slug, idea.id)}
            />
          ) : entry.error ? (
            <LoadError message="This update could not be loaded." onRetry={() => void entry.mutate()} />
          ) : (
            <Card aria-busy="true" aria-label="Loading the update">
              <Loading>
                <Skeleton $width="30%" $height="16px" />
                <Skeleton $width="60%" $height="28px" />
                <Skeleton $height="96px" />
              </Loading>
            </Card>
          )}
        </Stack>
      )}
    </ChangelogFrame>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
`;
