import { useParams } from 'react-router-dom';
import { EmbedBoard } from '@/features/embed/components/embed-board';

/** /embed/:slug — the board for the SDK widget's iframe; rendered without header or footer. */
export default function EmbedRoute() {
  const { slug = '' } = useParams();
  return <EmbedBoard key={slug} slug={slug} />;
}
