/**
 * Publishes an idea's new public counts to its board's live streams after a write. The streams
 * are public, so a private idea's counts are never published.
 */
import type { LiveEventBody, LiveHub } from './live-events';

interface IdeaRef {
  id: number;
  companyId: number;
  boardId: number | null;
  private: boolean;
  held: boolean;
  mergedInto: number | null;
}

/** A failed announcement never fails the write it follows: boards catch up on their next read. */
async function announce(live: LiveHub, idea: IdeaRef, body: LiveEventBody): Promise<void> {
  if (idea.private || idea.held || idea.mergedInto !== null) return;
  try {
    await live.publish(idea.companyId, body);
  } catch (error) {
    console.error('Live event not published:', error);
  }
}

/** The vote count the vote's own transaction returned. */
export function publishVoteCount(live: LiveHub, idea: IdeaRef, votes: number): Promise<void> {
  return announce(live, idea, { type: 'vote', featureId: idea.id, votes, boardId: idea.boardId });
}

/** The comment count the comment's own transaction returned. */
export function publishCommentCount(live: LiveHub, idea: IdeaRef, comments: number): Promise<void> {
  return announce(live, idea, { type: 'comment', featureId: idea.id, comments, boardId: idea.boardId });
}
