/**
 * The postMessage protocol between the widget and the portal's embed view, declared once:
 * the portal posts these messages (it imports the types), the widget checks and handles them.
 */
import type { SaysoColors } from './types';

/**
 * What the embed view tells the widget: it is ready, it wants to close, an idea was submitted or
 * voted for, the company's launcher colours (its accent and the text on it, once its board loaded),
 * and 'changelog' whenever it shows its changelog (the visitor has seen "What's new": the
 * launcher's unread dot clears; sayso-news.js checks that one itself, see `isChangelogShown`).
 */
export type SaysoPortalEvent =
  | { type: 'close' | 'ready' | 'changelog' }
  | { type: 'submit' | 'vote'; featureId: number }
  | { type: 'brand'; colors: SaysoColors };

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
      // Colours end up in the widget's stylesheet: exactly '#rrggbb' or the message is dropped.
      // Its colours are checked where every colour is: `init` (core/options) reports and drops a bad one.
      type === 'brand' ||
      ((type === 'submit' || type === 'vote') &&
        Number.isSafeInteger(featureId) &&
        (featureId as number) > 0))
  );
}

/** The embed shows its changelog: checked by sayso-news.js alone (sayso.js has no use for it). */
export function isChangelogShown(data: unknown): boolean {
  const { source, type } = (data ?? {}) as Record<string, unknown>;
  return source === 'sayso' && type === 'changelog';
}
