/**
 * Merging a duplicate idea (the source, B) into another (the target, A); idea-unmerge.ts undoes
 * it within 30 days (docs/decisions/014-merge-similar-moderation.md).
 *
 * B's votes move to A except a voter who voted for both (the same user, or the same visitor id),
 * whose vote stays on B, so nobody counts twice; B's comments move with a 'Merged from' note.
 * The idea_merges row keeps the ids of what moved, so an unmerge moves exactly those back.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { first, type Queryable, type Tx } from '../../db/engine';
import {
  comments,
  type IdeaMergeRow,
  type IdeaRow,
  ideaActivity,
  ideaMerges,
  ideas,
  votes,
} from '../../db/schema';
import { chunksOf } from '../../lib/chunks';
import { ApiError, invariant } from '../../lib/errors';

/**
 * Why `source` may not be merged into `target`, as the 4xx to answer; both on one company.
 * Chains are refused rather than followed: a merge into a merged idea, or of an idea others
 * were merged into, would make an unmerge of either restore only half of what it moved.
 */
export async function checkMerge(db: Queryable, source: IdeaRow, target: IdeaRow): Promise<void> {
  if (source.id === target.id) throw new ApiError(400, 'An idea cannot be merged into itself');
  invariant(source.companyId === target.companyId, 404, 'Feature not found');
  if (source.mergedInto !== null) throw new ApiError(409, 'This idea is already merged into another');
  if (target.mergedInto !== null)
    throw new ApiError(409, `"${target.title}" was itself merged into another idea: merge into that one`);
  if (target.held) throw new ApiError(409, `Approve "${target.title}" before merging into it`);
  if (source.private !== target.private)
    throw new ApiError(
      400,
      'A private idea can only be merged into a private idea, a public one into a public one',
    );
  const into = first(
    await db
      .select({ id: ideaMerges.id })
      .from(ideaMerges)
      .where(and(eq(ideaMerges.targetId, source.id), isNull(ideaMerges.unmergedAt)))
      .limit(1),
  );
  if (into)
    throw new ApiError(
      409,
      `Other ideas were merged into "${source.title}": unmerge them first, or merge the other way`,
    );
}

/** Moves B's votes, comments and counts onto A in `tx` and records the merge. */
export async function mergeIdeas(
  tx: Tx,
  checkedSource: IdeaRow,
  checkedTarget: IdeaRow,
  byUserId: number | null,
  now = new Date(),
): Promise<IdeaMergeRow> {
  // Checked again on the rows as this transaction sees them: two merges at once cannot chain.
  const source = first(await tx.select().from(ideas).where(eq(ideas.id, checkedSource.id)));
  const target = first(await tx.select().from(ideas).where(eq(ideas.id, checkedTarget.id)));
  invariant(source && target, 404, 'Feature not found');
  await checkMerge(tx, source, target);
  const sourceVotes = await tx
    .select({ id: votes.id, userId: votes.userId, visitorId: votes.visitorId })
    .from(votes)
    .where(eq(votes.ideaId, source.id));
  const targetVoters = await tx
    .select({ userId: votes.userId, visitorId: votes.visitorId })
    .from(votes)
    .where(eq(votes.ideaId, target.id));
  const users = new Set(targetVoters.flatMap((vote) => (vote.userId === null ? [] : [vote.userId])));
  const visitors = new Set(targetVoters.flatMap((vote) => (vote.visitorId === null ? [] : [vote.visitorId])));
  const moved = sourceVotes
    .filter((vote) => !(vote.userId !== null && users.has(vote.userId)))
    .filter((vote) => !(vote.visitorId !== null && visitors.has(vote.visitorId)))
    .map((vote) => vote.id);
  for (const chunk of chunksOf(moved, 500))
    await tx.update(votes).set({ ideaId: target.id }).where(inArray(votes.id, chunk));

  const sourceComments = await tx
    .select({ id: comments.id, hiddenAt: comments.hiddenAt, internal: comments.internal })
    .from(comments)
    .where(eq(comments.ideaId, source.id));
  await tx
    .update(comments)
    .set({ ideaId: target.id, mergedFrom: source.title })
    .where(eq(comments.ideaId, source.id));
  // What the count holds: neither hidden comments nor internal notes (issue 28).
  const shown = sourceComments.filter((comment) => comment.hiddenAt === null && !comment.internal).length;

  await moveCounts(tx, source.id, target.id, moved.length, shown);
  await tx.update(ideas).set({ mergedInto: target.id }).where(eq(ideas.id, source.id));
  const at = now.toISOString();
  const [merge] = await tx
    .insert(ideaMerges)
    .values({
      companyId: target.companyId,
      sourceId: source.id,
      targetId: target.id,
      userId: byUserId,
      movedVoteIds: JSON.stringify(moved),
      movedCommentIds: JSON.stringify(sourceComments.map((comment) => comment.id)),
      createdAt: at,
    })
    .returning();
  await recordActivity(tx, target, byUserId, 'merged', source, at);
  return merge as IdeaMergeRow;
}

/** Votes and visible comments counted off `from` and onto `to`, atomically. */
export async function moveCounts(tx: Tx, from: number, to: number, voteCount: number, commentCount: number) {
  await tx
    .update(ideas)
    .set({
      votes: sql`${ideas.votes} - ${voteCount}`,
      commentCount: sql`${ideas.commentCount} - ${commentCount}`,
    })
    .where(eq(ideas.id, from));
  await tx
    .update(ideas)
    .set({
      votes: sql`${ideas.votes} + ${voteCount}`,
      commentCount: sql`${ideas.commentCount} + ${commentCount}`,
    })
    .where(eq(ideas.id, to));
}

export function recordActivity(
  tx: Tx,
  target: IdeaRow,
  userId: number | null,
  action: 'merged' | 'unmerged',
  source: IdeaRow,
  at: string,
) {
  return tx.insert(ideaActivity).values({
    ideaId: target.id,
    companyId: target.companyId,
    userId,
    action,
    fromValue: String(source.id),
    toValue: source.title,
    createdAt: at,
  });
}
