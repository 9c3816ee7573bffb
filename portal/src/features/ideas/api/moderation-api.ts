/** The team's calls on the idea page (issue 16): merge, unmerge, hide comments, approve. */
import type { Idea, IdeaMergeEntry, Status, TeamMe, UndoTicket } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** The caller's role on the company, asked only of its team (`enabled`). */
export function useTeamRole(companyId: number, enabled: boolean) {
  return useSWR<TeamMe>(enabled ? apiPaths.companyById(companyId).teamMe() : null).data?.role ?? null;
}

const mergesKey = (ideaId: number) => apiPaths.idea(ideaId).merges();

/** The ideas merged into this one (the team's). */
export function useMerges(ideaId: number, enabled: boolean) {
  return useSWR<IdeaMergeEntry[]>(enabled ? mergesKey(ideaId) : null);
}

export function mergeIdea(sourceId: number, targetId: number) {
  return api.post<Idea>(apiPaths.idea(sourceId).merge(), { targetId });
}

/** Undoes a status change while its e-mails wait (POST …/undo): they are never sent. */
export function undoStatusChange(companyId: number, token: string) {
  return api.post<{ restored: number }>(apiPaths.companyById(companyId).undo(), { token });
}

export function unmergeIdea(targetId: number, mergeId: number) {
  return api.delete<{ ok: true }>(`${mergesKey(targetId)}/${mergeId}`);
}

export function setCommentHidden(ideaId: number, commentId: number, hidden: boolean) {
  return api.patch<{ hidden: boolean }>(apiPaths.idea(ideaId).comment(commentId), { hidden });
}

export function approveIdea(ideaId: number) {
  return api.post<Idea>(apiPaths.idea(ideaId).approve());
}

export function deleteIdea(ideaId: number) {
  return api.delete<{ ok: true }>(apiPaths.idea(ideaId).root());
}

/** Where the company's ideas matching `q` are, in the team's own list (private and held included). */
export function teamIdeasSearchUrl(slug: string, q: string) {
  const query = new URLSearchParams({ visibility: 'team', q, limit: '8' });
  return `${apiPaths.company(slug).ideas()}?${query}`;
}

/** The team's status change from the idea page; `undo` is set when it e-mails followers. */
export function setIdeaStatus(ideaId: number, status: Status) {
  return api.patch<Idea & { undo?: UndoTicket }>(apiPaths.idea(ideaId).root(), { status });
}
