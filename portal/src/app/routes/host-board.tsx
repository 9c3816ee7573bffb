import { BoardChrome } from '@/components/board/board-chrome';
import { CompanyPage } from '@/features/board/components/company-page';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';
import { hostBoardSlug } from '@/lib/host-board';
import { useBoardViewCount } from '@/lib/usage';

/** `/` on a company's custom domain: its public board, as at /company/:slug. */
export default function HostBoardRoute() {
  const slug = hostBoardSlug() ?? '';
  useBoardViewCount(slug, 'board');
  return (
    <BoardChrome slug={slug} current="board">
      <CompanyPage slug={slug} renderSubmitDialog={(props) => <SubmitIdeaDialog {...props} />} />
    </BoardChrome>
  );
}
