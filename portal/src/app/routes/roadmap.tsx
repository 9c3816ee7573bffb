import { useParams } from 'react-router-dom';
import { BrandedPage } from '@/components/board/branded-page';
import { RoadmapPage } from '@/features/roadmap/components/roadmap-page';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';

/** /company/:slug/roadmap — the public roadmap, with the submit feature's dialog. */
export default function RoadmapRoute() {
  const { slug = '' } = useParams();
  return (
    <BrandedPage slug={slug}>
      <RoadmapPage key={slug} slug={slug} renderSubmitDialog={(props) => <SubmitIdeaDialog {...props} />} />
    </BrandedPage>
  );
}
