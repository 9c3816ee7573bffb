/**
 * The host a request was sent to, as sessions are bound to it (domains/users/session-store.ts): the
 * name from the request URL (the Host header behind @hono/node-server), lower case, without
 * port or final dot. The loopback names are one machine, so they are one host.
 */
import type { Context } from 'hono';
import { hostName } from '../domains/custom-domains/custom-domains';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function requestHost(c: Context): string {
  const name = hostName(new URL(c.req.url).host);
  return LOOPBACK.has(name) ? 'localhost' : name;
}
