/** Votes: one per idea per user or per anonymous browser, counted in the same transaction. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { features, votes } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { Viewer } from './features';
import { isUniqueViolation } from './users';

/** Records the vote and bumps the count atomically; a repeat is a 409 that changes nothing. */
export function castVote(
  db: Db,
  featureId: number,
  voter: Required<Pick<Viewer, 'userId'>> | { visitorId: string },
): number {
  try {
    return db.transaction((tx) => {
      tx.insert(votes)
        .values({
          featureId,
          userId: 'userId' in voter ? voter.userId : null,
          visitorId: 'visitorId' in voter ? voter.visitorId : null,
        })
        .run();
      const row = tx
        .update(features)
        .set({ votes: sql`${features.votes} + 1` })
        .where(eq(features.id, featureId))
        .returning({ votes: features.votes })
        .get();
      if (!row) throw new ApiError(404, 'Feature not found');
      return row.votes;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'You have already voted for this idea');
    throw error;
  }
}
