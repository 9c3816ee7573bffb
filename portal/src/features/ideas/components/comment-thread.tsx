import type { Comment } from '@sayso/api/contract';
import styled from 'styled-components';
import { LoadError } from '@/components/board/load-error';
import { RichText } from '@/components/rich-text';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { theme } from '@/styles/theme';

interface ThreadProps {
  comments: Comment[] | undefined;
  failed: boolean;
  /** Asks for the thread again after it failed. */
  onRetry?: () => void;
  /** More comments than shown exist: offer "Load more comments", which calls this. */
  onLoadMore?: (() => void) | undefined;
  loadingMore?: boolean;
  /** The team's Hide / Unhide (admins and the owner); absent for everyone else. */
  onModerate?: ((comment: Comment, hidden: boolean) => void) | undefined;
}

/** The comment thread, oldest first, as the API answers it. */
export function CommentThread({
  comments,
  failed,
  onRetry,
  onLoadMore,
  loadingMore = false,
  onModerate,
}: ThreadProps) {
  if (failed && !comments) {
    return onRetry ? (
      <LoadError inline message="Comments could not be loaded." onRetry={onRetry} />
    ) : (
      <Muted role="alert">Comments could not be loaded.</Muted>
    );
  }
  if (!comments) {
    return (
      <div role="status" aria-label="Loading comments">
        <Skeleton $height="56px" />
      </div>
    );
  }
  if (comments.length === 0) return <Muted>No comments yet. Start the conversation.</Muted>;
  return (
    <>
      <List data-testid="comment-thread">
        {comments.map((comment) => (
          <Item key={comment.id}>
            <Avatar name={comment.userName} size={32} />
            <Body>
              <Meta>
                <strong>{comment.userName}</strong>
                {/* The API says who wrote as the company's team; the portal never guesses. */}
                {comment.isTeam && <Badge title="A reply from the company's team">Team</Badge>}
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
            </Body>
          </Item>
        ))}
      </List>
      {onLoadMore && (
        <More>
          <Button variant="outline" size="sm" onClick={onLoadMore} loading={loadingMore}>
            Load more comments
          </Button>
        </More>
      )}
    </>
  );
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  gap: ${theme.space[3]};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  border: 1px solid ${theme.colors.border};
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

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space[4]};
`;

const Note = styled.p`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
  font-style: italic;
`;
