import { useParams } from 'react-router-dom';
import { CompanyPage } from '@/features/board/components/company-page';

/** /company/:slug — the public feedback board. */
export default function CompanyRoute() {
  const { slug = '' } = useParams();
  // A new slug is a new page: no filters, dialog or welcome state carried over.
  return <CompanyPage key={slug} slug={slug} />;
}
