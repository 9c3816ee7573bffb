import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { mountPerTest } from '@/test/mount';
import { SimilarIdeas } from './similar-ideas';

const mount = mountPerTest();
const FOUND = [
  { id: 7, title: 'Dark mode for the board', votes: 4, voted: false },
  { id: 9, title: 'Darker charts', votes: 1, voted: true },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (url: string) => {
    const body = url.endsWith('/anonymous-vote') ? { votes: 5, voted: true } : FOUND;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const draw = (title: string, onVoted?: (ideaId: number) => void, board?: string) =>
  mount.render(
    <AuthContext.Provider value={{ user: null } as unknown as AuthState}>
      <ToastProvider>
        <SimilarIdeas slug="acme" board={board} title={title} onVoted={onVoted} />
      </ToastProvider>
    </AuthContext.Provider>,
  );

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });

describe('SimilarIdeas', () => {
  it('asks nothing below three characters', async () => {
    draw('da');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once, 250 ms after the last keystroke, aborting the stale lookup, and lists the answer', async () => {
    draw('dar');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    draw('dark');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/companies/acme/similar?q=dark');
    const container = mount.container;
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('2 similar ideas found');
    const buttons = [...container.querySelectorAll('li button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Vote for Dark mode for the board, 4 votes',
      'Voted for Darker charts, 1 vote',
    ]);
    expect((buttons[1] as HTMLButtonElement).disabled).toBe(true);

    // Typing on: the next lookup aborts the one in flight.
    draw('dark m');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(260);
    });
    draw('dark mo');
    const signal = (fetchMock.mock.calls[1]?.[1] as RequestInit | undefined)?.signal;
    expect(signal?.aborted).toBe(true);
  });

  it('votes anonymously in place and tells the embed (onVoted)', async () => {
    const onVoted = vi.fn();
    draw('dark', onVoted);
    await settle();
    const vote = mount.container.querySelector('li button') as HTMLButtonElement;
    await act(async () => {
      vote.click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/features/7/anonymous-vote');
    expect(onVoted).toHaveBeenCalledWith(7);
    expect(vote.getAttribute('aria-label')).toBe('Voted for Dark mode for the board, 5 votes');
  });

  it('looks only on the board the idea goes to', async () => {
    draw('dark', undefined, 'mobile-app');
    await settle();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/companies/acme/similar?q=dark&board=mobile-app');
  });
});
