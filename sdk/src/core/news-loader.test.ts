// sayso.js's side of the unread dot: sayso-news.js is appended only once a launcher shows,
// with its SRI hash, once per page, and handed the widget.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, launcher } from '../test-utils';
import { destroy, init, open, setDefaults } from './widget';

const NEWS = `${BASE}/sdk/0.5.0/sayso-news.js`;
type NewsScript = HTMLScriptElement & { w?: { options: { company: string } }; s?: (target: unknown) => void };
const newsScripts = () => [...document.querySelectorAll<NewsScript>('script[src$="sayso-news.js"]')];

beforeEach(() => {
  setDefaults({ baseUrl: BASE, news: NEWS });
  // happy-dom would fetch the file: the tests look at the element, not at a load.
  vi.spyOn(document.head, 'append').mockImplementation(function (this: HTMLElement, ...nodes) {
    for (const node of nodes) this.appendChild(node as Node);
  });
});
afterEach(() => destroy());

describe('loading the unread dot', () => {
  it('appends sayso-news.js once the launcher is on the page, with its hash, nonce and CORS', () => {
    let launcherWhenAppended: Element | null = null;
    vi.mocked(document.head.append).mockImplementation(function (this: HTMLElement, ...nodes) {
      launcherWhenAppended = launcher();
      for (const node of nodes) this.appendChild(node as Node);
    });
    expect(newsScripts()).toHaveLength(0);
    init({ company: 'acme', nonce: 'n0nce' });
    const [script] = newsScripts();
    expect(launcherWhenAppended).not.toBeNull();
    expect(script?.src).toBe(NEWS);
    expect(script?.integrity).toBe('sha384-NEWS');
    expect(script?.getAttribute('crossorigin')).toBe('');
    expect(script?.nonce).toBe('n0nce');
    expect(script?.w?.options.company).toBe('acme');
  });

  it('loads nothing with launcher: false, even when the panel opens, until a launcher shows', () => {
    init({ company: 'acme', launcher: false });
    open();
    expect(newsScripts()).toHaveLength(0);
    init({ launcher: true } as never);
    expect(newsScripts()).toHaveLength(1);
  });

  it('loads it once, and hands each update to it once it runs', () => {
    init({ company: 'acme' });
    const [script] = newsScripts() as [NewsScript];
    const start = vi.fn();
    script.s = start;
    init({ text: 'Ideas?' } as never);
    expect(newsScripts()).toHaveLength(1);
    expect(start).toHaveBeenCalledWith(script.w);
  });

  it('loads nothing without the file (the npm build) and leaves nothing behind on destroy', () => {
    setDefaults({ baseUrl: BASE });
    init({ company: 'acme' });
    expect(newsScripts()).toHaveLength(0);
    destroy();
    setDefaults({ baseUrl: BASE, news: NEWS });
    init({ company: 'acme' });
    expect(newsScripts()).toHaveLength(1);
    destroy();
    expect(newsScripts()).toHaveLength(0);
  });
});
