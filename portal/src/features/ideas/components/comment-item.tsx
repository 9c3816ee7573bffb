import type { Comment } from '@sayso/api/contract';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { RichText } from '@/components/rich-text';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAttachmentSlots } from '@/lib/attachments/attachment-slots';
import { theme } from '@/styles/theme';

interface CommentItemProps {
  comment: Comment;
  /** The team's Hide / Unhide (admins and the owner); absent for everyone else. */
  onModerate?: ((comment: Comment, hidden: boolean) => void) | undefined;
  /** Under a top-level comment, for those who may write: the Reply button (issue 28). */
  reply?: { open: boolean; onToggle: () => void; buttonRef: Ref<HTMLButtonElement> } | undefined;
  /** The replies and the reply form, indented one level under the comment. */
  children?: ReactNode;
}

/** One comment of the thread: author, badges, text, its actions, then its replies. */
export function CommentItem({ comment, onModerate, reply, children }: CommentItemProps) {
  const { Gallery } = useAttachmentSlots();
  return (
    <Item data-testid={comment.parentId === null ? 'comment' : 'reply'}>
      <Avatar name={comment.userName} size={32} />
      <Main>
        <Body $internal={comment.internal}>
          <Meta>
            <strong>{comment.userName}</strong>
            {/* The API says who wrote as the company's team; the portal never guesses. */}
            {comment.isTeam && <Badge title="A reply from the company's team">Team</Badge>}
            {comment.internal && <Badge title="Visible to the company's team only">Internal</Badge>}
            <time dateTime={comment.createdAt}>{comment.timeAgo}</time>
            {comment.hidden && <Badge>Hidden</Badge>}
            {onModerate && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${comment.hidden ? 'Unhide' : 'Hide'} the comment by ${comment.userName}`}
                onClick={() => onModerate(comment, !comment.hidden)}
              >
                {comment.hidden ? 'Unhide' : 'Hide'}
              </Button>
            )}
          </Meta>
          {comment.mergedFrom && <Note>Merged from "{comment.mergedFrom}"</Note>}
          <Content html={comment.contentHtml} />
          <Gallery attachments={comment.attachments} label={`the comment by ${comment.userName}`} />
        </Body>
        {reply && (
          <Button
            ref={reply.buttonRef}
            size="sm"
            variant="ghost"
            aria-expanded={reply.open}
            aria-label={`Reply to ${comment.userName}`}
            onClick={reply.onToggle}
          >
            Reply
          </Button>
        )}
        {children}
      </Main>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  gap: ${theme.space[3]};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
  > * { align-self: stretch; }
  > button { align-self: flex-start; }
`;

const Body = styled.div<{ $internal: boolean }>`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${({ $internal }) => ($internal ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
  border: 1px ${({ $internal }) => ($internal ? `dashed ${theme.colors.warning}` : `solid ${theme.colors.border}`)};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  time { color: ${theme.colors.textSubtle}; font-size: ${theme.font.size.xs}; }
`;

const Content = styled(RichText)`
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
`;

const Note = styled.p`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
  font-style: italic;
`;
