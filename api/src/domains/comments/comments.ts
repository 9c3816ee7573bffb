/** Comments on an idea, by signed-in users. */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Comment, type CommentPage, timeAgo } from '../../contract';
import { counterTransaction, type Db } from '../../db/engine';
import { comments, ideas, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { renderMarkdown } from '../../lib/markdown';
import { attachmentsOfComments } from '../attachments/attachment-answers';
import { commentCreated } from '../webhooks/webhook-events';
import { publicOnly } from './internal-notes';

/** The most comments one answer carries; the thread pages on with `after`. */
export const MAX_COMMENTS_PAGE = 100;

/**
 * The thread, oldest first: `limit` comments after the comment `after` (from the start without
 * it). Hidden comments and internal notes only for the team (`team`), marked so. Replies come
 * flat in the same order, each naming its parent (always earlier, so on this page or a previous one).
 */
export async function listComments(
  db: Db,
  ideaId: number,
  page: CommentPage = {},
  team = false,
): Promise<Comment[]> {
  const now = new Date();
  // Row values keep the order exact when two comments share a timestamp.
  const cursor =
    page.after === undefined
      ? undefined
      : sql`(${comments.createdAt}, ${comments.id}) > (select c.created_at, c.id from comments c where c.id = ${page.after})`;
  const rows = await db
    .select({
      id: comments.id,
      content: comments.content,
      contentHtml: comments.contentHtml,
      userId: comments.userId,
      userName: users.name,
      featureId: comments.ideaId,
      isTeam: comments.byTeam,
      createdAt: comments.createdAt,
      mergedFrom: comments.mergedFrom,
      hiddenAt: comments.hiddenAt,
      parentId: comments.parentId,
      internal: comments.internal,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.ideaId, ideaId),
        cursor,
        team ? undefined : isNull(comments.hiddenAt),
        publicOnly(team),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(Math.min(page.limit ?? MAX_COMMENTS_PAGE, MAX_COMMENTS_PAGE));
  const attachments = await attachmentsOfComments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ hiddenAt, contentHtml, ...row }) => ({
    ...row,
    contentHtml: contentHtml ?? renderMarkdown(row.content),
    hidden: hiddenAt !== null,
    timeAgo: timeAgo(row.createdAt, now),
    attachments: attachments.get(row.id) ?? [],
  }));
}

/** Where a comment goes in its thread (issue 28): under a parent, and/or as a team-internal note. */
export interface CommentPlacement {
  parentId?: number;
  internal?: boolean;
}

/**
 * Adds the comment and keeps the idea's comment count in step, in one transaction; answers the
 * comment and the count this write left (what live boards are told). `byTeam` (the company's
 * team wrote it, Notifier.teamReply decides) marks a team reply and clears the inbox's "new
 * comments"; anyone else's comment sets it. Either counts as the idea's last activity. An
 * internal note touches nothing of the idea: no count, activity or webhook reveals it.
 */
export async function addComment(
  db: Db,
  ideaId: number,
  user: { id: number; name: string },
  content: string,
  byTeam = false,
  placement: CommentPlacement = {},
): Promise<{ comment: Comment; commentCount: number }> {
  const { parentId = null, internal = false } = placement;
  // An insert and an atomic +1, like a vote: a counter transaction (engine.ts).
  const { row, commentCount } = await counterTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({
        ideaId: ideaId,
        userId: user.id,
        content,
        contentHtml: renderMarkdown(content),
        byTeam,
        parentId,
        internal,
      })
      .returning();
    if (internal) {
      const [idea] = await tx
        .select({ commentCount: ideas.commentCount })
        .from(ideas)
        .where(eq(ideas.id, ideaId));
      return { row: inserted as typeof comments.$inferSelect, commentCount: idea?.commentCount ?? 0 };
    }
    const [counted] = await tx
      .update(ideas)
      .set({
        commentCount: sql`${ideas.commentCount} + 1`,
        lastActivityAt: inserted?.createdAt,
        newComments: !byTeam,
      })
      .where(eq(ideas.id, ideaId))
      .returning({
        id: ideas.id,
        commentCount: ideas.commentCount,
        companyId: ideas.companyId,
        title: ideas.title,
        boardId: ideas.boardId,
      });
    const row = inserted as typeof comments.$inferSelect;
    if (counted)
      await commentCreated(
        tx,
        counted,
        { id: row.id, content: row.content, userName: user.name, createdAt: row.createdAt },
        counted.commentCount,
      );
    return { row, commentCount: counted?.commentCount ?? 0 };
  });
  const { hiddenAt, byTeam: isTeam, ideaId: commentIdeaId, contentHtml, ...comment } = row;
  return {
    comment: {
      ...comment,
      contentHtml: contentHtml ?? renderMarkdown(comment.content),
      featureId: commentIdeaId, // the wire keeps its first name
      isTeam,
      hidden: hiddenAt !== null,
      userName: user.name,
      timeAgo: timeAgo(row.createdAt),
      // A new comment's screenshots are bound after it is written: the route adds them.
      attachments: [],
    },
    commentCount,
  };
}

/** The comment `id` on idea `ideaId`, or 404. */
export async function requireComment(db: Db, ideaId: number, id: number) {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.ideaId, ideaId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'Comment not found');
  return row;
}

/**
 * Hides or shows a comment (moderation): hidden ones leave the public thread and the idea's
 * comment count in the same transaction; doing what is already done changes nothing.
 */
export async function setCommentHidden(
  db: Db,
  comment: typeof comments.$inferSelect,
  hidden: boolean,
): Promise<number> {
  return counterTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(comments)
      .set({ hiddenAt: hidden ? new Date().toISOString() : null })
      .where(
        and(eq(comments.id, comment.id), hidden ? isNull(comments.hiddenAt) : isNotNull(comments.hiddenAt)),
      )
      .returning({ id: comments.id });
    // An internal note was never counted, so hiding or showing it leaves the count alone.
    const step = changed && !comment.internal ? (hidden ? -1 : 1) : 0;
    const [counted] = await tx
      .update(ideas)
      .set({ commentCount: sql`${ideas.commentCount} + ${step}` })
      .where(eq(ideas.id, comment.ideaId))
      .returning({ commentCount: ideas.commentCount });
    return counted?.commentCount ?? 0;
  });
}
