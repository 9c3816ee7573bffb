// React's own JSX runtime is not this package's (Preact's is): createElement keeps it plain.
import { act, createElement, StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { destroy, setDefaults } from './core/widget';
import { SaysoButton, useSayso } from './react';
import { BASE, dialog, iframe, launcher } from './test-utils';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  setDefaults({});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  destroy();
});

const launchers = () => document.querySelectorAll('sayso-widget').length;

describe('SaysoButton', () => {
  it('shows exactly one launcher under StrictMode and removes it on unmount', () => {
    act(() =>
      root.render(
        createElement(StrictMode, null, createElement(SaysoButton, { company: 'acme', baseUrl: BASE })),
      ),
    );
    expect(launchers()).toBe(1);
    act(() => root.render(createElement('p')));
    expect(launchers()).toBe(0);
  });

  it('updates the launcher when props change, without a second one', () => {
    act(() => root.render(createElement(SaysoButton, { company: 'acme', baseUrl: BASE, text: 'One' })));
    const first = launcher();
    act(() => root.render(createElement(SaysoButton, { company: 'acme', baseUrl: BASE, text: 'Two' })));
    expect(launchers()).toBe(1);
    expect(launcher()).toBe(first);
    expect(launcher()?.textContent).toBe('Two');
  });

  it('opens the board its board prop names', () => {
    act(() => root.render(createElement(SaysoButton, { company: 'acme', baseUrl: BASE, board: 'mobile' })));
    act(() => launcher()?.click());
    expect(iframe()?.getAttribute('src')).toMatch(/\/embed\/acme\?origin=[^&]+&board=mobile$/);
  });

  it('calls onOpen and onClose props', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    act(() => root.render(createElement(SaysoButton, { company: 'acme', baseUrl: BASE, onOpen, onClose })));
    act(() => launcher()?.click());
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() => dialog()?.close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

let api: ReturnType<typeof useSayso> | undefined;
const seen: boolean[] = [];
function Page() {
  const sayso = useSayso();
  api = sayso;
  const { isOpen } = sayso;
  useEffect(() => {
    seen.push(isOpen);
  }, [isOpen]);
  return createElement(SaysoButton, { company: 'acme', baseUrl: BASE });
}

describe('useSayso', () => {
  it('opens and closes the panel and follows its state', () => {
    act(() => root.render(createElement(Page)));
    act(() => api?.open());
    expect(launcher()?.getAttribute('aria-expanded')).toBe('true');
    act(() => api?.close());
    expect(launcher()?.getAttribute('aria-expanded')).toBe('false');
    expect(seen).toEqual([false, true, false]);
  });
});

describe("useSayso's open", () => {
  it("opens on 'What's new' with { view: 'changelog' }", () => {
    act(() => root.render(createElement(Page)));
    act(() => api?.open({ view: 'changelog' }));
    expect(dialog()?.open).toBe(true);
    expect(iframe()?.getAttribute('src')).toContain('&view=changelog&source=widget');
  });
});
