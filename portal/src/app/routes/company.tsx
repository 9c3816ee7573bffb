import { useParams } from 'react-router-dom';
import { BoardChrome } from '@/components/board/board-chrome';
import { CompanyPage } from '@/features/board/components/company-page';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';
import { useBoardViewCount } from '@/lib/usage';

/** /company/:slug — the public feedback board, with the submit feature's dialog. */
export default function CompanyRoute() {
  const { slug = '' } = useParams();
  useBoardViewCount(slug, 'board');
  // A new slug is a new page: no filters, dialog or welcome state carried over.
  return (
    <BoardChrome slug={slug} current="board">
      <CompanyPage key={slug} slug={slug} renderSubmitDialog={(props) => <SubmitIdeaDialog {...props} />} />
    </BoardChrome>
  );
}
