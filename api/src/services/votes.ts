/** Votes: one per idea per user or per anonymous browser, counted in the same transaction. */
import { eq, sql } from 'drizzle-orm';
import { counterTransaction, type Db, isUniqueViolation } from '../db/engine';
import { ideas, votes } from '../db/schema';
import { ApiError } from '../lib/errors';
import { type Actor, actorColumns } from './actor';

/**
 * Records the vote and bumps the count atomically; a repeat is a 409 that changes nothing.
 * The unique indexes do the deduplication; row locks order concurrent votes (counterTransaction).
 */
export async function castVote(db: Db, ideaId: number, voter: Actor): Promise<number> {
  const { userId, visitorId } = actorColumns(voter);
  try {
    return await counterTransaction(db, async (tx) => {
      await tx.insert(votes).values({ featureId: ideaId, userId, visitorId });
      const [bumped] = await tx
        .update(ideas)
        .set({ votes: sql`${ideas.votes} + 1`, lastActivityAt: new Date().toISOString() })
        .where(eq(ideas.id, ideaId))
        .returning({ votes: ideas.votes });
      if (!bumped) throw new ApiError(404, 'Feature not found');
      return bumped.votes;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'You have already voted for this idea');
    throw error;
  }
}
