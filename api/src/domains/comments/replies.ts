/**
 * Replies (issue 28): one level under a top-level comment of the same idea. A reply names its
 * parent; the parent must be a comment the author may see on this idea, and not itself a reply.
 */
import { and, eq } from 'drizzle-orm';
import { REPLY_ERRORS } from '../../contract';
import { first, type Queryable } from '../../db/engine';
import { comments } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** What a reply inherits from its parent: a reply under an internal note is internal too. */
export interface ReplyParent {
  id: number;
  internal: boolean;
}

function replyError(message: string): ApiError {
  return new ApiError(400, message, [{ path: 'parentId', message }]);
}

/**
 * The parent a reply names, or 400 on `parentId`: not on this idea (or one the author may not
 * see: hidden or internal for anyone off the team, answered the same so neither is confirmed),
 * or a reply itself (one level only).
 */
export async function requireReplyParent(
  db: Queryable,
  ideaId: number,
  parentId: number,
  team: boolean,
): Promise<ReplyParent> {
  const parent = first(
    await db
      .select({
        id: comments.id,
        parentId: comments.parentId,
        internal: comments.internal,
        hiddenAt: comments.hiddenAt,
      })
      .from(comments)
      .where(and(eq(comments.id, parentId), eq(comments.ideaId, ideaId)))
      .limit(1),
  );
  if (!parent || (!team && (parent.internal || parent.hiddenAt !== null)))
    throw replyError(REPLY_ERRORS.notFound);
  if (parent.parentId !== null) throw replyError(REPLY_ERRORS.nested);
  return { id: parent.id, internal: parent.internal };
}
