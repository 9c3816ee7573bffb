/** Votes: one per idea per user or per anonymous browser, counted in the same transaction. */
import { eq, sql } from 'drizzle-orm';
import { counterTransaction, type Db, isUniqueViolation } from '../../db/engine';
import { type IdeaRow, ideas, votes } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { type Actor, actorColumns } from '../ideas/actor';
import { voteCreated } from '../webhooks/webhook-events';
import { recordVote, type VoteRow } from './record-vote';

/**
 * Records the vote and bumps the count atomically; a repeat is a 409 that changes nothing.
 * The unique indexes do the deduplication; row locks order concurrent votes. Without webhook
 * endpoints the vote is one cheap write (record-vote.ts); with them, one transaction also queues
 * `vote.created`. `keyedId`: an API vote's keyed hash, kept beside its identified person
 * (domains/api-v1/api-v1-reads.ts).
 */
export async function castVote(
  db: Db,
  idea: Pick<IdeaRow, 'id' | 'companyId'>,
  voter: Actor,
  keyedId?: string,
): Promise<number> {
  const columns = actorColumns(voter);
  const vote: VoteRow = { ideaId: idea.id, userId: columns.userId, visitorId: keyedId ?? columns.visitorId };
  try {
    const recorded = await recordVote(db, idea.companyId, vote);
    if (recorded === 'no idea') throw new ApiError(404, 'Feature not found');
    if (recorded === 'duplicate') throw alreadyVoted();
    if (recorded !== 'hooks') return recorded.votes;
    return await castVoteWithEvent(db, vote, voter.user?.name ?? null);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyVoted();
    throw error;
  }
}

const alreadyVoted = () => new ApiError(409, 'You have already voted for this idea');

/** The vote, its count and its `vote.created` delivery in one transaction. */
function castVoteWithEvent(db: Db, vote: VoteRow, userName: string | null): Promise<number> {
  return counterTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(votes)
      .values(vote)
      .returning({ id: votes.id, createdAt: votes.createdAt });
    const [bumped] = await tx
      .update(ideas)
      .set({ votes: sql`${ideas.votes} + 1`, lastActivityAt: new Date().toISOString() })
      .where(eq(ideas.id, vote.ideaId))
      .returning({
        id: ideas.id,
        votes: ideas.votes,
        companyId: ideas.companyId,
        title: ideas.title,
        boardId: ideas.boardId,
      });
    if (!bumped || !inserted) throw new ApiError(404, 'Feature not found');
    await voteCreated(tx, bumped, {
      voteId: inserted.id,
      votes: bumped.votes,
      source: voteSource(vote.userId, vote.visitorId),
      userName,
      createdAt: inserted.createdAt,
    });
    return bumped.votes;
  });
}

/**
 * Visitor ids of votes a company's key recorded (the v1 API) start with this; the board's own
 * visitor ids (uuids) never do. Kept here, with the votes, so the core vote code needs nothing
 * from the API that writes them.
 */
export const API_VOTER_PREFIX = 'api:';

/** Where a vote came from: the API (its keyed hash, with or without a person), a user, a browser. */
export function voteSource(userId: number | null, visitorId: string | null): 'user' | 'api' | 'anonymous' {
  if (visitorId?.startsWith(API_VOTER_PREFIX)) return 'api';
  return userId !== null ? 'user' : 'anonymous';
}
