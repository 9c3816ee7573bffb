import { describe, expect, it } from 'vitest';
import { makeIdea } from '@/test/make-idea';
import { patchIdea, patchIdeas } from './patch-counts';

describe('patch-counts', () => {
  it('changes only the count of the named idea, keeping the viewer’s voted flag', () => {
    const ideas = [makeIdea({ id: 1, votes: 2, voted: true }), makeIdea({ id: 2, votes: 5 })];
    const patched = patchIdeas(ideas, { type: 'vote', featureId: 1, votes: 3 });
    expect(patched?.[0]).toEqual({ ...ideas[0], votes: 3, voted: true });
    expect(patched?.[1]).toBe(ideas[1]);
  });

  it('patches comment counts, and returns the same data when nothing changes', () => {
    const idea = makeIdea({ id: 3, comments: 1 });
    expect(patchIdea(idea, { type: 'comment', featureId: 3, comments: 2 }).comments).toBe(2);
    expect(patchIdea(idea, { type: 'comment', featureId: 4, comments: 2 })).toBe(idea);
    const list = [idea];
    expect(patchIdeas(list, { type: 'vote', featureId: 9, votes: 1 })).toBe(list);
    expect(patchIdeas(undefined, { type: 'vote', featureId: 9, votes: 1 })).toBeUndefined();
  });
});
