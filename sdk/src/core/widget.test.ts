import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, dialog, fakeFrameWindow, host, iframe, launcher, post, shadow } from '../test-utils';
import { close, destroy, init, on, open, setDefaults } from './widget';

beforeEach(() => setDefaults({ baseUrl: BASE }));
afterEach(() => destroy());

describe('init', () => {
  it('adds one launcher in an open shadow root, without style attributes', () => {
    init({ company: 'acme' });
    expect(document.querySelectorAll('sayso-widget')).toHaveLength(1);
    expect(shadow()?.mode).toBe('open');
    expect(launcher()?.textContent).toBe('Sayso');
    expect(launcher()?.getAttribute('aria-expanded')).toBe('false');
    expect(launcher()?.getAttribute('aria-controls')).toBe(dialog()?.id);
    expect(shadow()?.querySelector('[style]')).toBeNull();
    expect(shadow()?.adoptedStyleSheets.length).toBe(2);
  });

  it('updates the same launcher when called again', () => {
    init({ company: 'acme' });
    const first = launcher();
    init({ text: 'Ideas?', colors: { from: '#000000' } } as never);
    expect(document.querySelectorAll('sayso-widget')).toHaveLength(1);
    expect(launcher()).toBe(first);
    expect(launcher()?.textContent).toBe('Ideas?');
    const theme = shadow()?.adoptedStyleSheets[1];
    const css = [...(theme?.cssRules ?? [])].map((rule) => rule.cssText).join('');
    expect(css).toContain('#000000');
    expect(css).toContain('#7c3aed');
  });

  it('shows nothing and says why for a bad company', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    init({ company: '' });
    expect(host()).toBeNull();
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('[Sayso] company: expected'));
  });

  it('does nothing before init, with an error for open', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    open();
    close();
    expect(host()).toBeNull();
    expect(spy).toHaveBeenCalledWith('[Sayso] open: expected init');
  });
});

describe('the panel', () => {
  it('loads the board only when first wanted', () => {
    init({ company: 'acme' });
    expect(iframe()).toBeNull();
    launcher()?.dispatchEvent(new FocusEvent('focus'));
    expect(iframe()?.getAttribute('src')).toBe(
      `${BASE}/embed/acme?origin=${encodeURIComponent(location.origin)}`,
    );
    expect(dialog()?.open).toBe(false);
  });

  it('opens as a modal dialog and closes back to the launcher', () => {
    const events: string[] = [];
    on('open', () => events.push('open'));
    on('close', () => events.push('close'));
    init({ company: 'acme' });
    const showModal = vi.spyOn(dialog() as HTMLDialogElement, 'showModal');
    launcher()?.click();
    expect(showModal).toHaveBeenCalled();
    expect(dialog()?.open).toBe(true);
    expect(iframe()).not.toBeNull();
    expect(launcher()?.getAttribute('aria-expanded')).toBe('true');
    expect(document.adoptedStyleSheets).toHaveLength(1);

    shadow()?.querySelector<HTMLButtonElement>('dialog button')?.click();
    expect(dialog()?.open).toBe(false);
    expect(launcher()?.getAttribute('aria-expanded')).toBe('false');
    expect(shadow()?.activeElement).toBe(launcher());
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(events).toEqual(['open', 'close']);
  });

  it('closes on a click on the backdrop, not inside the panel', () => {
    init({ company: 'acme' });
    open();
    iframe()?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog()?.open).toBe(true);
    dialog()?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog()?.open).toBe(false);
  });

  it('loads the board named by the board option, and reloads when it changes', () => {
    init({ company: 'acme', board: 'mobile' });
    open();
    expect(iframe()?.getAttribute('src')).toBe(
      `${BASE}/embed/acme?origin=${encodeURIComponent(location.origin)}&board=mobile`,
    );
    init({ board: 'desktop' } as Parameters<typeof init>[0]);
    expect(iframe()?.getAttribute('src')).toContain('&board=desktop');
  });

  it('reloads the board when the company changes', () => {
    init({ company: 'acme' });
    open();
    init({ company: 'globex' });
    expect(iframe()?.getAttribute('src')).toContain('/embed/globex?');
  });
});

describe('messages from the portal', () => {
  it('reports submit and vote, closes on request', () => {
    const votes: number[] = [];
    const submits: number[] = [];
    on('vote', ({ featureId }) => votes.push(featureId));
    on('submit', ({ featureId }) => submits.push(featureId));
    init({ company: 'acme' });
    open();
    fakeFrameWindow(iframe() as HTMLIFrameElement);
    post({ source: 'sayso', type: 'vote', featureId: 7 });
    post({ source: 'sayso', type: 'submit', featureId: 8 });
    post({ source: 'sayso', type: 'ready' });
    expect(votes).toEqual([7]);
    expect(submits).toEqual([8]);
    expect(dialog()?.open).toBe(true);
    post({ source: 'sayso', type: 'close' });
    expect(dialog()?.open).toBe(false);
  });

  it('ignores other origins, other windows and bad shapes', () => {
    const votes = vi.fn();
    on('vote', votes);
    init({ company: 'acme' });
    open();
    fakeFrameWindow(iframe() as HTMLIFrameElement);
    const vote = { source: 'sayso', type: 'vote', featureId: 1 };
    post(vote, 'https://evil.test');
    post(vote, BASE, window);
    post(vote, BASE, null);
    for (const data of [
      null,
      'vote',
      { ...vote, source: 'other' },
      { ...vote, featureId: '1' },
      { ...vote, featureId: -1 },
      { ...vote, type: 'delete' },
    ]) {
      post(data);
    }
    post({ source: 'sayso', type: 'close' }, 'https://evil.test');
    expect(votes).not.toHaveBeenCalled();
    expect(dialog()?.open).toBe(true);
  });
});

describe("the company's look", () => {
  const themeText = () =>
    [...(shadow()?.adoptedStyleSheets[1]?.cssRules ?? [])].map((rule) => rule.cssText).join('');
  const brand = {
    source: 'sayso',
    type: 'brand',
    colors: { from: '#0f766e', to: '#0f766e', text: '#ffffff' },
  };

  it('one header and one close button: the board draws the header, the widget only the close', () => {
    init({ company: 'acme' });
    open();
    expect(shadow()?.querySelectorAll('dialog button')).toHaveLength(1);
    expect(shadow()?.querySelector('dialog button')?.getAttribute('aria-label')).toBe('Close feedback');
    expect(shadow()?.querySelector('.bar')).toBeNull();
  });

  it("takes the board's accent and the text colour on it for the launcher, kept on updates", () => {
    init({ company: 'acme' });
    open();
    fakeFrameWindow(iframe() as HTMLIFrameElement);
    post(brand);
    expect(themeText()).toContain('--f: #0f766e');
    expect(themeText()).toContain('--t: #0f766e');
    expect(themeText()).toContain('--c: #ffffff');
    init({ text: 'Ideas?' } as never);
    expect(themeText()).toContain('--f: #0f766e');
  });

  it('drops colours that are not hex colours, as init does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    init({ company: 'acme' });
    open();
    fakeFrameWindow(iframe() as HTMLIFrameElement);
    post({ ...brand, colors: { from: 'red;}*{display:none', to: '#0f766e' } });
    expect(themeText()).not.toContain('display');
    expect(themeText()).toContain('--f: #4f46e5');
  });

  it('keeps the colours the host chose', () => {
    init({ company: 'acme', colors: { from: '#000000', to: '#111111' } });
    open();
    fakeFrameWindow(iframe() as HTMLIFrameElement);
    post(brand);
    expect(themeText()).toContain('--f: #000000');
    expect(themeText()).toContain('--t: #111111');
  });
});

describe('on', () => {
  it('returns an unsubscribe, and a throwing listener does not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = vi.fn(() => {
      throw new Error('boom');
    });
    const second = vi.fn();
    const stopFirst = on('open', first);
    const stopSecond = on('open', second);
    init({ company: 'acme' });
    open();
    close();
    stopSecond();
    open();
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
  });
});

describe('destroy', () => {
  it('leaves the page as it was: no node, no stylesheet, no listener', () => {
    document.body.innerHTML = '<main><button>Host</button></main>';
    const before = document.body.innerHTML;
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    init({ company: 'acme' });
    open();
    destroy();
    expect(document.body.innerHTML).toBe(before);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(added.mock.calls.length).toBeGreaterThan(0);
    for (const [type, listener] of added.mock.calls) {
      expect(removed).toHaveBeenCalledWith(type, listener);
    }
    // A new init after destroy starts cleanly.
    init({ company: 'acme' });
    expect(document.querySelectorAll('sayso-widget')).toHaveLength(1);
  });
});
