/** Account settings: the owner's own name, e-mail (confirmed by link), password and deletion. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { companies, type UserRow, users } from '../db/schema';
import { ApiError, invariant } from '../lib/errors';
import { emailChangeEmail } from './account-emails';
import { consumeToken, issueToken } from './auth-tokens';
import { deleteCompany } from './companies';
import { enqueueEmail } from './outbox';
import { INVALID_LINK } from './password-reset';
import { verifyPassword } from './passwords';
import { EMAIL_TAKEN } from './users';

/** 400 on the password field when it is not the account's current password. */
export async function requirePassword(user: UserRow, password: string, field = 'password'): Promise<void> {
  if (await verifyPassword(user.passwordHash, password)) return;
  const message = 'Password is incorrect';
  throw new ApiError(400, message, [{ path: field, message }]);
}

function emailTaken(db: Queryable, email: string, exceptUserId: number): boolean {
  const row = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
    .get();
  return Boolean(row);
}

/** Sends a confirmation link to the new address; the e-mail changes only when it is followed. */
export function requestEmailChange(db: Db, publicUrl: string, user: UserRow, email: string): void {
  if (email === user.email) {
    const message = 'This is already your email';
    throw new ApiError(400, message, [{ path: 'email', message }]);
  }
  if (emailTaken(db, email, user.id))
    throw new ApiError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
  db.transaction((tx) => {
    const token = issueToken(tx, user.id, 'email_change', { newEmail: email });
    enqueueEmail(tx, emailChangeEmail(publicUrl, email, user.name, token));
  });
}

/** Follows a confirmation link: the address it names becomes the account's e-mail. */
export function confirmEmailChange(db: Db, token: string): UserRow {
  try {
    return db.transaction((tx) => {
      const row = consumeToken(tx, token, 'email_change');
      invariant(row?.newEmail, 400, INVALID_LINK);
      // Taken since the link was sent: refuse, and roll back so the link is not spent.
      if (emailTaken(tx, row.newEmail, row.userId)) throw new ApiError(409, EMAIL_TAKEN);
      const user = tx
        .update(users)
        .set({ email: row.newEmail })
        .where(eq(users.id, row.userId))
        .returning()
        .get();
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
 * upload records); answers the company's image files for the caller to remove. Votes and
 * comments the user left on other boards go with the user, so those ideas' counters drop.
 */
export function deleteAccount(db: Db, user: UserRow): string[] {
  const company = db.select().from(companies).where(eq(companies.ownerId, user.id)).get();
  const files = company ? deleteCompany(db, company) : [];
  db.transaction((tx) => {
    tx.run(sql`update features set votes = max(0, votes - (
        select count(*) from votes where votes.feature_id = features.id and votes.user_id = ${user.id}))
      where id in (select feature_id from votes where user_id = ${user.id})`);
    tx.run(sql`update features set comment_count = max(0, comment_count - (
        select count(*) from comments where comments.feature_id = features.id and comments.user_id = ${user.id}))
      where id in (select feature_id from comments where user_id = ${user.id})`);
    tx.delete(users).where(eq(users.id, user.id)).run();
  });
  return files;
}
