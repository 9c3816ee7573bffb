// sayso-news.js: the launcher's unread dot, lit by an entry the visitor has not seen in "What's
// new", cleared (and remembered) when the embed says it shows its changelog.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { destroy, init, setDefaults } from '../core/widget';
import { BASE, fakeFrameWindow, iframe, launcher, post } from '../test-utils';
import { type NewsTarget, startNews } from './dot';

const DAY = 864e5;
const KEY = 'sayso:changelog-seen:acme';
const LATEST_URL = `${BASE}/api/companies/acme/changelog/latest`;

let answer: { latestPublishedAt: string | null };
let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
beforeEach(() => {
  setDefaults({ baseUrl: BASE, news: `${BASE}/sdk/sayso-news.js` });
  vi.spyOn(document.head, 'append').mockImplementation(function (this: HTMLElement, ...nodes) {
    for (const node of nodes) this.appendChild(node as Node);
  });
  localStorage.clear();
  answer = { latestPublishedAt: null };
  fetchMock = vi.fn(async () => new Response(JSON.stringify(answer)));
  vi.spyOn(globalThis, 'fetch').mockImplementation(((url: string) => fetchMock(url)) as typeof fetch);
});
afterEach(() => destroy());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const hasDot = () => launcher()?.hasAttribute('data-new') ?? false;
/** Lets the mocked fetch's promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The widget sayso.js hands to the file it appended (the script element's `w`). */
const handedOver = () =>
  (document.querySelector('script[src$="sayso-news.js"]') as HTMLScriptElement & { w: NewsTarget }).w;
/** Shows the launcher and starts the news file on it, as the loaded file does. */
function start(options: Parameters<typeof init>[0] = { company: 'acme' }): NewsTarget {
  init(options);
  const target = handedOver();
  startNews(target);
  return target;
}
/** The embed, in the widget's frame, says it shows its changelog. */
function embedShowsChangelog(): void {
  init({ company: 'acme' });
  // The frame exists once the panel is wanted (hover, focus or open).
  launcher()?.dispatchEvent(new Event('focus'));
  fakeFrameWindow(iframe() as HTMLIFrameElement);
  post({ source: 'sayso', type: 'changelog' });
}

describe('the unread dot', () => {
  it('asks the portal without cookies, and shows the dot with a changed name', async () => {
    answer = { latestPublishedAt: daysAgo(2) };
    start();
    expect(fetchMock).toHaveBeenCalledWith(LATEST_URL);
    expect(launcher()?.getAttribute('aria-label')).toBeNull();
    await settle();
    expect(hasDot()).toBe(true);
    expect(launcher()?.getAttribute('aria-label')).toBe('Sayso, new updates');
    // An update of the same company does not ask again, and the name follows the text.
    init({ text: 'Ideas?' } as never);
    startNews(handedOver());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(launcher()?.getAttribute('aria-label')).toBe('Ideas?, new updates');
    expect(hasDot()).toBe(true);
  });

  it('on a first visit shows only an entry of the last 30 days', async () => {
    answer = { latestPublishedAt: daysAgo(31) };
    start();
    await settle();
    expect(hasDot()).toBe(false);
  });

  it('shows no dot when there is no entry, or the portal cannot answer', async () => {
    start();
    await settle();
    expect(hasDot()).toBe(false);
    destroy();
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    start();
    await settle();
    expect(hasDot()).toBe(false);
  });

  it('compares with the last time "What\'s new" was seen', async () => {
    localStorage.setItem(KEY, String(Date.now() - 5 * DAY));
    answer = { latestPublishedAt: daysAgo(6) };
    start();
    await settle();
    expect(hasDot()).toBe(false);
    destroy();
    answer = { latestPublishedAt: daysAgo(4) };
    start();
    await settle();
    expect(hasDot()).toBe(true);
  });

  it('clears when the embed shows its changelog, and stays cleared for the next page', async () => {
    answer = { latestPublishedAt: daysAgo(1) };
    start();
    await settle();
    expect(hasDot()).toBe(true);
    embedShowsChangelog();
    expect(hasDot()).toBe(false);
    expect(launcher()?.getAttribute('aria-label')).toBeNull();
    expect(Number(localStorage.getItem(KEY))).toBeGreaterThanOrEqual(
      Date.parse(answer.latestPublishedAt ?? ''),
    );
    destroy();
    start();
    await settle();
    expect(hasDot()).toBe(false);
  });

  it('ignores the message from another origin, or not from its frame', async () => {
    answer = { latestPublishedAt: daysAgo(1) };
    start();
    await settle();
    launcher()?.dispatchEvent(new Event('focus'));
    const frameWindow = fakeFrameWindow(iframe() as HTMLIFrameElement);
    post({ source: 'sayso', type: 'changelog' }, 'https://evil.example');
    post({ source: 'sayso', type: 'changelog' }, BASE, window);
    post({ source: 'other', type: 'changelog' }, BASE, frameWindow);
    expect(hasDot()).toBe(true);
  });

  it("remembers at least the entry's time: a clock behind the server's does not bring it back", async () => {
    answer = { latestPublishedAt: new Date(Date.now() + DAY).toISOString() };
    start();
    await settle();
    embedShowsChangelog();
    expect(Number(localStorage.getItem(KEY))).toBe(Date.parse(answer.latestPublishedAt ?? ''));
  });

  it('works without storage (blocked): the dot shows, nothing throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    answer = { latestPublishedAt: daysAgo(1) };
    start();
    await settle();
    expect(hasDot()).toBe(true);
    embedShowsChangelog();
    expect(hasDot()).toBe(false);
  });

  it('ignores an answer for a company the launcher no longer shows', async () => {
    let answerAcme: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      url.includes('/acme/')
        ? new Promise<Response>((resolve) => {
            answerAcme = resolve;
          })
        : Promise.resolve(new Response(JSON.stringify({ latestPublishedAt: null }))),
    );
    start();
    init({ company: 'globex' });
    startNews(handedOver());
    await settle();
    answerAcme(new Response(JSON.stringify({ latestPublishedAt: daysAgo(1) })));
    await settle();
    expect(hasDot()).toBe(false);
  });
});
