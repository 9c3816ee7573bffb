/** The team's triage inbox: its pages, bulk actions, edits and deletion of an idea. */
import type {
  BulkAction,
  BulkResult,
  Idea,
  InboxPage,
  PublicBoard,
  Status,
  Tag,
  UndoTicket,
  UpdateIdeaInput,
} from '@sayso/api/contract';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

export const inboxKey = (companyId: number) => apiPaths.companyById(companyId).inbox();

/**
 * The inbox's pages for `query` (inboxApiQuery), one more with each `setSize(size + 1)`; the
 * cached pages show at once and are read anew each time the tab mounts.
 */
export function useInbox(companyId: number | undefined, query: string) {
  return useSWRInfinite<InboxPage>(
    (index, previous: InboxPage | null) => {
      if (companyId === undefined || (index > 0 && !previous?.nextCursor)) return null;
      const cursor =
        index > 0 && previous?.nextCursor ? `&cursor=${encodeURIComponent(previous.nextCursor)}` : '';
      return `${inboxKey(companyId)}?${query}${cursor}`;
    },
    (url: string) => api.get<InboxPage>(url),
    // Read anew whenever the tab opens: other tabs (the CSV import) and pages change ideas too.
    { keepPreviousData: true, revalidateFirstPage: true, revalidateOnMount: true, dedupingInterval: 0 },
  );
}

/** One action on many ideas, all or nothing (POST …/inbox/bulk). */
export function bulkTriage(companyId: number, action: BulkAction) {
  return api.post<BulkResult>(`${inboxKey(companyId)}/bulk`, action);
}

/** The team's edit of an idea: title and description (admins and the owner), category. */
export function editIdea(ideaId: number, input: UpdateIdeaInput) {
  return api.patch<Idea>(apiPaths.idea(ideaId).root(), input);
}

/** The company's boards in switcher order (the team sees every one): the inbox's filter and moves. */
export function useCompanyBoards(slug: string) {
  return useSWR<PublicBoard[]>(apiPaths.company(slug).boards());
}

/** The company's tags (issue 28): the inbox's tag filter. */
export function useInboxTags(companyId: number | undefined) {
  return useSWR<Tag[]>(companyId === undefined ? null : apiPaths.companyById(companyId).tags());
}

/** Sets or clears the idea's ETA (PATCH /api/features/{id} { eta }): '2026-03', '2026-Q2' or null. */
export function setIdeaEta(ideaId: number, eta: string | null) {
  return api.patch<Idea>(apiPaths.idea(ideaId).root(), { eta });
}

/** Moves one idea to another of the company's boards (PATCH /api/features/{id} { boardId }). */
export function moveIdea(ideaId: number, boardId: number) {
  return api.patch<Idea & { undo?: UndoTicket }>(apiPaths.idea(ideaId).root(), { boardId });
}

export function deleteIdea(ideaId: number) {
  return api.delete<{ ok: true }>(apiPaths.idea(ideaId).root());
}

/** A status change; `undo` is set when it e-mails people, who get nothing until it expires. */
export function setIdeaStatus(ideaId: number, status: Status) {
  return api.patch<Idea & { undo?: UndoTicket }>(apiPaths.idea(ideaId).root(), { status });
}

/** Undoes a status change while its e-mails wait (POST …/undo): they are never sent. */
export function undoStatusChange(companyId: number, token: string) {
  return api.post<{ restored: number }>(apiPaths.companyById(companyId).undo(), { token });
}

/** Approves an idea held for review: it goes on the board. */
export function approveIdea(ideaId: number) {
  return api.post<Idea>(apiPaths.idea(ideaId).approve());
}
