import type { Idea } from '@sayso/api/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeIdea } from '@/test/make-idea';
import { type UseVoteOptions, useVote } from './use-vote';

const post = vi.fn();
const toast = vi.fn();

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));
vi.mock('@/components/ui/toast', () => ({ useToast: () => ({ toast, dismiss: vi.fn() }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type VoteState = ReturnType<typeof useVote>;
let root: Root;
let latest: VoteState;

function Probe({ idea, options }: { idea: Idea; options: UseVoteOptions }) {
  latest = useVote(idea, options);
  return null;
}

function render(idea: Idea, options: UseVoteOptions) {
  act(() => root.render(<Probe idea={idea} options={options} />));
}

/** A promise the test settles by hand, to look at the state while the call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  post.mockReset();
  toast.mockReset();
  localStorage.clear();
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('useVote', () => {
  it('adds one and disables at once, then keeps the server count', async () => {
    const call = deferred<{ votes: number; voted: boolean }>();
    post.mockReturnValue(call.promise);
    const onVoted = vi.fn();
    render(makeIdea({ id: 5, votes: 3 }), { anonymous: false, onVoted });

    act(() => void latest.vote());
    expect(latest).toMatchObject({ votes: 4, pending: true });
    expect(post).toHaveBeenCalledWith('/api/features/5/vote');

    await act(async () => call.resolve({ votes: 4, voted: true }));
    expect(latest).toMatchObject({ votes: 4, voted: true, pending: false });
    expect(onVoted).toHaveBeenCalledWith(5);
    expect(localStorage.getItem('voted-5')).toBeNull();
  });

  it('rolls back, re-enables and shows the destructive toast on failure', async () => {
    post.mockRejectedValue(new ApiError(500, 'boom', { message: 'boom' }, '500: boom'));
    const onVoted = vi.fn();
    render(makeIdea({ id: 6, votes: 2 }), { anonymous: false, onVoted });

    await act(async () => latest.vote());
    expect(latest).toMatchObject({ votes: 2, voted: false, pending: false });
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to vote. Please try again.',
      variant: 'destructive',
    });
    expect(onVoted).not.toHaveBeenCalled();
  });

  it('anonymous: uses the anonymous endpoint and stores the voted flag on success', async () => {
    post.mockResolvedValue({ votes: 1, voted: true });
    render(makeIdea({ id: 7, votes: 0 }), { anonymous: true });

    await act(async () => latest.vote());
    expect(post).toHaveBeenCalledWith('/api/features/7/anonymous-vote');
    expect(localStorage.getItem('voted-7')).toBe('true');
    expect(latest).toMatchObject({ votes: 1, voted: true });
  });

  it('anonymous: a stored flag disables the button on load', async () => {
    localStorage.setItem('voted-8', 'true');
    render(makeIdea({ id: 8, votes: 4 }), { anonymous: true });
    expect(latest.voted).toBe(true);
    await act(async () => latest.vote());
    expect(post).not.toHaveBeenCalled();
  });

  it('a 409 keeps the idea shown as voted without rollback or toast', async () => {
    post.mockRejectedValue(new ApiError(409, 'Already voted', { message: 'Already voted' }, '409: x'));
    render(makeIdea({ id: 9, votes: 10 }), { anonymous: true });

    await act(async () => latest.vote());
    expect(latest).toMatchObject({ votes: 10, voted: true, pending: false });
    expect(toast).not.toHaveBeenCalled();
    expect(localStorage.getItem('voted-9')).toBe('true');
  });

  it('the server voted flag disables voting after a reload', async () => {
    render(makeIdea({ id: 10, votes: 1, voted: true }), { anonymous: false });
    expect(latest.voted).toBe(true);
    await act(async () => latest.vote());
    expect(post).not.toHaveBeenCalled();
  });

  it('fresh list data replaces the local override', async () => {
    post.mockResolvedValue({ votes: 2, voted: true });
    render(makeIdea({ id: 11, votes: 1 }), { anonymous: false });
    await act(async () => latest.vote());
    render(makeIdea({ id: 11, votes: 7, voted: true }), { anonymous: false });
    expect(latest).toMatchObject({ votes: 7, voted: true });
  });

  it('a live count that already holds this vote is not counted twice, and voted stays', async () => {
    const call = deferred<{ votes: number; voted: boolean }>();
    post.mockReturnValue(call.promise);
    render(makeIdea({ id: 12, votes: 3 }), { anonymous: false });
    act(() => void latest.vote());
    // The board's stream brings the new count before the vote's own answer.
    render(makeIdea({ id: 12, votes: 4 }), { anonymous: false });
    expect(latest).toMatchObject({ votes: 4, pending: true });
    await act(async () => call.resolve({ votes: 4, voted: true }));
    expect(latest).toMatchObject({ votes: 4, voted: true });
    // Someone else votes: the count moves on, this viewer's vote stays shown.
    render(makeIdea({ id: 12, votes: 5 }), { anonymous: false });
    expect(latest).toMatchObject({ votes: 5, voted: true });
  });
});
