/**
 * Sessions as rows (issue 23): every sign-in is one row, named by its token (domains/users/session.ts),
 * so a logout ends that device alone, "Sign out everywhere" and a password change end the
 * others, and the account page can list them. A row is bound to the host it was signed in on.
 */
import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { SessionListEntry } from '../../contract';
import { first, type Queryable } from '../../db/engine';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/**
 * How stale `last_used_at` may get: refreshed on the first request after this long, so a burst
 * of votes costs one write at most, and the list is still right to a few minutes.
 */
export const LAST_USED_STEP_MS = 5 * 60 * 1000;

export async function startSession(
  db: Queryable,
  userId: number,
  host: string,
  device: string,
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values({ userId, host, device }).returning();
  if (!row) throw new Error('The session insert returned no row');
  return row;
}

/** The live (not ended) session `id` of `userId`, with its user; undefined otherwise. */
export async function findLiveSession(
  db: Queryable,
  id: number,
  userId: number,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  return first(
    await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt))),
  );
}

/** Notes a use of the session, at most once per LAST_USED_STEP_MS (a conditional write, so replicas agree). */
export async function touchSession(db: Queryable, session: SessionRow, now = new Date()): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USED_STEP_MS).toISOString();
  if (session.lastUsedAt >= staleBefore) return;
  await db
    .update(sessions)
    .set({ lastUsedAt: now.toISOString() })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastUsedAt, staleBefore)));
}

/** The user's live sessions, the most recently used first, `currentId` marked. */
export async function listSessions(
  db: Queryable,
  userId: number,
  currentId: number,
): Promise<SessionListEntry[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    host: row.host,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    current: row.id === currentId,
  }));
}

/** Ends one of the user's live sessions; 404 for anyone else's, an unknown or an ended one. */
export async function endSession(db: Queryable, userId: number, id: number): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date().toISOString() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new ApiError(404, 'Session not found');
}

/** Ends every live session of the user but `keepId` (none when omitted); answers how many. */
export async function endSessions(db: Queryable, userId: number, keepId?: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date().toISOString() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepId === undefined ? undefined : ne(sessions.id, keepId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
