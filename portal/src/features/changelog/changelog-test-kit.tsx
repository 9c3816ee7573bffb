/** What the changelog's tests share: a mocked API by URL, and the providers a page needs. */
import type { ChangelogEntry } from '@sayso/api/contract';
import { act, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { swrFetcher } from '@/lib/api-client';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import type { Mount } from '@/test/mount';

/** An answer the mocked server gives: a JSON body and its status. */
export interface Answer {
  status?: number;
  body: unknown;
}

/** Stubs `fetch` with answers by exact URL (anything else is a 404) and answers the mock. */
export function serve(answers: Record<string, Answer | ((init?: RequestInit) => Answer)>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const found = answers[url];
    const answer =
      typeof found === 'function' ? found(init) : (found ?? { status: 404, body: { message: 'Not found' } });
    return new Response(answer.body === null ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Draws `element` at `url`, matched by the router's `pattern`, for an anonymous visitor. */
export async function renderAt(mount: Mount, url: string, pattern: string, element: ReactNode) {
  const container = mount.render(
    <AuthContext.Provider value={{ user: null, isLoading: false } as unknown as AuthState}>
      <SWRConfig value={{ provider: () => new Map(), fetcher: swrFetcher, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </AuthContext.Provider>,
  );
  await settle();
  return container;
}

/** Lets the mocked calls answer and React draw what they brought. */
export const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

export function makeEntry(overrides: Partial<ChangelogEntry> = {}): ChangelogEntry {
  return {
    id: 1,
    slug: 'dark-mode',
    title: 'Dark mode is here',
    body: 'Switch it on in **settings**.',
    bodyHtml: '<p>Switch it on in <strong>settings</strong>.</p>',
    coverUrl: null,
    labels: ['New'],
    publishedAt: '2026-03-04T12:00:00.000Z',
    ideas: [],
    ...overrides,
  };
}

export const ACME = {
  id: 7,
  slug: 'acme',
  name: 'Acme',
  branding: { poweredBy: true, accentColor: null, theme: 'light' },
};
