import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { confirmGuestComment } from '../api/guest-comment-api';
import { useComments, useRefreshIdea } from '../api/idea-api';

export const CONFIRM_PARAM = 'confirmComment';

/**
 * The e-mailed link of a guest comment opens the idea page with `?confirmComment=…`: this
 * publishes the comment once, says so, drops the token from the address and shows the thread.
 */
export function useGuestConfirmation(ideaId: number) {
  const [params, setParams] = useSearchParams();
  const token = params.get(CONFIRM_PARAM);
  const { toast } = useToast();
  const comments = useComments(ideaId);
  const refreshIdea = useRefreshIdea(ideaId);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    const next = new URLSearchParams(params);
    next.delete(CONFIRM_PARAM);
    setParams(next, { replace: true });
    confirmGuestComment(token)
      .then(async () => {
        toast({
          title: 'Comment published',
          description: 'Thank you! Your comment is now visible.',
          variant: 'success',
        });
        await Promise.all([comments.mutate(), refreshIdea()]);
      })
      .catch((error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'This link could not be used.'),
          variant: 'destructive',
        }),
      );
  }, [token, params, setParams, toast, comments, refreshIdea]);
}
