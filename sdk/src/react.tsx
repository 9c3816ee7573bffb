// @sayso/sdk/react: the launcher as a React component. React stays the app's own (a peer
// dependency); the widget itself is the framework-free core, shared with the main entry.

import type { SaysoIdeaEvent, SaysoOpenOptions, SaysoOptions } from '@sayso/sdk';
// The package's own main entry, kept external in the build: one widget singleton however
// an app bundles both entries.
import { close, destroy, init, on, open } from '@sayso/sdk';
import { useEffect, useRef, useSyncExternalStore } from 'react';

export interface SaysoButtonProps extends SaysoOptions {
  onOpen?: () => void;
  onClose?: () => void;
  onSubmit?: (event: SaysoIdeaEvent) => void;
  onVote?: (event: SaysoIdeaEvent) => void;
}

/** Shows the floating launcher while mounted; renders nothing in the React tree. */
export function SaysoButton(props: SaysoButtonProps): null {
  const { onOpen, onClose, onSubmit, onVote, ...options } = props;
  const handlers = useRef({ onOpen, onClose, onSubmit, onVote });
  handlers.current = { onOpen, onClose, onSubmit, onVote };
  // Options compared by value, so an inline `colors={{…}}` does not re-run init each render.
  const key = JSON.stringify(options);

  useEffect(() => init(JSON.parse(key) as SaysoOptions), [key]);

  // Separate from the effect above: an options change updates, only unmounting destroys.
  // Under StrictMode the mount, destroy, mount sequence still leaves exactly one launcher.
  useEffect(() => {
    const stops = [
      on('open', () => handlers.current.onOpen?.()),
      on('close', () => handlers.current.onClose?.()),
      on('submit', (event) => handlers.current.onSubmit?.(event)),
      on('vote', (event) => handlers.current.onVote?.(event)),
    ];
    return () => {
      for (const stop of stops) stop();
      destroy();
    };
  }, []);
  return null;
}

// Tracked from the start, so a hook mounted while the panel is open still reads true.
let isOpen = false;
const notifiers = new Set<() => void>();
const track = (next: boolean) => () => {
  isOpen = next;
  for (const notify of notifiers) notify();
};
on('open', track(true));
on('close', track(false));
const subscribe = (notify: () => void) => {
  notifiers.add(notify);
  return () => notifiers.delete(notify);
};

/**
 * Opens and closes the panel from anywhere in the app (`open({ view: 'changelog' })` on
 * "What's new"); `isOpen` follows the panel.
 */
export function useSayso(): {
  open: (options?: SaysoOpenOptions) => void;
  close: () => void;
  isOpen: boolean;
} {
  const current = useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
  return { open, close, isOpen: current };
}
