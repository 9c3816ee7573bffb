/**
 * Undoing a merge within UNMERGE_DAYS, and the list of merges into an idea (issue 16; see
 * idea-merge.ts and docs/decisions/014-merge-similar-moderation.md).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { IdeaMergeEntry } from '../../contract';
import { type Db, first, type Queryable, type Tx } from '../../db/engine';
import { comments, type IdeaMergeRow, ideaMerges, ideas, votes } from '../../db/schema';
import { chunksOf } from '../../lib/chunks';
import { ApiError, invariant } from '../../lib/errors';
import { moveCounts, recordActivity } from './idea-merge';

/** How long a merge can be undone. */
export const UNMERGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The JSON id list a merge row keeps. */
const idList = (text: string): number[] => JSON.parse(text) as number[];

/** The merge `id` into target `targetId`, or 404. */
export async function requireMerge(db: Queryable, targetId: number, id: number): Promise<IdeaMergeRow> {
  const merge = first(
    await db
      .select()
      .from(ideaMerges)
      .where(and(eq(ideaMerges.id, id), eq(ideaMerges.targetId, targetId)))
      .limit(1),
  );
  invariant(merge, 404, 'Merge not found');
  return merge;
}

/**
 * Undoes a merge within UNMERGE_DAYS of it: the votes and comments it moved that are still on
 * the target go back to the source (a voter's account deleted since takes its vote with it),
 * with their counts, and the source is listed again.
 */
export async function unmergeIdeas(
  tx: Tx,
  merge: IdeaMergeRow,
  byUserId: number | null,
  now = new Date(),
): Promise<void> {
  if (merge.unmergedAt !== null) throw new ApiError(409, 'This merge was already undone');
  if (now.getTime() - Date.parse(merge.createdAt) > UNMERGE_DAYS * DAY_MS)
    throw new ApiError(
      409,
      `A merge can be undone for ${UNMERGE_DAYS} days; this one was made on ${merge.createdAt.slice(0, 10)}`,
    );
  let voteCount = 0;
  for (const chunk of chunksOf(idList(merge.movedVoteIds), 500)) {
    const back = await tx
      .update(votes)
      .set({ ideaId: merge.sourceId })
      .where(and(inArray(votes.id, chunk), eq(votes.ideaId, merge.targetId)))
      .returning({ id: votes.id });
    voteCount += back.length;
  }
  let commentCount = 0;
  for (const chunk of chunksOf(idList(merge.movedCommentIds), 500)) {
    const back = await tx
      .update(comments)
      .set({ ideaId: merge.sourceId, mergedFrom: null })
      .where(and(inArray(comments.id, chunk), eq(comments.ideaId, merge.targetId)))
      .returning({ hiddenAt: comments.hiddenAt, internal: comments.internal });
    commentCount += back.filter((comment) => comment.hiddenAt === null && !comment.internal).length;
  }
  await moveCounts(tx, merge.targetId, merge.sourceId, voteCount, commentCount);
  await tx.update(ideas).set({ mergedInto: null }).where(eq(ideas.id, merge.sourceId));
  const at = now.toISOString();
  await tx.update(ideaMerges).set({ unmergedAt: at }).where(eq(ideaMerges.id, merge.id));
  const [target] = await tx.select().from(ideas).where(eq(ideas.id, merge.targetId));
  const [source] = await tx.select().from(ideas).where(eq(ideas.id, merge.sourceId));
  if (target && source) await recordActivity(tx, target, byUserId, 'unmerged', source, at);
}

/** The ideas merged into `targetId`, newest first, each with whether it can still be undone. */
export async function listMergesInto(db: Db, targetId: number, now = new Date()): Promise<IdeaMergeEntry[]> {
  const rows = await db
    .select({
      id: ideaMerges.id,
      sourceId: ideaMerges.sourceId,
      sourceTitle: ideas.title,
      createdAt: ideaMerges.createdAt,
    })
    .from(ideaMerges)
    .innerJoin(ideas, eq(ideas.id, ideaMerges.sourceId))
    .where(and(eq(ideaMerges.targetId, targetId), isNull(ideaMerges.unmergedAt)))
    .orderBy(desc(ideaMerges.createdAt), desc(ideaMerges.id));
  return rows.map((row) => ({
    ...row,
    undoableUntil: new Date(Date.parse(row.createdAt) + UNMERGE_DAYS * DAY_MS).toISOString(),
    undoable: now.getTime() - Date.parse(row.createdAt) <= UNMERGE_DAYS * DAY_MS,
  }));
}
