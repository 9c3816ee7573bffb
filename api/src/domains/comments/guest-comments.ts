/**
 * Guest comments (issue 26): a visitor without an account comments with a name and an e-mail.
 * The comment waits in `guest_comments`, seen by nobody, until the link e-mailed to the address
 * is opened; only then does it join the thread, under a user row nobody can sign in with (as
 * identified people have, domains/identify/identified-users.ts), so the thread, counts, webhooks
 * and moderation treat it like any other comment. The link is single-use and lives 24 hours.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Comment, GuestCommentInput } from '../../contract';
import type { Db } from '../../db/engine';
import { type CompanyRow, guestComments, type IdeaRow, type UserRow, users } from '../../db/schema';
import { invariant } from '../../lib/errors';
import { requireVisibleIdea } from '../ideas/ideas';
import { enqueueEmail } from '../outbox/outbox';
import { hashToken } from '../users/auth-tokens';
import { addComment } from './comments';
import { guestCommentEmail } from './guest-comment-email';

export const GUEST_LINK_TTL_MS = 24 * 60 * 60_000;
export const INVALID_GUEST_LINK = 'This link is invalid or has expired. Please write your comment again.';

/** The idea page with the token: the page confirms it and shows the comment. */
export function guestConfirmLink(publicUrl: string, companySlug: string, ideaId: number, token: string) {
  const idea = `/company/${encodeURIComponent(companySlug)}/ideas/${ideaId}`;
  return `${publicUrl}${idea}?confirmComment=${encodeURIComponent(token)}`;
}

/** Holds the comment and queues its link, in one transaction; answers nothing the guest could misuse. */
export async function requestGuestComment(
  db: Db,
  publicUrl: string,
  idea: Pick<IdeaRow, 'id' | 'title'>,
  company: Pick<CompanyRow, 'slug' | 'name'>,
  input: GuestCommentInput,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(guestComments).values({
      ideaId: idea.id,
      name: input.name,
      email: input.email,
      content: input.content,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + GUEST_LINK_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    const link = guestConfirmLink(publicUrl, company.slug, idea.id, token);
    await enqueueEmail(
      tx,
      guestCommentEmail(link, input.email, {
        name: input.name,
        ideaTitle: idea.title,
        companyName: company.name,
        content: input.content,
      }),
    );
  });
}

/** A user row for a guest: no password, an address nobody receives mail at, no notifications. */
async function insertGuestUser(db: Db, name: string): Promise<UserRow> {
  const handle = `guest-${randomBytes(9).toString('base64url').toLowerCase()}`;
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `${handle}@guest.invalid`,
      username: handle,
      // Not an argon2 hash: every password check against it fails.
      passwordHash: '!guest',
      notifyIdeaUpdates: false,
    })
    .returning();
  return user as UserRow;
}

/**
 * Spends the link (one statement: unused and unexpired, so two clicks race safely) and publishes
 * the comment; answers it with the idea's new comment count. A wrong, used or expired link: 400.
 */
export async function confirmGuestComment(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ ideaId: number; comment: Comment; commentCount: number }> {
  const [held] = await db
    .update(guestComments)
    .set({ confirmedAt: now.toISOString() })
    .where(
      and(
        eq(guestComments.tokenHash, hashToken(token)),
        isNull(guestComments.confirmedAt),
        gt(guestComments.expiresAt, now.toISOString()),
      ),
    )
    .returning();
  invariant(held, 400, INVALID_GUEST_LINK);
  // The idea may have turned private or moved to a board the public may not see since the link
  // was sent: the guest is a visitor, so it is then 'Feature not found', and nothing is published.
  await requireVisibleIdea(db, held.ideaId, null);
  const author = await insertGuestUser(db, held.name);
  const { comment, commentCount } = await addComment(db, held.ideaId, author, held.content);
  return { ideaId: held.ideaId, comment, commentCount };
}
