/**
 * Who a vote on behalf is for: the person is matched or made as identified people are
 * (identify/identified-users.ts), so their own vote later is the same voter's and counts once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { VoteOnBehalfInput } from '../../contract';
import { first, type Queryable } from '../../db/engine';
import { identifiedUsers, type UserRow, users } from '../../db/schema';
import { insertIdentifiedUser, ON_BEHALF_EXTERNAL_PREFIX } from '../identify/identified-users';
import { findUserByEmail } from '../users/users';

/**
 * The company's identified person with this address (the host's or one the team recorded),
 * else an account with it, else a new identified person: no password, the given name and
 * attributes, under `on-behalf:<address>` until the host identifies them.
 */
export async function onBehalfPerson(
  tx: Queryable,
  companyId: number,
  input: VoteOnBehalfInput,
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const identified = first(
    await tx
      .select({ userId: identifiedUsers.userId })
      .from(identifiedUsers)
      .where(and(eq(identifiedUsers.companyId, companyId), sql`lower(${identifiedUsers.email}) = ${email}`))
      .orderBy(asc(identifiedUsers.id))
      .limit(1),
  );
  if (identified)
    return first(await tx.select().from(users).where(eq(users.id, identified.userId))) as UserRow;
  const account = await findUserByEmail(tx, email);
  if (account) return account;
  const user = await insertIdentifiedUser(tx, companyId, input.name);
  await tx.insert(identifiedUsers).values({
    companyId,
    userId: user.id,
    externalId: `${ON_BEHALF_EXTERNAL_PREFIX}${email}`,
    email,
    name: input.name,
    companyName: input.company ?? null,
    plan: input.plan ?? null,
    mrrCents: mrrCents(input.mrr),
  });
  return user;
}

/** MRR in currency units as stored: whole cents, or null when not given. */
export const mrrCents = (mrr: number | undefined) => (mrr === undefined ? null : Math.round(mrr * 100));
