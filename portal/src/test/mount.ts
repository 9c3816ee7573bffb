/** A React root on a fresh element in the document for every test of the file, removed after each. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mount {
  /** Draws `ui` inside act and answers the container. */
  render: (ui: ReactNode) => HTMLDivElement;
  /** The current test's container (attached to the document, so focus and clicks work). */
  readonly container: HTMLDivElement;
}

/** Call at the top of a test file. */
export function mountPerTest(): Mount {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    render: (ui) => {
      act(() => root.render(ui));
      return container;
    },
    get container() {
      return container;
    },
  };
}
