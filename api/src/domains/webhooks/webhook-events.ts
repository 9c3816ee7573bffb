/**
 * The four webhook events and their `data` (docs/integrations.md, Webhooks), queued by the
 * idea, vote and comment services inside their own transactions: the board and the v1 API
 * both go through those services, so both raise the same events.
 */
import type { Queryable } from '../../db/engine';
import type { IdeaRow } from '../../db/schema';
import { toV1Idea } from './v1-idea';
import { enqueueWebhookEvent } from './webhook-deliveries';

export function ideaCreated(tx: Queryable, idea: IdeaRow): Promise<void> {
  return enqueueWebhookEvent(tx, idea.companyId, 'idea.created', { idea: toV1Idea(idea) });
}

export function ideaStatusChanged(tx: Queryable, before: IdeaRow, after: IdeaRow): Promise<void> {
  if (before.status === after.status) return Promise.resolve();
  return enqueueWebhookEvent(tx, after.companyId, 'idea.status_changed', {
    idea: toV1Idea(after),
    previousStatus: before.status,
  });
}

export interface VoteEvent {
  voteId: number;
  /** The idea's vote count after this vote. */
  votes: number;
  /** A signed-in board user, an anonymous board visitor, or an end user voted for through the API. */
  source: 'user' | 'anonymous' | 'api';
  userName: string | null;
  createdAt: string;
}

export function voteCreated(
  tx: Queryable,
  idea: Pick<IdeaRow, 'id' | 'companyId' | 'title'>,
  vote: VoteEvent,
) {
  return enqueueWebhookEvent(tx, idea.companyId, 'vote.created', {
    idea: { id: idea.id, title: idea.title, votes: vote.votes },
    vote: { id: vote.voteId, source: vote.source, userName: vote.userName, createdAt: vote.createdAt },
  });
}

export interface CommentEvent {
  id: number;
  content: string;
  userName: string;
  createdAt: string;
}

export function commentCreated(
  tx: Queryable,
  idea: Pick<IdeaRow, 'id' | 'companyId' | 'title'>,
  comment: CommentEvent,
  commentCount: number,
) {
  return enqueueWebhookEvent(tx, idea.companyId, 'comment.created', {
    idea: { id: idea.id, title: idea.title, commentCount },
    comment,
  });
}
