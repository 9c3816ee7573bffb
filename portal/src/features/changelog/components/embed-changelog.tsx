import type { ChangelogEntry, ChangelogLinkedIdea } from '@sayso/api/contract';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '@/components/board/load-error';
import { ApiError } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { useChangelogEntry } from '../api/changelog-api';
import { pageParam } from '../lib/page-param';
import { countWidgetViews, openedFromWidget } from '../lib/widget-views';
import { ChangelogEntryCard } from './changelog-entry-card';
import { ChangelogList } from './changelog-list';

interface EmbedChangelogProps {
  slug: string;
  /** An idea's address inside the embed (the embed shows it in place). */
  ideaHref: (idea: ChangelogLinkedIdea) => string;
}

/**
 * The embed's `?view=changelog` (the widget's "What's new"): the list compactly, and an entry in
 * place (`&entry=`) with the way back. Opened by the widget (`source=widget`), each entry shown
 * counts one view, once per page load.
 */
export function EmbedChangelog({ slug, ideaHref }: EmbedChangelogProps) {
  const [params] = useSearchParams();
  const entrySlug = params.get('entry');
  const page = pageParam(params.get('page'));
  const withParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    return `?${next}`;
  };
  const fromWidget = openedFromWidget(params);
  const onShown = useCallback(
    (entries: ChangelogEntry[]) => {
      if (fromWidget)
        countWidgetViews(
          slug,
          entries.map((entry) => entry.slug),
        );
    },
    [slug, fromWidget],
  );
  const back = withParams((next) => next.delete('entry'));

  if (entrySlug)
    return <EmbedEntry slug={slug} entrySlug={entrySlug} back={back} ideaHref={ideaHref} onShown={onShown} />;
  return (
    <section aria-label="Changelog">
      <ChangelogList
        slug={slug}
        page={page}
        compact
        pageHref={(to) => withParams((next) => (to > 1 ? next.set('page', String(to)) : next.delete('page')))}
        entryHref={(entry) => withParams((next) => next.set('entry', entry.slug))}
        ideaHref={ideaHref}
        onShown={onShown}
      />
    </section>
  );
}

interface EmbedEntryProps extends EmbedChangelogProps {
  entrySlug: string;
  back: string;
  onShown: (entries: ChangelogEntry[]) => void;
}

function EmbedEntry({ slug, entrySlug, back, ideaHref, onShown }: EmbedEntryProps) {
  const entry = useChangelogEntry(slug, entrySlug);
  useEffect(() => {
    if (entry.data) onShown([entry.data]);
  }, [entry.data, onShown]);
  const missing = entry.error instanceof ApiError && entry.error.status === 404;
  return (
    <Stack>
      <Link to={back}>← Back to all updates</Link>
      {entry.data ? (
        <ChangelogEntryCard entry={entry.data} href={null} ideaHref={ideaHref} compact />
      ) : missing ? (
        <Missing role="alert">This update doesn't exist or has been removed.</Missing>
      ) : entry.error ? (
        <LoadError message="This update could not be loaded." onRetry={() => void entry.mutate()} />
      ) : (
        <p aria-busy="true">Loading…</p>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Missing = styled.p`
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
`;
