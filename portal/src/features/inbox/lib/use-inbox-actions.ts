import type { BulkAction, InboxIdea, Status } from '@sayso/api/contract';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { updateIdeaPrivacy } from '@/lib/board/board-api';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import { useUndoOffer } from '@/lib/use-undo-offer';
import {
  approveIdea,
  bulkTriage,
  deleteIdea,
  moveIdea,
  setIdeaStatus,
  undoStatusChange,
} from '../api/inbox-api';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this feature request? This action cannot be undone.';

/** The one confirmation a bulk delete asks, naming how many ideas go. */
export function bulkDeleteConfirmation(count: number): string {
  return `Delete ${count} ${count === 1 ? 'idea' : 'ideas'}? This cannot be undone.`;
}

/** The toast's verb after a bulk action. */
const BULK_DONE: Record<BulkAction['action'], string> = {
  status: 'updated',
  category: 'updated',
  move: 'moved',
  delete: 'deleted',
};

/**
 * The inbox's changes to one idea or many, each told in a toast (the spec's texts for one idea)
 * and followed by `refresh`, failed or not, so the list shows the server's state again.
 */
export function useInboxActions(
  companyId: number | undefined,
  refresh: () => Promise<unknown>,
  onBulkDone: () => void,
) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const labels = useStatusLabels();

  // Undo needs the company: without one there is no ticket to offer either.
  const offerUndo = useUndoOffer(
    (token) => (companyId === undefined ? Promise.resolve() : undoStatusChange(companyId, token)),
    refresh,
  );

  async function changeStatus(idea: InboxIdea, status: Status) {
    try {
      const updated = await setIdeaStatus(idea.id, status);
      const description = `"${idea.title}" is now ${labelIn(labels, status)}`;
      if (updated.undo) offerUndo(updated.undo, 'Status changed', description);
      else toast({ title: 'Success', description: 'Feature updated successfully', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update feature status', variant: 'destructive' });
    }
    await refresh();
  }

  /** Approves a held idea: it goes on the public board. */
  async function approve(idea: InboxIdea) {
    try {
      await approveIdea(idea.id);
      toast({ title: 'Approved', description: `"${idea.title}" is on the board`, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to approve'),
        variant: 'destructive',
      });
    }
    await refresh();
  }

  /** Moves one idea to another board; its votes, comments and followers go with it. */
  async function moveToBoard(idea: InboxIdea, boardId: number, boardName: string) {
    try {
      const moved = await moveIdea(idea.id, boardId);
      const description = `"${idea.title}" is now on ${boardName}`;
      if (moved.undo) offerUndo(moved.undo, 'Idea moved', description);
      else toast({ title: 'Moved', description, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to move the idea'),
        variant: 'destructive',
      });
    }
    await refresh();
  }

  async function changePrivacy(idea: InboxIdea, isPrivate: boolean) {
    try {
      await updateIdeaPrivacy(idea.id, isPrivate);
      const description = isPrivate ? 'The idea is now private' : 'The idea is now public';
      toast({ title: 'Success', description, variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update feature privacy', variant: 'destructive' });
    }
    await refresh();
  }

  /** Rejects a held idea: it never goes on the board and is deleted, as on the idea page. */
  async function reject(idea: InboxIdea) {
    if (!window.confirm(`Reject "${idea.title}"? It is deleted and never shown on the board.`)) return;
    try {
      await deleteIdea(idea.id);
      toast({ title: 'Rejected', description: `"${idea.title}" was deleted`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to reject'), variant: 'destructive' });
    }
    await refresh();
  }

  async function remove(idea: InboxIdea) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    try {
      await deleteIdea(idea.id);
      const description = 'The feature request has been permanently deleted';
      toast({ title: 'Deleted', description, variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to delete the feature request', variant: 'destructive' });
    }
    await refresh();
  }

  async function bulk(action: BulkAction) {
    if (companyId === undefined) return;
    const count = action.ids.length;
    if (action.action === 'delete' && !window.confirm(bulkDeleteConfirmation(count))) return;
    setBusy(true);
    try {
      const result = await bulkTriage(companyId, action);
      const done = BULK_DONE[action.action];
      const description = `${count} ${count === 1 ? 'idea' : 'ideas'} ${done}`;
      if (result.undo)
        offerUndo(result.undo, action.action === 'move' ? 'Ideas moved' : 'Status changed', description);
      else toast({ title: 'Success', description, variant: 'success' });
      onBulkDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update the ideas'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
    await refresh();
  }

  return { changeStatus, changePrivacy, moveToBoard, remove, approve, reject, bulk, busy };
}
