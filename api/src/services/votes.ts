/** Votes: one per idea per user or per anonymous browser, counted in the same transaction. */
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from '../lib/errors';
import { preparedOnce } from '../lib/prepared';
import { type Actor, actorColumns } from './actor';

/**
 * Records the vote and bumps the count atomically; a repeat is a 409 that changes nothing.
 * Plain prepared SQL: this is the hottest write, and the unique indexes do the deduplication.
 */
export function castVote(db: Db, ideaId: number, voter: Actor): number {
  const sqlite = db.$client;
  const record = preparedOnce(sqlite, 'castVote', () => {
    const insert = sqlite.prepare(
      'insert into votes (feature_id, user_id, visitor_id, created_at) values (?, ?, ?, ?)',
    );
    const bump = sqlite
      .prepare<[number], number>('update features set votes = votes + 1 where id = ? returning votes')
      .pluck();
    return sqlite.transaction((id: number, userId: number | null, visitorId: string | null) => {
      insert.run(id, userId, visitorId, new Date().toISOString());
      const votes = bump.get(id);
      if (votes === undefined) throw new ApiError(404, 'Feature not found');
      return votes;
    });
  });
  const { userId, visitorId } = actorColumns(voter);
  try {
    return record(ideaId, userId, visitorId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'You have already voted for this idea');
    throw error;
  }
}
