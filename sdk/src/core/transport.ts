/** What the portal's embed view may tell the widget. */
export type PortalMessage =
  | { source: 'sayso'; type: 'submit' | 'vote'; featureId: number }
  | { source: 'sayso'; type: 'close' | 'ready' };

/** Shape check: anything not exactly a Sayso message is ignored. */
export function isPortalMessage(data: unknown): data is PortalMessage {
  const { source, type, featureId } = (data ?? {}) as Record<string, unknown>;
  return (
    source === 'sayso' &&
    (type === 'close' ||
      type === 'ready' ||
      ((type === 'submit' || type === 'vote') &&
        Number.isSafeInteger(featureId) &&
        (featureId as number) > 0))
  );
}

/**
 * Listens for the portal's messages. A message counts only when it comes from the portal's
 * exact origin, from our own iframe's window, and has a valid shape. Returns the remover.
 */
export function listenToPortal(
  expectedOrigin: () => string | undefined,
  frameWindow: () => Window | null | undefined,
  onMessage: (message: PortalMessage) => void,
): () => void {
  const handler = ({ origin, source, data }: MessageEvent) => {
    if (origin === expectedOrigin() && source && source === frameWindow() && isPortalMessage(data))
      onMessage(data);
  };
  addEventListener('message', handler);
  return () => removeEventListener('message', handler);
}
