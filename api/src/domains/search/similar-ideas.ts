/**
 * Similar ideas while typing (issue 16): up to SIMILAR_LIMIT of a company's public ideas whose
 * text matches the title being typed (full text, every word a prefix), most votes first, so a
 * visitor can vote instead of posting a duplicate. Private, held and merged ideas never appear.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { SIMILAR_LIMIT, type SimilarIdea, STATUSES, type Status } from '../../contract';
import type { Db } from '../../db/engine';
import { ideas, votes } from '../../db/schema';
import { type Actor, actorColumns } from '../ideas/actor';
import { onBoards } from '../ideas/idea-list-query';
import { matchesSearch } from '../ideas/idea-search';
import { PUBLIC_IDEA } from '../ideas/idea-visibility';

/** The matches of `text` among the company's public ideas of the `shown` statuses on `boardIds` (absent: all). */
export async function similarIdeas(
  db: Db,
  companyId: number,
  text: string,
  viewer: Actor,
  shown: readonly Status[] = STATUSES,
  boardIds?: readonly number[],
): Promise<SimilarIdea[]> {
  const statuses = STATUSES.every((status) => shown.includes(status))
    ? undefined
    : inArray(ideas.status, [...shown]);
  const rows = await db
    .select({ id: ideas.id, title: ideas.title, votes: ideas.votes })
    .from(ideas)
    .where(
      and(
        eq(ideas.companyId, companyId),
        PUBLIC_IDEA,
        onBoards(boardIds),
        statuses,
        matchesSearch(db, companyId, text),
      ),
    )
    .orderBy(desc(ideas.votes), desc(ideas.id))
    .limit(SIMILAR_LIMIT);
  const { userId, visitorId } = actorColumns(viewer);
  const voter =
    userId !== null ? eq(votes.userId, userId) : visitorId !== null ? eq(votes.visitorId, visitorId) : null;
  if (rows.length === 0 || !voter) return rows.map((row) => ({ ...row, voted: false }));
  const ids = rows.map((row) => row.id);
  const voted = new Set(
    (
      await db
        .select({ id: votes.ideaId })
        .from(votes)
        .where(and(voter, inArray(votes.ideaId, ids)))
    ).map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, voted: voted.has(row.id) }));
}
