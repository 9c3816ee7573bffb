/** An idea's history for its team: who changed what, newest first (idea_activity). */
import { desc, eq } from 'drizzle-orm';
import { type IdeaActivityEntry, timeAgo } from '../../contract';
import type { Db } from '../../db/engine';
import { ideaActivity, users } from '../../db/schema';

/** Enough for any idea page; older lines are kept for the statistics. */
const HISTORY_LIMIT = 50;

export async function listIdeaActivity(
  db: Db,
  ideaId: number,
  now = new Date(),
): Promise<IdeaActivityEntry[]> {
  const rows = await db
    .select({
      id: ideaActivity.id,
      action: ideaActivity.action,
      fromValue: ideaActivity.fromValue,
      toValue: ideaActivity.toValue,
      userName: users.name,
      createdAt: ideaActivity.createdAt,
    })
    .from(ideaActivity)
    .leftJoin(users, eq(users.id, ideaActivity.userId))
    .where(eq(ideaActivity.ideaId, ideaId))
    .orderBy(desc(ideaActivity.createdAt), desc(ideaActivity.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, timeAgo: timeAgo(row.createdAt, now) }));
}
