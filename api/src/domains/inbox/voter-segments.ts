/**
 * The inbox's segments by who votes (issue 28, docs/decisions/029-demand.md): an idea's voters'
 * company, plan and MRR, from what the team typed on a vote on behalf (vote_records) or else the
 * voter's identified attributes (identified_users). Anonymous votes and plain accounts have none.
 * Each voter votes once per idea (the unique index), so summing over votes counts each once.
 */
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { InboxQuery, InboxSegments } from '../../contract';
import type { Db } from '../../db/engine';
import { ideas, identifiedUsers, voteRecords, votes } from '../../db/schema';

/** One row per vote of `feature` with its voter's attributes (v.feature_id, company, plan, mrr). */
const voterAttributes = sql`
  select ${votes.ideaId} as feature_id,
    coalesce(${voteRecords.companyName}, ${identifiedUsers.companyName}) as company,
    coalesce(${voteRecords.plan}, ${identifiedUsers.plan}) as plan,
    coalesce(${voteRecords.mrrCents}, ${identifiedUsers.mrrCents}) as mrr_cents
  from ${votes}
  left join ${voteRecords} on ${voteRecords.voteId} = ${votes.id}
  left join ${identifiedUsers} on ${identifiedUsers.userId} = ${votes.userId}
  where ${votes.userId} is not null`;

/** Ideas with a voter whose `column` is `value` (case-insensitive). */
const hasVoter = (column: 'company' | 'plan', value: string) =>
  sql`${ideas.id} in (select feature_id from (${voterAttributes}) as voter
    where lower(voter.${sql.raw(column)}) = ${value.trim().toLowerCase()})`;

/** The voter filters of `query`, or undefined when it has none. */
export function voterSegmentWhere(query: Pick<InboxQuery, 'voterCompany' | 'voterPlan'>): SQL[] {
  return [
    query.voterCompany ? hasVoter('company', query.voterCompany) : undefined,
    query.voterPlan ? hasVoter('plan', query.voterPlan) : undefined,
  ].filter((where): where is SQL => where !== undefined);
}

/** The summed MRR in cents of each idea's voters (0 for none), per row of `features`. */
export const voterMrrCents = sql<number>`(select coalesce(sum(voter.mrr_cents), 0) from (${voterAttributes}) as voter
  where voter.feature_id = ${ideas.id})`;

/** Whether the query asks for a segment (the Revenue ranking entitlement's). */
export const asksSegment = (query: InboxQuery) =>
  Boolean(query.voterCompany || query.voterPlan || query.sort === 'mrr');

/** The most choices each filter offers. */
const SEGMENT_CHOICES = 200;

/** The distinct companies and plans among the company's voters, for the filters' choices. */
export async function inboxSegments(db: Db, companyId: number): Promise<InboxSegments> {
  const of = async (value: SQL<string | null>) => {
    const rows = await db
      .selectDistinct({ value })
      .from(votes)
      .innerJoin(ideas, eq(ideas.id, votes.ideaId))
      .leftJoin(voteRecords, eq(voteRecords.voteId, votes.id))
      .leftJoin(identifiedUsers, eq(identifiedUsers.userId, votes.userId))
      .where(and(eq(ideas.companyId, companyId), isNotNull(value)))
      .orderBy(asc(value))
      .limit(SEGMENT_CHOICES);
    return rows.map((row) => row.value as string);
  };
  return {
    companies: await of(
      sql<string | null>`coalesce(${voteRecords.companyName}, ${identifiedUsers.companyName})`,
    ),
    plans: await of(sql<string | null>`coalesce(${voteRecords.plan}, ${identifiedUsers.plan})`),
  };
}
