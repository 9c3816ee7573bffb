import type { BulkAction, InboxIdea, Status } from '@sayso/api/contract';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { updateIdeaPrivacy, updateIdeaStatus } from '@/lib/board/board-api';

import { bulkTriage, deleteIdea } from '../api/inbox-api';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this feature request? This action cannot be undone.';

/** The one confirmation a bulk delete asks, naming how many ideas go. */
export function bulkDeleteConfirmation(count: number): string {
  return `Delete ${count} ${count === 1 ? 'idea' : 'ideas'}? This cannot be undone.`;
}

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

  async function changeStatus(idea: InboxIdea, status: Status) {
    try {
      await updateIdeaStatus(idea.id, status);
      toast({ title: 'Success', description: 'Feature updated successfully', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update feature status', variant: 'destructive' });
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
      await bulkTriage(companyId, action);
      const done = action.action === 'delete' ? 'deleted' : 'updated';
      toast({
        title: 'Success',
        description: `${count} ${count === 1 ? 'idea' : 'ideas'} ${done}`,
        variant: 'success',
      });
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

  return { changeStatus, changePrivacy, remove, bulk, busy };
}
