import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BoardChrome } from '@/components/board/board-chrome';
import { PoweredBy } from '@/components/board/powered-by';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { changelogLinksOf, ShippedIn } from '@/features/changelog/components/shipped-in';
import { VotesOnBehalfSection } from '@/features/demand/components/votes-on-behalf-section';
import { IdeaView } from '@/features/ideas/components/idea-view';
import { LoginPrompt } from '@/features/ideas/components/login-prompt';
import { withReturnTo } from '@/lib/auth/return-to';
import { useCompany } from '@/lib/board/board-api';
import { media, theme } from '@/styles/theme';

/** /company/:slug/ideas/:id — one idea with its comment thread (and, for its team, the votes on behalf). */
export default function IdeaRoute() {
  const { slug = '', id = '' } = useParams();
  const company = useCompany(slug);
  return (
    <BoardChrome slug={slug} current="idea">
      <Page>
        <IdeaView
          key={`${slug}/${id}`}
          slug={slug}
          ideaId={Number(id)}
          back={<Link to={paths.company(slug)}>← Back to all ideas</Link>}
          loginPrompt={<LoginPrompt href={withReturnTo(paths.auth(), paths.idea(slug, id))} />}
          linkBoard
          teamExtras={(ideaId, refresh) => <VotesOnBehalfSection ideaId={ideaId} onRecorded={refresh} />}
          shipped={(idea) => <ShippedIn slug={slug} links={changelogLinksOf(idea)} />}
        />
        <PoweredBy branding={company.data?.branding} />
      </Page>
    </BoardChrome>
  );
}

const Page = styled(Container)`
  max-width: 860px;
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[16]};
  ${media.mobile} { padding-top: ${theme.space[4]}; padding-bottom: ${theme.space[10]}; }
`;
