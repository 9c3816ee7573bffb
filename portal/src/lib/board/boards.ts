/**
 * A company's boards as the caller sees them (issue 27): the API answers only the boards this
 * caller may see, in switcher order, so the portal never decides access itself.
 */
import type { PublicBoard } from '@sayso/api/contract';
import useSWR from 'swr';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { useAuth, type ViewerKey, viewerKey } from '@/lib/auth/auth-context';

/**
 * The boards `slug`'s company shows this caller; the key carries who asks, since signing in
 * can reveal a team-only or restricted board. Read once the auth check is done.
 */
export function useBoards(slug: string) {
  const { user, isLoading } = useAuth();
  return useSWR<PublicBoard[], unknown, readonly [string, ViewerKey] | null>(
    isLoading ? null : [apiPaths.company(slug).boards(), viewerKey(user)],
    ([url]) => api.get<PublicBoard[]>(url),
  );
}

/** Which board a page shows: `asked` by its slug, else the caller's default (the first). */
export interface BoardChoice {
  /** The board shown; undefined while the list loads, or when `asked` is not one of them. */
  current: PublicBoard | undefined;
  /** `asked` names no board this caller may see: the page is not found. */
  missing: boolean;
  /** More than one board to choose from: the page shows the switcher. */
  several: boolean;
}

export function chooseBoard(boards: PublicBoard[] | undefined, asked: string | undefined): BoardChoice {
  if (!boards) return { current: undefined, missing: false, several: false };
  const current = asked ? boards.find((board) => board.slug === asked) : boards[0];
  return { current, missing: Boolean(asked) && !current, several: boards.length > 1 };
}

/** True for the caller's default board, whose address is the company's own. */
export function isDefaultBoard(boards: PublicBoard[], board: Pick<PublicBoard, 'id'>): boolean {
  return boards[0]?.id === board.id;
}

/** A board's page: the default board keeps the company's own address, the others their own. */
export function boardPath(slug: string, boards: PublicBoard[], board: PublicBoard): string {
  return isDefaultBoard(boards, board) ? paths.company(slug) : paths.board(slug, board.slug);
}
