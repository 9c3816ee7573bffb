/**
 * Forgot password: a single-use link by e-mail, then a new password that ends every session
 * (every device). Following the link proves the address too, so it also verifies the e-mail.
 */
import type { Db } from '../../db/engine';
import { invariant } from '../../lib/errors';
import { enqueueEmail } from '../outbox/outbox';
import { consumeToken, issueToken } from '../users/auth-tokens';
import { hashPassword } from '../users/passwords';
import { findUserByEmail, markEmailVerified, replacePassword } from '../users/users';
import { passwordResetEmail } from './account-emails';

export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

/**
 * Queues a reset link when the address has an account. The caller answers the same either way;
 * the work here is one small transaction (the e-mail goes out later, from the outbox), so the
 * time of the answer says next to nothing about whether the account exists.
 */
export function requestPasswordReset(db: Db, publicUrl: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    const token = await issueToken(tx, user.id, 'password_reset', { newEmail: user.email });
    await enqueueEmail(tx, passwordResetEmail(publicUrl, user.email, user.name, token));
    return true;
  });
}

/** Spends the link and sets the password in one transaction; answers the user's id. */
export async function resetPassword(db: Db, token: string, password: string): Promise<number> {
  // Hash first: the transaction holds the write lock, and a bad link costs the caller.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'password_reset');
    invariant(row, 400, INVALID_LINK);
    await replacePassword(tx, row.userId, passwordHash);
    // A link issued before links named their address verifies nothing: it may predate a change.
    if (row.newEmail) await markEmailVerified(tx, row.userId, row.newEmail);
    return row.userId;
  });
}
