/**
 * Opaque paging cursors for /api/v1: the id of the last row a page held, base64url-encoded so
 * callers pass it back as is and never build one (the encoding may change).
 */
import { ApiError } from './errors';

const INVALID = 'cursor is not valid';

export function encodeCursor(id: number): string {
  return Buffer.from(`v1:${id}`).toString('base64url');
}

/** The row id in `cursor`, or undefined without one; 400 for anything we did not issue. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const match = /^v1:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || encodeCursor(id) !== cursor)
    throw new ApiError(400, INVALID, [{ path: 'cursor', message: INVALID }]);
  return id;
}

/** A page of `limit` from `limit + 1` rows: the extra row only says there is a next page. */
export function pageFrom<T extends { id: number }>(rows: T[], limit: number) {
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null };
}

const OFFSET = /^o1:(\d{1,8})$/;

/** A cursor for lists ordered by a computed value (the inbox): how many rows came before. */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(`o1:${offset}`).toString('base64url');
}

/** The offset in `cursor` (0 without one); 400 for anything we did not issue. */
export function decodeOffsetCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = OFFSET.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(offset) || encodeOffsetCursor(offset) !== cursor)
    throw new ApiError(400, INVALID, [{ path: 'cursor', message: INVALID }]);
  return offset;
}
