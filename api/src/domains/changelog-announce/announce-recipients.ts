/**
 * Who hears that an entry was published (issue 29, docs/decisions/030-changelog-announce.md): the
 * people who asked for its linked ideas, reached as the idea's status e-mail would reach them
 * (signed-in voters, commenters but not the authors of team-internal notes, the submitter, votes
 * the team recorded on someone's behalf; opted in, not unsubscribed, and only on a board they may
 * see), plus the company's confirmed subscribers. Each address once, lower-cased, with the titles
 * of the ideas it asked for, so one e-mail tells a person everything that shipped for them.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/engine';
import {
  type BoardRow,
  type CompanyRow,
  changelogSubscribers,
  emailUnsubscribes,
  type IdeaRow,
  users,
} from '../../db/schema';
import { boardViewer, canSeeBoard } from '../boards/board-access';
import { boardIdOf } from '../boards/board-id';
import { findCompanyBoard } from '../boards/boards';
import { onBehalfRecipients } from '../vote-on-behalf/on-behalf-recipients';

export interface AnnounceRecipient {
  /** Lower-cased. */
  email: string;
  name: string;
  /** Titles of the linked ideas this person asked for; empty for a subscriber who asked for none. */
  ideas: string[];
  /** The subscription's token when the person is a confirmed subscriber: their unsubscribe. */
  subscriptionToken: string | null;
}

type Company = Pick<CompanyRow, 'id' | 'ownerId'>;
type Person = { email: string; name: string };

/** Everyone to tell about an entry linking `ideas` of `company`, in a stable order (by address). */
export async function announceRecipients(
  db: Queryable,
  company: Company,
  ideas: IdeaRow[],
): Promise<AnnounceRecipient[]> {
  const byEmail = new Map<string, AnnounceRecipient>();
  const add = (person: Person, idea?: string) => {
    const email = person.email.trim().toLowerCase();
    const known = byEmail.get(email) ?? { email, name: person.name, ideas: [], subscriptionToken: null };
    if (idea && !known.ideas.includes(idea)) known.ideas.push(idea);
    byEmail.set(email, known);
    return known;
  };
  for (const idea of ideas) for (const person of await askersOf(db, company, idea)) add(person, idea.title);
  for (const subscriber of await confirmedSubscribers(db, company.id))
    add({ email: subscriber.email, name: 'there' }).subscriptionToken = subscriber.token;
  return [...byEmail.values()].sort((a, b) => (a.email < b.email ? -1 : 1));
}

function confirmedSubscribers(db: Queryable, companyId: number) {
  return db
    .select({ email: changelogSubscribers.email, token: changelogSubscribers.token })
    .from(changelogSubscribers)
    .where(and(eq(changelogSubscribers.companyId, companyId), isNotNull(changelogSubscribers.confirmedAt)));
}

/**
 * The people who asked for `idea`. A private or held idea was never the public's, and a merged
 * one's voters now follow its target: none of them is told through this idea.
 */
async function askersOf(db: Queryable, company: Company, idea: IdeaRow): Promise<Person[]> {
  if (idea.private || idea.held || idea.mergedInto !== null) return [];
  const board = await findCompanyBoard(db, company.id, boardIdOf(idea));
  if (!board) return [];
  const accounts = await askingAccounts(db, idea.id);
  if (board.visibility !== 'public') return seeingBoard(db, accounts, company, board);
  // Typed addresses are no one a hidden board admits (canSeeBoard: a visitor), so public boards only.
  const typed = await typedSubmitter(db, idea);
  return [...accounts, ...(typed ? [typed] : []), ...(await onBehalfRecipients(db, idea.id, ''))];
}

type Account = Person & { id: number; emailVerifiedAt: string | null };

/** Accounts that voted, commented (not a team-internal note) or submitted, opted in, not unsubscribed. */
function askingAccounts(db: Queryable, ideaId: number): Promise<Account[]> {
  const asked = sql`${users.id} in (
    select user_id from votes where feature_id = ${ideaId} and user_id is not null
    union select user_id from comments where feature_id = ${ideaId} and not internal
    union select created_by from features where id = ${ideaId} and created_by is not null)`;
  return db
    .select({ id: users.id, email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(
      and(
        asked,
        eq(users.notifyIdeaUpdates, true),
        sql`lower(${users.email}) not in (select email from ${emailUnsubscribes})`,
      ),
    );
}

/** The accounts who may see `board` (board-access.ts decides), for the rare board not public. */
async function seeingBoard(db: Queryable, accounts: Account[], company: Company, board: BoardRow) {
  const sees = await Promise.all(
    accounts.map(async (person) => canSeeBoard(await boardViewer(db, person, company), board)),
  );
  return accounts.filter((_, index) => sees[index]);
}

/** The address an anonymous-with-name submitter typed, unless it was unsubscribed or its account opted out. */
async function typedSubmitter(db: Queryable, idea: IdeaRow): Promise<Person | undefined> {
  const email =
    idea.createdBy === null && !idea.anonymous ? idea.authorEmail?.trim().toLowerCase() : undefined;
  if (!email) return undefined;
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
  return refused.length > 0 ? undefined : { email, name: idea.authorName ?? 'there' };
}
