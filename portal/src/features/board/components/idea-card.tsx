import type { CompanyPage, Idea, Status } from '@sayso/api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { VoteButton } from '@/components/board/vote-button';
import { CategoryBadge, StatusBadge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { categoryLabel } from '@/lib/board/categories';
import { useVote } from '@/lib/board/use-vote';
import { markdownExcerpt } from '@/lib/markdown-excerpt';
import { media, theme } from '@/styles/theme';

import { CommenterAvatars } from './commenter-avatars';
import { StatusMenu } from './status-menu';

export interface IdeaCardProps {
  idea: Idea;
  /** Where the title links to (the full page, or a view inside the embed). */
  href: string;
  anonymous: boolean;
  /** Shown only to the company owner. */
  onStatusChange?: ((idea: Idea, status: Status) => void) | undefined;
  onVoted?: (ideaId: number) => void;
  /** The board's company: names the idea's own category. */
  company?: Pick<CompanyPage, 'categories'> | undefined;
}

/** One idea in the list: vote, badges, title link, description, commenters and age. */
export function IdeaCard({ idea, href, anonymous, onStatusChange, onVoted, company }: IdeaCardProps) {
  const { votes, voted, pending, vote } = useVote(idea, { anonymous, onVoted });
  return (
    <Root as="article" aria-labelledby={`idea-${idea.id}-title`} data-testid="idea-card">
      <VoteButton title={idea.title} votes={votes} voted={voted} pending={pending} onVote={vote} />
      <Main>
        <Meta>
          <StatusBadge status={idea.status} />
          <CategoryBadge category={idea.category} label={categoryLabel(idea, company)} />
          {onStatusChange && (
            <MenuSlot>
              <StatusMenu
                title={idea.title}
                current={idea.status}
                onSelect={(status) => onStatusChange(idea, status)}
              />
            </MenuSlot>
          )}
        </Meta>
        <Title id={`idea-${idea.id}-title`}>
          <Link to={href}>{idea.title}</Link>
        </Title>
        <Description>{markdownExcerpt(idea.description)}</Description>
        <Footer>
          <CommenterAvatars commenters={idea.commenters} count={idea.comments} />
          <span>Added {idea.timeAgo}</span>
        </Footer>
      </Main>
    </Root>
  );
}

const Root = styled(Card)`
  display: flex;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
  ${media.mobile} { gap: ${theme.space[3]}; padding: ${theme.space[4]}; }
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const MenuSlot = styled.div`
  margin-left: auto;
`;

const Title = styled.h3`
  margin-top: ${theme.space[2]};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
  a { color: ${theme.colors.text}; }
  a:hover { color: ${theme.colors.brand}; }
`;

const Description = styled.p`
  margin-top: ${theme.space[1]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin-top: ${theme.space[3]};
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textSubtle};
`;
