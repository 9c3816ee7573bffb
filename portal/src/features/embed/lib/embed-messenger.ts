/**
 * The embed view's half of the postMessage protocol with the SDK widget (declared once, in the
 * SDK: a type-only import, so no widget code reaches the portal). The host page names its
 * origin in `?origin=`; we post only to that exact origin and only when framed, so a message
 * never leaks to a page that did not ask for it.
 */
import type { SaysoMessage, SaysoPortalEvent } from '@sayso/sdk';

/** The origin if `value` is exactly an http(s) origin (no path, query or credentials), else null. */
export function parseEmbedOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Accept 'https://host' and 'https://host/' only: anything more is not an origin.
  const trimmed = value.endsWith('/') ? value.slice(0, -1) : value;
  return trimmed === url.origin ? url.origin : null;
}

export interface EmbedMessenger {
  /** True when posting is possible: framed and given a valid origin (shows the close button). */
  readonly enabled: boolean;
  post(event: SaysoPortalEvent): void;
}

/** A messenger bound to the `?origin=` of `search`; a no-op when not framed or origin invalid. */
export function createEmbedMessenger(search: string, win: Window = window): EmbedMessenger {
  const origin = parseEmbedOrigin(new URLSearchParams(search).get('origin'));
  const framed = win.parent !== win;
  const enabled = origin !== null && framed;
  return {
    enabled,
    post(event) {
      if (!enabled || origin === null) return;
      const message: SaysoMessage = { source: 'sayso', ...event };
      win.parent.postMessage(message, origin);
    },
  };
}
