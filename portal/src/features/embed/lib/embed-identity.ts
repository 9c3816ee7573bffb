/**
 * The embed view's half of Identify (issue 15): the widget posts the host's token to this frame
 * (SaysoHostMessage). A message counts only from the window that framed us, at the exact
 * `?origin=` the widget named, and in the declared shape; anything else is ignored.
 */
import type { SaysoHostMessage } from '@sayso/sdk';
import { parseEmbedOrigin } from './embed-messenger';

export function isIdentifyMessage(data: unknown): data is SaysoHostMessage {
  const { source, type, token } = (data ?? {}) as Record<string, unknown>;
  return source === 'sayso' && type === 'identify' && typeof token === 'string' && token.length <= 8192;
}

/**
 * Calls `onToken(token, hostOrigin)` for each identify message of the host page ('' forgets the
 * person). Returns the remover; a no-op when not framed or given no valid origin.
 */
export function listenForIdentity(
  search: string,
  onToken: (token: string, hostOrigin: string) => void,
  win: Window = window,
): () => void {
  const origin = parseEmbedOrigin(new URLSearchParams(search).get('origin'));
  if (origin === null || win.parent === win) return () => {};
  const handler = (event: MessageEvent) => {
    if (event.origin === origin && event.source === win.parent && isIdentifyMessage(event.data))
      onToken(event.data.token, origin);
  };
  win.addEventListener('message', handler);
  return () => win.removeEventListener('message', handler);
}
