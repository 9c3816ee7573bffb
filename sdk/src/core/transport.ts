import { isSaysoMessage, type SaysoMessage } from './protocol';

/**
 * Listens for the portal's messages and for clicks on the host's own triggers. A message
 * counts only when it comes from the portal's exact origin, from our own iframe's window, and
 * has a valid shape. A click counts on any element with `data-sayso-open` (or inside one),
 * even one added later: one delegated listener. Returns the remover of both.
 */
export function listenToPortal(
  expectedOrigin: () => string | undefined,
  frameWindow: () => Window | null | undefined,
  onMessage: (message: SaysoMessage) => void,
  onTrigger: () => void,
): () => void {
  const handler = (event: Event) => {
    if (event.type === 'click') {
      if (!(event.target as Element).closest?.('[data-sayso-open]')) return;
      // A link as the trigger opens the panel instead of navigating.
      event.preventDefault();
      onTrigger();
      return;
    }
    const { origin, source, data } = event as MessageEvent;
    if (origin === expectedOrigin() && source && source === frameWindow() && isSaysoMessage(data))
      onMessage(data);
  };
  for (const type of TYPES) addEventListener(type, handler);
  return () => {
    for (const type of TYPES) removeEventListener(type, handler);
  };
}

const TYPES = ['message', 'click'];
