/** Comments on an idea, by signed-in users. */
import { asc, eq, sql } from 'drizzle-orm';
import { type Comment, timeAgo } from '../contract';
import type { Db } from '../db/client';
import { comments, features, users } from '../db/schema';

export function listComments(db: Db, featureId: number): Comment[] {
  const now = new Date();
  return db
    .select({
      id: comments.id,
      content: comments.content,
      userId: comments.userId,
      userName: users.name,
      featureId: comments.featureId,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.featureId, featureId))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .all()
    .map((row) => ({ ...row, timeAgo: timeAgo(row.createdAt, now) }));
}

/** Adds the comment and keeps the idea's comment count in step, in one transaction. */
export function addComment(
  db: Db,
  featureId: number,
  user: { id: number; name: string },
  content: string,
): Comment {
  const row = db.transaction((tx) => {
    const inserted = tx.insert(comments).values({ featureId, userId: user.id, content }).returning().get();
    tx.update(features)
      .set({ commentCount: sql`${features.commentCount} + 1` })
      .where(eq(features.id, featureId))
      .run();
    return inserted;
  });
  return { ...row, userName: user.name, timeAgo: timeAgo(row.createdAt) };
}
