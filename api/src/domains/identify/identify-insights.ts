/**
 * What the team learns from identified people (issue 15): who wrote and voted for an idea, with
 * the host's attributes, and the ideas ranked by the summed MRR of their voters (Pro and up).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { IdeaPeople, RevenueIdea } from '../../contract';
import { type Db, first } from '../../db/engine';
import { type IdeaRow, ideas, identifiedUsers, users, votes } from '../../db/schema';
import { toIdentifiedPerson } from './identified-users';

/** The most voters the idea page lists. */
const VOTER_LIMIT = 200;

export async function ideaPeople(db: Db, idea: IdeaRow): Promise<IdeaPeople> {
  const author = idea.createdBy
    ? first(await db.select().from(identifiedUsers).where(eq(identifiedUsers.userId, idea.createdBy)))
    : undefined;
  const rows = await db
    .select({ userId: votes.userId, name: users.name, votedAt: votes.createdAt, identified: identifiedUsers })
    .from(votes)
    .leftJoin(users, eq(users.id, votes.userId))
    .leftJoin(identifiedUsers, eq(identifiedUsers.userId, votes.userId))
    .where(eq(votes.ideaId, idea.id))
    .orderBy(asc(votes.createdAt), asc(votes.id))
    .limit(VOTER_LIMIT);
  return {
    author: author ? toIdentifiedPerson(author) : null,
    voters: rows.map((row) => ({
      userId: row.userId,
      name: row.name ?? 'Anonymous',
      votedAt: row.votedAt,
      identified: row.identified ? toIdentifiedPerson(row.identified) : null,
    })),
  };
}

/**
 * The company's ideas by the MRR of their identified voters, highest first. Each person votes
 * once per idea (the unique index), so nobody's MRR counts twice for one idea.
 */
export async function revenueIdeas(db: Db, companyId: number, limit = 10): Promise<RevenueIdea[]> {
  const mrr = sql<number>`coalesce(sum(${identifiedUsers.mrrCents}), 0)`;
  const rows = await db
    .select({
      id: ideas.id,
      title: ideas.title,
      status: ideas.status,
      votes: ideas.votes,
      mrrCents: mrr,
      identifiedVoters: sql<number>`count(${identifiedUsers.id})`,
    })
    .from(ideas)
    .innerJoin(votes, eq(votes.ideaId, ideas.id))
    .innerJoin(
      identifiedUsers,
      and(eq(identifiedUsers.userId, votes.userId), eq(identifiedUsers.companyId, companyId)),
    )
    .where(eq(ideas.companyId, companyId))
    .groupBy(ideas.id, ideas.title, ideas.status, ideas.votes)
    .orderBy(desc(mrr), desc(ideas.votes), asc(ideas.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    votes: row.votes,
    mrr: Number(row.mrrCents) / 100,
    identifiedVoters: Number(row.identifiedVoters),
  }));
}
