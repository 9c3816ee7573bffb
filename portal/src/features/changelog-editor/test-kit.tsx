/**
 * For this feature's tests: the API faked at fetch (the contract's routes, answered from a table
 * the test writes), the providers the section needs, and a person's typing and clicking.
 */
import type { ChangelogTeamEntry } from '@sayso/api/contract';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { swrConfig } from '@/lib/swr-config';

export type Answer = { status?: number; body?: unknown };
/** `"METHOD /path?query"` → what the server answers (a function sees the parsed JSON body). */
export type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

/** Stubs fetch with `routes`; an unlisted call answers 404 so a test sees it. */
export function fakeApi(routes: Routes) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const answer =
      typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { message: 'Not faked' } });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    sent: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}

export function Providers({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
      </ToastProvider>
    </MemoryRouter>
  );
}

/** Lets pending fetches, timers at 0 and React's updates finish. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The control labelled exactly `text` (a <label for>). */
export function byLabel<T extends HTMLElement = HTMLInputElement>(text: string): T {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`No control labelled ${text}`);
  return control as T;
}

/** Types `value` into the input or textarea labelled `text`, as React hears it. */
export function type(text: string, value: string) {
  return act(async () => {
    const input = byLabel<HTMLInputElement | HTMLTextAreaElement>(text);
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The button whose aria-label, or else text, is exactly `name`. */
export function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => accessibleName(b) === name);
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

/** aria-label, or the text without its aria-hidden parts (a pressed chip's check mark). */
function accessibleName(element: HTMLElement): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

export const click = (name: string) => act(async () => button(name).click());

/** A team entry with everything filled, `change` on top. */
export function teamEntry(change: Partial<ChangelogTeamEntry> = {}): ChangelogTeamEntry {
  return {
    id: 5,
    slug: 'dark-mode',
    title: 'Dark mode',
    body: 'At last.',
    bodyHtml: '<p>At last.</p>',
    coverUrl: null,
    coverUploadId: null,
    labels: [],
    ideas: [],
    state: 'draft',
    publishAt: null,
    publishedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    stats: { emailsSent: 0, emailsOpened: 0, widgetViews: 0 },
    ...change,
  };
}
