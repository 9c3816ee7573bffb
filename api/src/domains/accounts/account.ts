/** Account settings: the owner's own name, e-mail (confirmed by link), password and deletion. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Db, first, isUniqueViolation, type Queryable } from '../../db/engine';
import { comments, companies, ideas, type UserRow, users, votes } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { deleteCompany } from '../data/company-deletion';
import { enqueueEmail } from '../outbox/outbox';
import { consumeToken, issueToken } from '../users/auth-tokens';
import { verifyPassword } from '../users/passwords';
import { EMAIL_TAKEN } from '../users/users';
import { emailChangeEmail } from './account-emails';
import { INVALID_LINK } from './password-reset';

/** 400 on the password field when it is not the account's current password. */
export async function requirePassword(user: UserRow, password: string, field = 'password'): Promise<void> {
  if (await verifyPassword(user.passwordHash, password)) return;
  const message = 'Password is incorrect';
  throw new ApiError(400, message, [{ path: field, message }]);
}

async function emailTaken(db: Queryable, email: string, exceptUserId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** Sends a confirmation link to the new address; the e-mail changes only when it is followed. */
export async function requestEmailChange(
  db: Db,
  publicUrl: string,
  user: UserRow,
  email: string,
): Promise<void> {
  if (email === user.email) {
    const message = 'This is already your email';
    throw new ApiError(400, message, [{ path: 'email', message }]);
  }
  if (await emailTaken(db, email, user.id))
    throw new ApiError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'email_change', { newEmail: email });
    await enqueueEmail(tx, emailChangeEmail(publicUrl, email, user.name, token));
  });
}

/**
 * Follows a confirmation link: the address it names becomes the account's e-mail, verified,
 * since the link reached it. The old address's verification does not carry over: it is replaced.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const row = await consumeToken(tx, token, 'email_change');
      invariant(row?.newEmail, 400, INVALID_LINK);
      // Taken since the link was sent: refuse, and roll back so the link is not spent.
      if (await emailTaken(tx, row.newEmail, row.userId)) throw new ApiError(409, EMAIL_TAKEN);
      const [user] = await tx
        .update(users)
        .set({ email: row.newEmail, emailVerifiedAt: new Date().toISOString() })
        .where(eq(users.id, row.userId))
        .returning();
      invariant(user, 400, INVALID_LINK);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Deletes the user. Their company goes first through deleteCompany (ideas, votes, comments,
 * images). Votes and comments the user left on other boards go with the user, so those ideas'
 * counters drop.
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  const company = first(await db.select().from(companies).where(eq(companies.ownerId, user.id)));
  if (company) await deleteCompany(db, company);
  await db.transaction(async (tx) => {
    const userVotes = sql`(select count(*) from ${votes} where ${votes.ideaId} = ${ideas.id} and ${votes.userId} = ${user.id})`;
    await tx
      .update(ideas)
      .set({
        votes: sql`case when ${ideas.votes} > ${userVotes} then ${ideas.votes} - ${userVotes} else 0 end`,
      })
      .where(inArray(ideas.id, tx.select({ id: votes.ideaId }).from(votes).where(eq(votes.userId, user.id))));
    // Internal notes (issue 28) were never in the count.
    const userComments = sql`(select count(*) from ${comments} where ${comments.ideaId} = ${ideas.id} and ${comments.userId} = ${user.id} and ${eq(comments.internal, false)})`;
    await tx
      .update(ideas)
      .set({
        commentCount: sql`case when ${ideas.commentCount} > ${userComments} then ${ideas.commentCount} - ${userComments} else 0 end`,
      })
      .where(
        inArray(
          ideas.id,
          tx.select({ id: comments.ideaId }).from(comments).where(eq(comments.userId, user.id)),
        ),
      );
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
