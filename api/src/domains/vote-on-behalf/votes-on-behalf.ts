/**
 * Votes the team records for a customer (issue 28): the vote is cast as the person's own
 * (votes.ts, the same rules and counter, no change to the visitor's hot path), and beside it a
 * record of who recorded it, their note and the attributes they typed. All in one transaction:
 * a person already counted is a 409 and leaves no new person or record behind.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DEMAND_MESSAGES,
  type VoteOnBehalf,
  type VoteOnBehalfInput,
  type VoteOnBehalfResult,
} from '../../contract';
import { type Db, first } from '../../db/engine';
import { type IdeaRow, identifiedUsers, type UserRow, users, voteRecords, votes } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { castVote } from '../votes/votes';
import { mrrCents, onBehalfPerson } from './on-behalf-person';

/** Records `input`'s person's vote on `idea` for the team member `recorder`. */
export async function recordVoteOnBehalf(
  db: Db,
  idea: Pick<IdeaRow, 'id' | 'companyId'>,
  recorder: Pick<UserRow, 'id'>,
  input: VoteOnBehalfInput,
): Promise<VoteOnBehalfResult> {
  const { recordId, count } = await db.transaction(async (tx) => {
    const person = await onBehalfPerson(tx, idea.companyId, input);
    let count: number;
    try {
      count = await castVote(tx as unknown as Db, idea, { user: person, visitorId: undefined });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        throw new ApiError(409, DEMAND_MESSAGES.alreadyVoted);
      throw error;
    }
    const vote = first(
      await tx
        .select({ id: votes.id })
        .from(votes)
        .where(and(eq(votes.ideaId, idea.id), eq(votes.userId, person.id))),
    );
    if (!vote) throw new ApiError(404, 'Feature not found');
    const [record] = await tx
      .insert(voteRecords)
      .values({
        companyId: idea.companyId,
        voteId: vote.id,
        recordedBy: recorder.id,
        note: input.note ?? null,
        companyName: input.company ?? null,
        plan: input.plan ?? null,
        mrrCents: mrrCents(input.mrr),
      })
      .returning({ id: voteRecords.id });
    return { recordId: (record as { id: number }).id, count };
  });
  const [record] = await recordsOf(db, idea.id, recordId);
  return { record: record as VoteOnBehalf, votes: count };
}

/** The idea's votes on behalf, oldest first, as the team sees them. */
export function votesOnBehalf(db: Db, ideaId: number): Promise<VoteOnBehalf[]> {
  return recordsOf(db, ideaId);
}

async function recordsOf(db: Db, ideaId: number, recordId?: number): Promise<VoteOnBehalf[]> {
  const rows = await db
    .select({
      id: voteRecords.id,
      voterId: users.id,
      voterName: users.name,
      accountEmail: users.email,
      identifiedEmail: identifiedUsers.email,
      companyName: sql<string | null>`coalesce(${voteRecords.companyName}, ${identifiedUsers.companyName})`,
      plan: sql<string | null>`coalesce(${voteRecords.plan}, ${identifiedUsers.plan})`,
      mrrCents: sql<number | null>`coalesce(${voteRecords.mrrCents}, ${identifiedUsers.mrrCents})`,
      note: voteRecords.note,
      recorderId: voteRecords.recordedBy,
      // The recorder is a second person from the same table: a subquery, not a second join.
      recorderName: sql<
        string | null
      >`(select name from users as recorder where recorder.id = ${voteRecords.recordedBy})`,
      createdAt: voteRecords.createdAt,
    })
    .from(voteRecords)
    .innerJoin(votes, eq(votes.id, voteRecords.voteId))
    .innerJoin(users, eq(users.id, votes.userId))
    .leftJoin(identifiedUsers, eq(identifiedUsers.userId, users.id))
    .where(and(eq(votes.ideaId, ideaId), recordId === undefined ? undefined : eq(voteRecords.id, recordId)))
    .orderBy(asc(voteRecords.createdAt), asc(voteRecords.id));
  return rows.map((row) => ({
    id: row.id,
    voter: { userId: row.voterId, name: row.voterName, email: row.identifiedEmail ?? row.accountEmail },
    company: row.companyName,
    plan: row.plan,
    mrr: row.mrrCents === null ? null : Number(row.mrrCents) / 100,
    note: row.note,
    recordedBy: row.recorderId === null ? null : { id: row.recorderId, name: row.recorderName ?? '' },
    createdAt: row.createdAt,
  }));
}
