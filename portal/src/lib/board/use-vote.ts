import type { Idea } from '@sayso/api/contract';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { ApiError, api } from '@/lib/api-client';
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

/** What the server said last, kept only while the list still shows the numbers it replaced. */
interface Override {
  base: { votes: number; voted: boolean };
  votes: number;
  voted: boolean;
}

/**
 * Optimistic voting (spec section 4): +1 and disabled at once; on failure the count rolls
 * back, the button re-enables and a destructive toast shows. A 409 means the vote already
 * exists, so the button stays voted instead of rolling back.
 */
export function useVote(idea: Pick<Idea, 'id' | 'votes' | 'voted'>, { anonymous, onVoted }: UseVoteOptions) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [override, setOverride] = useState<Override | null>(null);

  const base = { votes: idea.votes, voted: idea.voted };
  // Fresh list data (after a refresh) wins over anything remembered locally.
  const current =
    override && override.base.votes === base.votes && override.base.voted === base.voted ? override : base;
  const voted = current.voted || (anonymous && hasVotedFlag(idea.id));
  const votes = pending ? base.votes + 1 : current.votes;

  const remember = (next: { votes: number; voted: boolean }) => {
    if (anonymous) setVotedFlag(idea.id);
    setOverride({ base, ...next });
  };

  async function vote() {
    if (pending || voted) return;
    setPending(true);
    const path = anonymous ? `/api/features/${idea.id}/anonymous-vote` : `/api/features/${idea.id}/vote`;
    try {
      const answer = await api.post<VoteAnswer>(path);
      remember({ votes: answer.votes, voted: true });
      onVoted?.(idea.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Already counted (another tab, or the flag was cleared): the list's count stands.
        remember({ votes: base.votes, voted: true });
      } else {
        setOverride(null);
        toast({ title: 'Error', description: 'Failed to vote. Please try again.', variant: 'destructive' });
      }
    } finally {
      setPending(false);
    }
  }

  return { votes, voted, pending, vote };
}
