/** A React root on a fresh element for every test of the file, unmounted after each. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Call at the top of a test file; `render` draws inside act and answers the container. */
export function mountPerTest(): { render: (ui: ReactNode) => HTMLDivElement } {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => act(() => root.unmount()));
  return {
    render: (ui) => {
      act(() => root.render(ui));
      return container;
    },
  };
}
