import type { SessionListEntry } from '@sayso/api/contract';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { mountPerTest } from '@/test/mount';
import { endAllSessionsRequest, endSessionRequest, fetchSessions } from '../api/sessions-api';
import { SessionsCard } from './sessions-card';

vi.mock('../api/sessions-api', () => ({
  SESSIONS_URL: '/api/account/sessions',
  fetchSessions: vi.fn(),
  endSessionRequest: vi.fn(),
  endAllSessionsRequest: vi.fn(),
}));
const list = vi.mocked(fetchSessions);
const endOne = vi.mocked(endSessionRequest);
const endAll = vi.mocked(endAllSessionsRequest);
const refresh = vi.fn<AuthState['refresh']>();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const THIS: SessionListEntry = {
  id: 1,
  device: 'Firefox on Linux',
  host: 'sayso.example.org',
  createdAt: minutesAgo(600),
  lastUsedAt: minutesAgo(1),
  current: true,
};
const PHONE: SessionListEntry = {
  id: 2,
  device: 'Safari on iOS',
  host: 'feedback.acme.com',
  createdAt: minutesAgo(6000),
  lastUsedAt: minutesAgo(180),
  current: false,
};

beforeEach(() => {
  for (const fn of [list, endOne, endAll, refresh]) fn.mockReset();
});

const mount = mountPerTest();

async function render(sessions: SessionListEntry[]) {
  list.mockResolvedValue(sessions);
  const auth = { refresh } as unknown as AuthState;
  const container = mount.render(
    <AuthContext.Provider value={auth}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SessionsCard />
        </SWRConfig>
      </ToastProvider>
    </AuthContext.Provider>,
  );
  await act(async () => {});
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
    ) as HTMLButtonElement | undefined;
  const click = (name: string) => act(async () => button(name)?.click());
  return { container, button, click };
}

describe('SessionsCard', () => {
  it('lists each device with where and when it was last used, this one marked', async () => {
    const { container, button } = await render([THIS, PHONE]);
    const section = container.querySelector('section[aria-labelledby="sessions-title"]');
    expect(section?.querySelector('#sessions-title')?.textContent).toBe("Where you're signed in");
    const rows = [...container.querySelectorAll('ul[aria-label="Signed-in devices"] > li')];
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Firefox on Linux',
      'Safari on iOS',
    ]);
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[1]?.textContent).not.toContain('This device');
    expect(rows[1]?.textContent).toContain('feedback.acme.com · Last used 3 hours ago');
    expect(rows[1]?.querySelector('time')?.getAttribute('datetime')).toBe(PHONE.lastUsedAt);
    expect(button('Sign out Firefox on Linux (this device)')).toBeDefined();
    expect(button('Sign out everywhere')).toBeDefined();
  });

  it('signs another device out and shows the list the server now holds', async () => {
    const { container, click } = await render([THIS, PHONE]);
    endOne.mockResolvedValue();
    list.mockResolvedValue([THIS]);
    await click('Sign out Safari on iOS');
    expect(endOne).toHaveBeenCalledWith(2);
    expect(refresh).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain('Safari on iOS');
    expect(document.body.textContent).toContain('That device has been signed out');
  });

  it('signs out everywhere, then forgets the user in this browser too', async () => {
    const { click } = await render([THIS, PHONE]);
    endAll.mockResolvedValue();
    refresh.mockResolvedValue(null);
    await click('Sign out everywhere');
    expect(endAll).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('says why when ending a session fails, and keeps the list', async () => {
    const { container, click } = await render([THIS, PHONE]);
    endOne.mockRejectedValue(new ApiError(404, 'Session not found', {}, '404'));
    await click('Sign out Safari on iOS');
    expect(document.body.textContent).toContain('Session not found');
    expect(container.textContent).toContain('Safari on iOS');
  });
});
