import type { UndoTicket } from '@sayso/api/contract';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from './api-client';

/**
 * "… Undo" while a status change's e-mails wait on the server (issue 26): the toast lasts as long
 * as the window, and Undo asks the server (`undo`, the feature's own call to POST …/undo) to drop
 * them and put the status back. The inbox and the idea page offer it alike.
 */
export function useUndoOffer(undo: (token: string) => Promise<unknown>, refresh: () => unknown) {
  const { toast } = useToast();
  return (ticket: UndoTicket, title: string, description?: string) => {
    const undoNow = async () => {
      try {
        await undo(ticket.token);
        toast({ title: 'Change undone', description: 'Nobody was e-mailed', variant: 'success' });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to undo'), variant: 'destructive' });
      }
      await refresh();
    };
    const duration = Math.max(1000, Date.parse(ticket.expiresAt) - Date.now());
    toast({
      title,
      description,
      variant: 'success',
      duration,
      action: { label: 'Undo', onClick: () => void undoNow() },
    });
  };
}
