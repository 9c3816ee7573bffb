import { CompanyPage } from '@/features/board/components/company-page';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';
import { hostBoardSlug } from '@/lib/host-board';

/** `/` on a company's custom domain: its public board, as at /company/:slug. */
export default function HostBoardRoute() {
  const slug = hostBoardSlug() ?? '';
  return <CompanyPage slug={slug} renderSubmitDialog={(props) => <SubmitIdeaDialog {...props} />} />;
}
