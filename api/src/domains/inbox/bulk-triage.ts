/**
 * One triage action on many ideas (the inbox's bulk bar): all or nothing in one transaction,
 * each idea under the same rules and with the same notifications as its single change.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BulkAction, BulkResult, UpdateIdeaInput } from '../../contract';
import type { Db } from '../../db/engine';
import { type CompanyRow, ideas, type UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { deleteIdea } from '../ideas/ideas';
import type { Notifier } from '../notifications/notifications';
import { newUndoBatch, recordUndoable, ticketOf } from '../notifications/undo-changes';
import { triageIdea } from './idea-triage';

const NO_CATEGORY = 'Please choose a category';

function changeOf(action: BulkAction): UpdateIdeaInput | null {
  if (action.action === 'status') return { status: action.status };
  if (action.action === 'delete') return null;
  if (action.action === 'move') return { boardId: action.boardId };
  if (action.category === undefined && action.categoryId === undefined)
    throw new ApiError(400, NO_CATEGORY, [{ path: 'category', message: NO_CATEGORY }]);
  return { category: action.category, categoryId: action.categoryId };
}

/**
 * Applies `action` to every idea in `action.ids` (all of the company's, else 404 and nothing
 * changes). A status change queues its followers' e-mails per idea, as PATCH does; a move takes
 * each idea's votes, comments and followers with it (they hang on the idea); a refusal of any
 * one idea (plan, category, board) rolls every change back.
 */
export async function bulkTriage(
  db: Db,
  notifications: Notifier,
  company: CompanyRow,
  user: UserRow,
  action: BulkAction,
): Promise<BulkResult> {
  const change = changeOf(action);
  const ids = [...new Set(action.ids)];
  const rows = await db
    .select()
    .from(ideas)
    .where(and(eq(ideas.companyId, company.id), inArray(ideas.id, ids)));
  if (rows.length !== ids.length) throw new ApiError(404, 'Feature not found');
  // A status change is held for the undo window, all the ideas under one token; a move to
  // another board can be undone in the same window (its board put back).
  const undo = action.action === 'status' || action.action === 'move' ? newUndoBatch() : undefined;
  const moved = await db.transaction(async (tx) => {
    let count = 0;
    for (const idea of rows) {
      if (change === null) await deleteIdea(db, idea);
      else if (action.action === 'move') {
        const after = await triageIdea(db, idea, company, change, user.id);
        if (after.boardId === idea.boardId) continue;
        if (undo) await recordUndoable(tx, undo, idea, true);
        count += 1;
      } else {
        const after = await notifications.statusChange(
          idea,
          user,
          () => triageIdea(db, idea, company, change, user.id),
          undo,
        );
        if (after.status !== idea.status) count += 1;
      }
    }
    return count;
  });
  return undo && moved > 0 ? { changed: rows.length, undo: ticketOf(undo) } : { changed: rows.length };
}
