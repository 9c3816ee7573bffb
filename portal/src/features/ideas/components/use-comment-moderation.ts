/** Hide / Unhide a comment (admins and the owner), then refresh the thread and the counts. */
import type { Comment } from '@sayso/api/contract';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { setCommentHidden } from '../api/moderation-api';

export function useCommentModeration(ideaId: number, refresh: () => Promise<unknown>) {
  const { toast } = useToast();
  return async (comment: Comment, hidden: boolean) => {
    try {
      await setCommentHidden(ideaId, comment.id, hidden);
      toast({ title: hidden ? 'Comment hidden' : 'Comment shown', variant: 'success' });
      await refresh();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'That did not work'),
        variant: 'destructive',
      });
    }
  };
}
