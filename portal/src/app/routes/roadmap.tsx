import { useParams } from 'react-router-dom';
import { BoardChrome } from '@/components/board/board-chrome';
import { RoadmapPage } from '@/features/roadmap/components/roadmap-page';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';
import NotFoundRoute from './not-found';

/** /company/:slug/roadmap — the public roadmap (`?board=` one board's), with the submit feature's dialog. */
export default function RoadmapRoute() {
  const { slug = '' } = useParams();
  return (
    <BoardChrome slug={slug} current="roadmap">
      <RoadmapPage
        key={slug}
        slug={slug}
        boardNotFound={<NotFoundRoute />}
        renderSubmitDialog={(props) => <SubmitIdeaDialog {...props} />}
      />
    </BoardChrome>
  );
}
