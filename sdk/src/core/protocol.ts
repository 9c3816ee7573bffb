/**
 * The postMessage protocol between the widget and the portal's embed view, declared once:
 * the portal posts these messages (it imports the types), the widget checks and handles them.
 */

/** What the embed view tells the widget: it is ready, it wants to close, an idea was submitted or voted for. */
export type SaysoPortalEvent = { type: 'close' | 'ready' } | { type: 'submit' | 'vote'; featureId: number };

/** A portal event as posted: marked as Sayso's, so other messages to the page are ignored. */
export type SaysoMessage = { source: 'sayso' } & SaysoPortalEvent;

/**
 * What the widget tells the embed view: the host's identify token ('' forgets the person).
 * Posted only to the portal's origin, never put in the URL; the embed checks it comes from the
 * page that opened it.
 */
export type SaysoHostMessage = { source: 'sayso'; type: 'identify'; token: string };

/** Shape check: anything not exactly a Sayso message is ignored. */
export function isSaysoMessage(data: unknown): data is SaysoMessage {
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
