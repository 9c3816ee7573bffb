/** Applies a live count to cached board data: only the count changes, never the viewer's `voted`. */
import type { Idea } from '@sayso/api/contract';
import type { LiveMessage } from './live-connection';

type CountMessage = Exclude<LiveMessage, { type: 'reset' }>;

/** The idea with the message's count, or the same object when nothing changes. */
export function patchIdea<T extends Pick<Idea, 'id' | 'votes' | 'comments'>>(
  idea: T,
  message: CountMessage,
): T {
  if (idea.id !== message.featureId) return idea;
  if (message.type === 'vote') return idea.votes === message.votes ? idea : { ...idea, votes: message.votes };
  return idea.comments === message.comments ? idea : { ...idea, comments: message.comments };
}

/** The list with the idea patched, or the same array when the idea is not in it. */
export function patchIdeas<T extends Pick<Idea, 'id' | 'votes' | 'comments'>>(
  ideas: T[] | undefined,
  message: CountMessage,
): T[] | undefined {
  if (!ideas) return ideas;
  const patched = ideas.map((idea) => patchIdea(idea, message));
  return patched.some((idea, index) => idea !== ideas[index]) ? patched : ideas;
}
