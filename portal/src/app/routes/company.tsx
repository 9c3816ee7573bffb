import { useParams } from 'react-router-dom';
import { BoardChrome } from '@/components/board/board-chrome';
import { CompanyPage } from '@/features/board/components/company-page';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';
import { useBoardViewCount } from '@/lib/usage';
import NotFoundRoute from './not-found';

/**
 * /company/:slug — the public feedback board (the caller's default board), and
 * /company/:slug/board/:boardSlug — one of its boards; with the submit feature's dialog.
 */
export default function CompanyRoute() {
  const { slug = '', boardSlug } = useParams();
  useBoardViewCount(slug, 'board');
  // A new slug or board is a new page: no filters, dialog or welcome state carried over.
  return (
    <BoardChrome slug={slug} current="board">
      <CompanyPage
        key={`${slug}/${boardSlug ?? ''}`}
        slug={slug}
        boardSlug={boardSlug}
        boardNotFound={<NotFoundRoute />}
        renderSubmitDialog={(props) => <SubmitIdeaDialog {...props} />}
      />
    </BoardChrome>
  );
}
