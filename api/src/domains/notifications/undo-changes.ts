/**
 * Undo for the team's status changes (docs/notifications.md, Undo): the followers' e-mails of a
 * change wait in the outbox for UNDO_WINDOW_MS, held under the change's token, beside one
 * undoable_changes row per idea with the status it had. An undo before the window closes deletes
 * the held e-mails and puts each status back; after it, the e-mails are out and the undo is refused.
 * It lives on the server so that closing the tab never loses nor doubles the e-mails.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { UndoTicket } from '../../contract';
import type { Db, Queryable } from '../../db/engine';
import { type CompanyRow, type IdeaRow, ideas, undoableChanges } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { findCompanyBoard } from '../boards/boards';
import { updateIdea } from '../ideas/ideas';
import { cancelHeld } from '../outbox/outbox';

/** How long a change can be undone, and its e-mails wait: long enough to notice a slip. */
export const UNDO_WINDOW_MS = 8_000;

/** One request's change (one idea or a bulk), undone together. */
export interface UndoBatch {
  token: string;
  until: Date;
}

export const NOTHING_TO_UNDO = 'Nothing to undo';
export const TOO_LATE_TO_UNDO = 'Too late to undo: the e-mails have been sent';

/** A new batch whose window closes `windowMs` after `now`. */
export function newUndoBatch(now = new Date(), windowMs = UNDO_WINDOW_MS): UndoBatch {
  return { token: randomBytes(18).toString('base64url'), until: new Date(now.getTime() + windowMs) };
}

/** The ticket the client shows as "… Undo". */
export function ticketOf(batch: UndoBatch): UndoTicket {
  return { token: batch.token, expiresAt: batch.until.toISOString() };
}

/**
 * Records `before`'s status under `batch`, or with `move` its board (a move to another board,
 * issue 27: undone by putting the idea back, its status left as it is); call in the change's
 * transaction.
 */
export async function recordUndoable(
  tx: Queryable,
  batch: UndoBatch,
  before: IdeaRow,
  move = false,
): Promise<void> {
  await tx.insert(undoableChanges).values({
    token: batch.token,
    companyId: before.companyId,
    ideaId: before.id,
    previousStatus: before.status,
    previousBoardId: move ? before.boardId : null,
    expiresAt: batch.until.toISOString(),
  });
}

/** What undoing `row` changes back on `idea`: its board for a move, else its status. */
async function undoneChange(
  tx: Queryable,
  idea: IdeaRow,
  row: typeof undoableChanges.$inferSelect,
): Promise<{ boardId: number } | { status: IdeaRow['status'] } | null> {
  if (row.previousBoardId === null)
    return idea.status !== row.previousStatus ? { status: row.previousStatus } : null;
  if (idea.boardId === row.previousBoardId) return null;
  // A board deleted since took its ideas elsewhere; the idea stays where that put it.
  return (await findCompanyBoard(tx, idea.companyId, row.previousBoardId))
    ? { boardId: row.previousBoardId }
    : null;
}

/**
 * Undoes the change `token` of `company`: deletes its held e-mails and restores each idea's status
 * or board (recorded as the actor's change, without e-mails). 404 for an unknown token, 409 once the window
 * has closed; either way nothing changes.
 */
export async function undoChange(
  db: Db,
  company: CompanyRow,
  token: string,
  byUserId: number,
  now = new Date(),
): Promise<{ restored: number }> {
  return db.transaction(async (tx) => {
    // Rows whose window closed long ago are only clutter: they can no longer be undone.
    await tx
      .delete(undoableChanges)
      .where(lt(undoableChanges.expiresAt, new Date(now.getTime() - 3600_000).toISOString()));
    const rows = await tx
      .select()
      .from(undoableChanges)
      .where(and(eq(undoableChanges.token, token), eq(undoableChanges.companyId, company.id)));
    if (rows.length === 0) throw new ApiError(404, NOTHING_TO_UNDO);
    if (rows.some((row) => row.expiresAt <= now.toISOString())) throw new ApiError(409, TOO_LATE_TO_UNDO);
    await cancelHeld(tx, token);
    for (const row of rows) {
      const [idea] = await tx.select().from(ideas).where(eq(ideas.id, row.ideaId));
      const change = idea && (await undoneChange(tx, idea, row));
      if (idea && change) await updateIdea(db, idea, change, byUserId);
    }
    await tx.delete(undoableChanges).where(eq(undoableChanges.token, token));
    return { restored: rows.length };
  });
}
