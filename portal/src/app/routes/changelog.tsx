import { useParams } from 'react-router-dom';
import { BoardChrome } from '@/components/board/board-chrome';
import { ChangelogPage } from '@/features/changelog/components/changelog-page';

/** /company/:slug/changelog — the company's published changelog (issue 29), paged by `?page=`. */
export default function ChangelogRoute() {
  const { slug = '' } = useParams();
  return (
    <BoardChrome slug={slug} current="changelog">
      <ChangelogPage key={slug} slug={slug} />
    </BoardChrome>
  );
}
