import { useParams } from 'react-router-dom';
import { BoardChrome } from '@/components/board/board-chrome';
import { ChangelogEntryPage } from '@/features/changelog/components/changelog-entry-page';
import NotFoundRoute from './not-found';

/** /company/:slug/changelog/:entrySlug — one published entry; a missing or hidden one is the 404 page. */
export default function ChangelogEntryRoute() {
  const { slug = '', entrySlug = '' } = useParams();
  return (
    <BoardChrome slug={slug} current="changelog">
      <ChangelogEntryPage
        key={`${slug}/${entrySlug}`}
        slug={slug}
        entrySlug={entrySlug}
        notFound={<NotFoundRoute />}
      />
    </BoardChrome>
  );
}
