/** Publishes an idea's new public counts to its board's live streams after a write. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/engine';
import { ideas } from '../db/schema';
import type { LiveEventBody, LiveHub } from './live-events';

interface IdeaRef {
  id: number;
  companyId: number;
}

/** A failed announcement never fails the write it follows: boards catch up on their next read. */
async function announce(live: LiveHub, companyId: number, body: LiveEventBody): Promise<void> {
  try {
    await live.publish(companyId, body);
  } catch (error) {
    console.error('Live event not published:', error);
  }
}

/** The vote count the vote's own transaction returned. */
export function publishVoteCount(live: LiveHub, idea: IdeaRef, votes: number): Promise<void> {
  return announce(live, idea.companyId, { type: 'vote', featureId: idea.id, votes });
}

/** Reads the comment count after the write (awaited: the query runs on either engine). */
export async function publishCommentCount(live: LiveHub, db: Db, idea: IdeaRef): Promise<void> {
  try {
    const [row] = await db
      .select({ comments: ideas.commentCount })
      .from(ideas)
      .where(eq(ideas.id, idea.id))
      .limit(1);
    if (row)
      await announce(live, idea.companyId, { type: 'comment', featureId: idea.id, comments: row.comments });
  } catch (error) {
    console.error('Live event not published:', error);
  }
}
