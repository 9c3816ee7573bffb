/** The team's management of its boards (owner and admin): /api/companies/{id}/boards (decision 024). */
import type { Board, CreateBoardInput, UpdateBoardInput } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** Every board of the company with its rules and idea count, in switcher order. */
export function useBoardSettings(companyId: number) {
  return useSWR<Board[]>(apiPaths.companyById(companyId).boardSettings());
}

// Each write answers the whole list anew, so the card shows the server's order and counts.

export function createBoard(companyId: number, input: CreateBoardInput) {
  return api.post<Board[]>(apiPaths.companyById(companyId).boards(), input);
}

export function updateBoard(companyId: number, boardId: number, input: UpdateBoardInput) {
  return api.patch<Board[]>(apiPaths.companyById(companyId).board(boardId), input);
}

/** Every board id, in the new order: the first becomes the default board. */
export function reorderBoards(companyId: number, ids: number[]) {
  return api.patch<Board[]>(apiPaths.companyById(companyId).boards(), { ids });
}

/** Deletes a board; its ideas (with their votes and comments) move to `moveTo` first. */
export function deleteBoard(companyId: number, boardId: number, moveTo: number | undefined) {
  const url = apiPaths.companyById(companyId).board(boardId);
  return api.delete<Board[]>(moveTo === undefined ? url : `${url}?moveTo=${moveTo}`);
}
