/**
 * People the team recorded a vote for hear about the idea as its voters do (issue 28): their
 * identified address, which the host's own identified people never get Sayso mail at, is used
 * here because the team asked for them to be told. An account's address is already a voter's
 * (notification-recipients.ts); the one-click unsubscribe (email_unsubscribes) silences both.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/engine';
import { emailUnsubscribes, identifiedUsers, voteRecords, votes } from '../../db/schema';

/** Addresses of the idea's voters on behalf who are identified people, not unsubscribed, not `actorEmail`. */
export function onBehalfRecipients(
  db: Queryable,
  ideaId: number,
  actorEmail: string,
): Promise<Array<{ email: string; name: string }>> {
  return db
    .select({ email: identifiedUsers.email, name: identifiedUsers.name })
    .from(voteRecords)
    .innerJoin(votes, eq(votes.id, voteRecords.voteId))
    .innerJoin(identifiedUsers, eq(identifiedUsers.userId, votes.userId))
    .where(
      and(
        eq(votes.ideaId, ideaId),
        ne(sql`lower(${identifiedUsers.email})`, actorEmail.toLowerCase()),
        sql`lower(${identifiedUsers.email}) not in (select email from ${emailUnsubscribes})`,
      ),
    );
}
