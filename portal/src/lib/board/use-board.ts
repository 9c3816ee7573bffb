import type { Idea, Status } from '@sayso/api/contract';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useAuth, viewerKey } from '@/lib/auth/auth-context';
import { useLiveCounts } from '@/lib/live/use-live-counts';
import { updateIdeaStatus, useCompany, useCompanyIdeas, useCompanyStats, useRefreshBoard } from './board-api';
import { chooseBoard, useBoards } from './boards';
import { SERVER_PAGING_THRESHOLD } from './server-query';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Everything a public board needs, shared by the company page and the embed view: the company,
 * then (once it loaded) its stats and ideas, who is looking, and the owner's status change.
 * `boardSlug` names one of its boards (issue 27); without it, the caller's default board.
 */
export function useBoard(slug: string, boardSlug?: string) {
  const { user, isLoading: authLoading } = useAuth();
  const { toast } = useToast();
  const company = useCompany(slug);
  const loaded = Boolean(company.data);
  const stats = useCompanyStats(slug, loaded);
  const viewer = viewerKey(user);
  // A large board is paged by the API (IdeaList reads it); a normal one comes whole, as the spec says.
  const large = (company.data?.ideaCount ?? 0) > SERVER_PAGING_THRESHOLD;
  // Wait for the auth check so the list (and its `voted` flags) is read once, as the right caller.
  // Without a board slug the API answers the caller's default board, so the list need not wait
  // for the boards; the boards only add the switcher and the id a new idea is posted to.
  const ideas = useCompanyIdeas(slug, loaded && !authLoading && !large, viewer, 'public', boardSlug);
  const boards = useBoards(slug);
  const choice = chooseBoard(boards.data, boardSlug);
  const refresh = useRefreshBoard(slug);
  // Counts change as anyone votes or comments: the shown list follows within a second.
  useLiveCounts(slug);
  // The team (owner, admins, members: companySlug points them at it) gets Manage and the status
  // menu; the API decides each change, so a team below Business is refused there.
  const onTeam = Boolean(
    user && company.data && (user.id === company.data.ownerId || user.companySlug === company.data.slug),
  );

  async function changeStatus(idea: Idea, status: Status) {
    try {
      await updateIdeaStatus(idea.id, status);
      toast({ title: 'Success', description: 'Feature updated successfully', variant: 'success' });
      await refresh();
    } catch {
      toast({ title: 'Error', description: 'Failed to update feature status', variant: 'destructive' });
    }
  }

  return {
    user,
    company,
    stats,
    ideas,
    serverPaging: large && !authLoading ? { slug, viewer, board: boardSlug } : undefined,
    boards: boards.data,
    /** The board shown, and whether to offer the switcher. */
    choice,
    /** `boardSlug` names no board this caller may see (the API answers 404 for it too). */
    boardMissing: choice.missing || (boardSlug !== undefined && isNotFound(ideas.error)),
    onTeam,
    anonymous: !user,
    refresh,
    changeStatus: onTeam ? changeStatus : undefined,
  };
}

/** What useBoard answers: handed to the pieces a route composes around a board. */
export type Board = ReturnType<typeof useBoard>;
