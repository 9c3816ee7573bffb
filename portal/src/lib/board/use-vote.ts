import type { Idea } from '@sayso/api/contract';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { ApiError, api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { hasVotedFlag, setVotedFlag } from './local-flags';

interface VoteAnswer {
  votes: number;
  voted: boolean;
}

export interface UseVoteOptions {
  /** Signed out: the anonymous endpoint and the 'voted-{id}' flag (spec section 4). */
  anonymous: boolean;
  /** After the server counted the vote (refresh the list, tell the embedding page). */
  onVoted?: (ideaId: number) => void;
}

/** What the server answered this viewer's vote, and as whom it voted. */
interface Answer {
  votes: number;
  anonymous: boolean;
}

/**
 * Optimistic voting (spec section 4): +1 and disabled at once; on failure the count rolls
 * back, the button re-enables and a destructive toast shows. A 409 means the vote already
 * exists, so the button stays voted instead of rolling back. Counts may change under it (live
 * events patch the list): votes only ever grow, so the higher of the list's count and what
 * this vote saw is shown, and the viewer's own vote stays shown until the list knows of it.
 */
export function useVote(idea: Pick<Idea, 'id' | 'votes' | 'voted'>, { anonymous, onVoted }: UseVoteOptions) {
  const { toast } = useToast();
  /** The list's count when the vote was cast, while it is in flight. */
  const [pendingFrom, setPendingFrom] = useState<number | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const mine = answer !== null && answer.anonymous === anonymous ? answer : null;
  const voted = idea.voted || mine !== null || (anonymous && hasVotedFlag(idea.id));
  const pending = pendingFrom !== null;
  const votes =
    pendingFrom !== null ? Math.max(idea.votes, pendingFrom + 1) : Math.max(idea.votes, mine?.votes ?? 0);

  const remember = (votes: number) => {
    if (anonymous) setVotedFlag(idea.id);
    setAnswer({ votes, anonymous });
  };

  async function vote() {
    if (pending || voted) return;
    setPendingFrom(idea.votes);
    const path = anonymous ? apiPaths.idea(idea.id).anonymousVote() : apiPaths.idea(idea.id).vote();
    try {
      const answer = await api.post<VoteAnswer>(path);
      remember(answer.votes);
      onVoted?.(idea.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Already counted (another tab, or the flag was cleared): the list's count stands.
        remember(idea.votes);
      } else {
        setAnswer(null);
        toast({ title: 'Error', description: 'Failed to vote. Please try again.', variant: 'destructive' });
      }
    } finally {
      setPendingFrom(null);
    }
  }

  return { votes, voted, pending, vote };
}
