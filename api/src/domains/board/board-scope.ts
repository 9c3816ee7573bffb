/**
 * Which boards a public read covers (issue 27, docs/decisions/024). The company's boards come
 * with its cached page (company-page.ts: one entry, which a board write invalidates), so a read
 * that already had the page costs nothing more for them; the viewer is
 * resolved only when a board that is not public is in question: an anonymous read of a public
 * board costs no query more than before boards. Who sees what is board-access.ts's alone.
 */
import { BOARD_MESSAGES } from '../../contract';
import type { BoardRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { type BoardViewer, canSeeBoard } from '../boards/board-access';

/** The caller as a board viewer, resolved at most once and only when asked for. */
export type ViewerOf = () => Promise<BoardViewer>;

/** Resolves `resolve` on the first call only. */
export function lazyViewer(resolve: ViewerOf): ViewerOf {
  let viewer: Promise<BoardViewer> | undefined;
  return () => {
    viewer ??= resolve();
    return viewer;
  };
}

/** The boards the viewer may see, in switcher order; all public: no viewer needed. */
export async function shownBoards(rows: BoardRow[], viewerOf: ViewerOf): Promise<BoardRow[]> {
  if (rows.every((row) => row.visibility === 'public')) return rows;
  const viewer = await viewerOf();
  return rows.filter((row) => canSeeBoard(viewer, row));
}

/**
 * The one board a list shows: the one `slug` names, else the caller's default (the first they
 * may see). A board that does not exist and one the caller may not see answer the same 404.
 */
export async function shownBoard(
  rows: BoardRow[],
  slug: string | undefined,
  viewerOf: ViewerOf,
): Promise<BoardRow> {
  const candidates = slug === undefined ? rows : rows.filter((row) => row.slug === slug);
  for (const row of candidates) {
    if (row.visibility === 'public' || canSeeBoard(await viewerOf(), row)) return row;
    if (slug !== undefined) break;
  }
  throw new ApiError(404, BOARD_MESSAGES.notFound);
}

/** The ids filter for ideas on `shown` of the company's `rows`; none when it is every board. */
export function boardIdsFor(rows: BoardRow[], shown: BoardRow[]): number[] | undefined {
  return shown.length === rows.length ? undefined : shown.map((row) => row.id);
}

/** The company's boards nobody outside may see: what public counts leave out. */
export const hiddenBoardIds = (rows: BoardRow[]) =>
  rows.filter((row) => row.visibility !== 'public').map((row) => row.id);
