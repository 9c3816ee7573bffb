/**
 * A verified e-mail on accounts (issue 27): a link sent to the account's address proves the
 * person reads mail there, the only thing a board's domain rule may trust (docs/decisions/024).
 * The link is an auth token like a password reset's (one hour, single use, only its hash
 * stored) and names the address it went to, so it proves nothing once the address has changed.
 */
import type { Db, Queryable } from '../../db/engine';
import type { UserRow } from '../../db/schema';
import { invariant } from '../../lib/errors';
import { enqueueEmail } from '../outbox/outbox';
import { consumeToken, issueToken } from '../users/auth-tokens';
import { markEmailVerified } from '../users/users';
import { verifyEmailEmail } from './account-emails';
import { INVALID_LINK } from './password-reset';

/** Queues the link to the account's address, in the caller's transaction; earlier links stop working. */
export async function sendVerificationEmail(
  db: Queryable,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
): Promise<void> {
  const token = await issueToken(db, user.id, 'email_verify', { newEmail: user.email });
  await enqueueEmail(db, verifyEmailEmail(publicUrl, user.email, user.name, token));
}

/** Sends the link again unless the address is already verified; answers whether one was queued. */
export async function resendVerificationEmail(db: Db, publicUrl: string, user: UserRow): Promise<boolean> {
  if (user.emailVerifiedAt !== null) return false;
  await db.transaction((tx) => sendVerificationEmail(tx, publicUrl, user));
  return true;
}

/**
 * Follows the link: the address it was sent to is verified. A bad, used or expired link, or one
 * for an address the account no longer has, is a 400 and changes nothing (the link stays unspent).
 */
export function verifyEmail(db: Db, token: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'email_verify');
    invariant(row?.newEmail, 400, INVALID_LINK);
    const user = await markEmailVerified(tx, row.userId, row.newEmail);
    invariant(user, 400, INVALID_LINK);
    return user;
  });
}
