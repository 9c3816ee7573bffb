/**
 * Who hears about an idea (docs/notifications.md): its signed-in voters, its commenters and its
 * submitter (their account's address, or the address an anonymous-with-name submitter typed),
 * each address once, never the person who made the change, only those who still want idea
 * updates. A private idea's mail goes to its company's team only; an idea's on a board not
 * everyone may see, to those who may see it (issue 27).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { hasEntitlement } from '../../contract';
import type { Queryable } from '../../db/engine';
import {
  type BoardRow,
  type CompanyRow,
  emailUnsubscribes,
  type IdeaRow,
  type UserRow,
  users,
} from '../../db/schema';
import { boardViewer, canSeeBoard } from '../boards/board-access';
import { boardIdOf } from '../boards/board-id';
import { findCompanyBoard } from '../boards/boards';
import { companyPlan } from '../plans/plans';
import { onBehalfRecipients } from '../vote-on-behalf/on-behalf-recipients';

export interface Recipient {
  email: string;
  name: string;
}

type Actor = Pick<UserRow, 'id' | 'email'>;

/** Every recipient of news about `idea` made by `actor`, in a stable order (by address). */
export async function ideaFollowers(
  db: Queryable,
  idea: IdeaRow,
  company: Pick<CompanyRow, 'id' | 'ownerId'>,
  actor: Actor,
): Promise<Recipient[]> {
  // Members see private ideas only while the owner's plan has Team accounts (teamAccess).
  const membersInForce = idea.private && hasEntitlement(await companyPlan(db, company), 'teamAccounts');
  const board = await findCompanyBoard(db, company.id, boardIdOf(idea));
  const open = board?.visibility === 'public';
  const following = await followingAccounts(db, idea, company, actor, membersInForce);
  const accounts = open ? following : await seeingBoard(db, following, company, board);
  // Whoever typed an address is no one a hidden board admits (canSeeBoard: a visitor).
  const typed = idea.private || !open ? undefined : await typedSubmitter(db, idea, actor);
  // Votes the team recorded for a customer (issue 28): on a public board's public idea only, as a typed address.
  const onBehalf = idea.private || !open ? [] : await onBehalfRecipients(db, idea.id, actor.email);
  const byEmail = new Map<string, Recipient>();
  for (const person of [...accounts, ...(typed ? [typed] : []), ...onBehalf]) {
    const email = person.email.toLowerCase();
    if (!byEmail.has(email)) byEmail.set(email, { email, name: person.name });
  }
  return [...byEmail.values()].sort((a, b) => (a.email < b.email ? -1 : 1));
}

/**
 * The `accounts` who may see `board` (board-access.ts decides): an idea on a board not everyone
 * may see is news for them alone, so a follower of an idea later moved to a team-only board hears
 * nothing more. One viewer lookup per follower, for the rare board that is not public.
 */
async function seeingBoard(
  db: Queryable,
  accounts: Follower[],
  company: Pick<CompanyRow, 'id' | 'ownerId'>,
  board: BoardRow | undefined,
): Promise<Follower[]> {
  if (!board) return [];
  const sees = await Promise.all(
    accounts.map(async (person) => canSeeBoard(await boardViewer(db, person, company), board)),
  );
  return accounts.filter((_, index) => sees[index]);
}

type Follower = Recipient & Pick<UserRow, 'id' | 'emailVerifiedAt'>;

/** Accounts that voted, commented or submitted, opted in, not unsubscribed, not the actor. */
function followingAccounts(
  db: Queryable,
  idea: IdeaRow,
  company: Pick<CompanyRow, 'id' | 'ownerId'>,
  actor: Actor,
  membersInForce: boolean,
): Promise<Follower[]> {
  const followers = sql`${users.id} in (
    select user_id from votes where feature_id = ${idea.id} and user_id is not null
    union select user_id from comments where feature_id = ${idea.id}
    union select created_by from features where id = ${idea.id} and created_by is not null)`;
  // Private ideas: the owner, and the company_members rows while the team is in force.
  const members = sql`${users.id} in (select user_id from company_members where company_id = ${company.id})`;
  const team = idea.private
    ? membersInForce
      ? sql`(${users.id} = ${company.ownerId} or ${members})`
      : eq(users.id, company.ownerId)
    : undefined;
  return db
    .select({ id: users.id, email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(
      and(
        followers,
        team,
        ne(users.id, actor.id),
        eq(users.notifyIdeaUpdates, true),
        sql`lower(${users.email}) not in (select email from ${emailUnsubscribes})`,
      ),
    );
}

/**
 * The address an anonymous-with-name submitter typed, unless it took the one-click unsubscribe,
 * belongs to an account that turned idea updates off, or is the actor's own.
 */
async function typedSubmitter(db: Queryable, idea: IdeaRow, actor: Actor): Promise<Recipient | undefined> {
  const email =
    idea.createdBy === null && !idea.anonymous ? idea.authorEmail?.trim().toLowerCase() : undefined;
  if (!email || email === actor.email.toLowerCase()) return undefined;
  const refused = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(eq(emailUnsubscribes.email, email))
    .union(
      db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.email, email), eq(users.notifyIdeaUpdates, false))),
    );
  if (refused.length > 0) return undefined;
  return { email, name: idea.authorName ?? 'there' };
}
