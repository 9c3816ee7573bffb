/** An idea's board id for answers. Kept apart (no contract import) so the search worker stays lean. */
import type { IdeaRow } from '../../db/schema';

/**
 * The column is declared nullable (SQLite cannot add it NOT NULL without a table rebuild), but
 * triggers keep it filled and refuse null on both engines (docs/decisions/024), so a row always has one.
 */
export function boardIdOf(row: Pick<IdeaRow, 'boardId'>): number {
  return row.boardId as number;
}
