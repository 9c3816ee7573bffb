/** Comments on an idea, by signed-in users. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Comment, type CommentPage, timeAgo } from '../contract';
import { counterTransaction, type Db } from '../db/engine';
import { comments, ideas, users } from '../db/schema';

/** The most comments one answer carries; the thread pages on with `after`. */
export const MAX_COMMENTS_PAGE = 100;

/** The thread, oldest first: `limit` comments after the comment `after` (from the start without it). */
export async function listComments(db: Db, ideaId: number, page: CommentPage = {}): Promise<Comment[]> {
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
      userId: comments.userId,
      userName: users.name,
      featureId: comments.featureId,
      isTeam: comments.byTeam,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.featureId, ideaId), cursor))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(Math.min(page.limit ?? MAX_COMMENTS_PAGE, MAX_COMMENTS_PAGE));
  return rows.map((row) => ({ ...row, timeAgo: timeAgo(row.createdAt, now) }));
}

/**
 * Adds the comment and keeps the idea's comment count in step, in one transaction; answers the
 * comment and the count this write left (what live boards are told). `byTeam` (the company's
 * team wrote it, Notifier.teamReply decides) marks a team reply and clears the inbox's "new
 * comments"; anyone else's comment sets it. Either counts as the idea's last activity.
 */
export async function addComment(
  db: Db,
  ideaId: number,
  user: { id: number; name: string },
  content: string,
  byTeam = false,
): Promise<{ comment: Comment; commentCount: number }> {
  // An insert and an atomic +1, like a vote: a counter transaction (engine.ts).
  const { row, commentCount } = await counterTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({ featureId: ideaId, userId: user.id, content, byTeam })
      .returning();
    const [counted] = await tx
      .update(ideas)
      .set({
        commentCount: sql`${ideas.commentCount} + 1`,
        lastActivityAt: inserted?.createdAt,
        newComments: !byTeam,
      })
      .where(eq(ideas.id, ideaId))
      .returning({ commentCount: ideas.commentCount });
    return { row: inserted as typeof comments.$inferSelect, commentCount: counted?.commentCount ?? 0 };
  });
  const { byTeam: isTeam, ...comment } = row;
  return {
    comment: { ...comment, isTeam, userName: user.name, timeAgo: timeAgo(row.createdAt) },
    commentCount,
  };
}
