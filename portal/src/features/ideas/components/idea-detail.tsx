import { type CompanyPage, type Idea, timeAgo } from '@sayso/api/contract';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VoteButton } from '@/components/board/vote-button';
import { RichText } from '@/components/rich-text';
import { Badge, CategoryBadge, PrivateBadge, StatusBadge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EtaBadge } from '@/components/ui/eta-badge';
import { TagChips } from '@/components/ui/tag-chip';
import { useAttachmentSlots } from '@/lib/attachments/attachment-slots';
import { useAuth } from '@/lib/auth/auth-context';
import { categoryLabel } from '@/lib/board/categories';
import { useVote } from '@/lib/board/use-vote';
import { media, theme } from '@/styles/theme';

interface IdeaDetailProps {
  idea: Idea;
  /** After a counted vote: refresh caches, tell an embedding page. */
  onVoted: (ideaId: number) => void;
  /** The comments section (thread and box), composed by the page. */
  children: ReactNode;
  /** The idea's company: names its own category. */
  company: Pick<CompanyPage, 'categories'>;
}

/** One idea in full: vote, status, category, title, author and time, description, comments. */
export function IdeaDetail({ idea, onVoted, children, company }: IdeaDetailProps) {
  const { user } = useAuth();
  const { votes, voted, pending, vote } = useVote(idea, { anonymous: !user, onVoted });
  const { Gallery } = useAttachmentSlots();
  return (
    <Root as="article" aria-labelledby="idea-title">
      <Head>
        <VoteButton title={idea.title} votes={votes} voted={voted} pending={pending} onVote={vote} />
        <div>
          <Badges>
            <StatusBadge status={idea.status} />
            <CategoryBadge category={idea.category} label={categoryLabel(idea, company)} />
            {/* Only the team is ever answered a private idea. */}
            {idea.private && <PrivateBadge />}
            {/* Only the team and the idea's author are ever answered a held idea. */}
            {idea.held && <Badge>Held for review</Badge>}
            <EtaBadge eta={idea.eta} />
          </Badges>
          {/* Only the team's answer carries tags. */}
          <TagChips tags={idea.tags} />
          <Title id="idea-title">{idea.title}</Title>
          <Byline>
            By {idea.authorName || 'Anonymous'} · <time dateTime={idea.createdAt}>Added {idea.timeAgo}</time>{' '}
            · {votes} {votes === 1 ? 'vote' : 'votes'}
            {idea.editedAt && (
              <>
                {' · '}
                <time dateTime={idea.editedAt} title={`Edited ${new Date(idea.editedAt).toLocaleString()}`}>
                  Edited {timeAgo(idea.editedAt)}
                </time>
              </>
            )}
          </Byline>
        </div>
      </Head>
      <Description html={idea.descriptionHtml} />
      <Gallery attachments={idea.attachments} label={idea.title} />
      <Comments aria-labelledby="comments-title">
        <h2 id="comments-title">Comments ({idea.comments})</h2>
        {children}
      </Comments>
    </Root>
  );
}

const Root = styled(Card)`
  padding: ${theme.space[8]};
  ${media.mobile} { padding: ${theme.space[4]}; }
`;

const Head = styled.div`
  display: flex;
  gap: ${theme.space[4]};
  align-items: flex-start;
  > div { min-width: 0; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Title = styled.h1`
  margin-top: ${theme.space[2]};
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.bold};
  overflow-wrap: anywhere;
  ${media.mobile} { font-size: ${theme.font.size.xl}; }
`;

const Byline = styled.p`
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const Description = styled(RichText)`
  margin-top: ${theme.space[6]};
`;

const Comments = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[8]};
  padding-top: ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};
  h2 { font-size: ${theme.font.size.lg}; font-weight: ${theme.font.weight.semibold}; }
`;
