import type { Comment } from '@sayso/api/contract';
import { type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '@/components/board/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { theme } from '@/styles/theme';
import { CommentItem } from './comment-item';

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
  /** For those who may write: the reply form under `parent`, closed by `close` (issue 28). */
  renderReplyForm?: ((parent: Comment, close: () => void) => ReactNode) | undefined;
}

/**
 * Top-level comments with their replies (issue 28) one level under each. The API answers them
 * flat, oldest first; a reply whose parent is not shown (hidden from this reader) stands alone.
 */
function threads(comments: Comment[]): Array<{ comment: Comment; replies: Comment[] }> {
  const shown = new Set(comments.map((comment) => comment.id));
  const replies = new Map<number, Comment[]>();
  for (const comment of comments)
    if (comment.parentId !== null && shown.has(comment.parentId))
      replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
  return comments
    .filter((comment) => comment.parentId === null || !shown.has(comment.parentId))
    .map((comment) => ({ comment, replies: replies.get(comment.id) ?? [] }));
}

/** The comment thread, oldest first, replies under their comment. */
export function CommentThread({
  comments,
  failed,
  onRetry,
  onLoadMore,
  loadingMore = false,
  onModerate,
  renderReplyForm,
}: ThreadProps) {
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const replyButtons = useRef(new Map<number, HTMLButtonElement>());
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
  // Closing a reply form puts focus back on the Reply button that opened it.
  const close = (id: number) => {
    setReplyingTo(null);
    replyButtons.current.get(id)?.focus();
  };
  return (
    <>
      <List data-testid="comment-thread">
        {threads(comments).map(({ comment, replies }) => {
          const canReply = Boolean(renderReplyForm) && comment.parentId === null;
          const open = replyingTo === comment.id;
          return (
            <CommentItem
              key={comment.id}
              comment={comment}
              onModerate={onModerate}
              reply={
                canReply
                  ? {
                      open,
                      onToggle: () => (open ? close(comment.id) : setReplyingTo(comment.id)),
                      buttonRef: (button: HTMLButtonElement | null) => {
                        if (button) replyButtons.current.set(comment.id, button);
                      },
                    }
                  : undefined
              }
            >
              {(replies.length > 0 || open) && (
                <Replies aria-label={`Replies to ${comment.userName}`}>
                  {replies.map((reply) => (
                    <CommentItem key={reply.id} comment={reply} onModerate={onModerate} />
                  ))}
                  {open && renderReplyForm && <li>{renderReplyForm(comment, () => close(comment.id))}</li>}
                </Replies>
              )}
            </CommentItem>
          );
        })}
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

const Replies = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0 0 0 ${theme.space[2]};
  list-style: none;
  border-left: 2px solid ${theme.colors.border};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
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
