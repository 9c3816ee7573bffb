import { useParams } from 'react-router-dom';
import { BrandedPage } from '@/components/board/branded-page';
import { CompanyPage } from '@/features/board/components/company-page';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';
import { useBoardViewCount } from '@/lib/usage';

/** /company/:slug — the public feedback board, with the submit feature's dialog. */
export default function CompanyRoute() {
  const { slug = '' } = useParams();
  useBoardViewCount(slug, 'board');
  // A new slug is a new page: no filters, dialog or welcome state carried over.
  return (
    <BrandedPage slug={slug}>
      <CompanyPage key={slug} slug={slug} renderSubmitDialog={(props) => <SubmitIdeaDialog {...props} />} />
    </BrandedPage>
  );
}
