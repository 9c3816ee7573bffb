/**
 * An answer sent before the request's body has fully arrived (the body limit's 413, or a 401,
 * 403, 404 or 415 from middleware that never reads it) ends its connection, and says so with
 * `Connection: close`. Left to itself, @hono/node-server drains such a body for at most 500 ms
 * and then drops the socket without a word, so a keep-alive client that sent its next request
 * on it lost that request. Announced, the client opens a new connection instead: the price of
 * one connection per refused upload, rather than reading megabytes nobody wants. A body that has
 * fully arrived keeps the connection open; Node discards what was not read.
 */
import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';

/** Outermost middleware: decides once the answer is known, whatever produced it. */
export const closeWhenBodyUnread = createMiddleware<{ Bindings: Partial<HttpBindings> }>(async (c, next) => {
  await next();
  // No socket under app.request() in tests: nothing to close.
  const incoming = c.env?.incoming;
  if (incoming && !incoming.complete) c.res.headers.set('Connection', 'close');
});
