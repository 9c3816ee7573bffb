/**
 * The client's address for per-IP limits. Without a trusted proxy (TRUST_PROXY=off, the
 * default) it is the socket's: X-Forwarded-For is anyone's to write. Behind N trusted proxies
 * each appends the address it saw, so the client is the N-th entry from the right of
 * `X-Forwarded-For, socket`; everything further left is whatever the client chose to send.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

const CLIENT_IP = 'clientIp';
// Bounds the limiter's keys whatever a proxy passes on.
const MAX_ADDRESS = 64;

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

function resolveClientIp(c: Context, trustedHops: number): string {
  const socket = socketAddress(c);
  if (trustedHops === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  const address = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
  return address.slice(0, MAX_ADDRESS);
}

/** Works out the client's address once per request, as TRUST_PROXY says. */
export function clientIpMiddleware(trustedHops: number) {
  return createMiddleware(async (c, next) => {
    c.set(CLIENT_IP as never, resolveClientIp(c, trustedHops) as never);
    await next();
  });
}

/** The client's address (set by clientIpMiddleware; the socket's outside it). */
export function clientIp(c: Context): string {
  return (c.get(CLIENT_IP as never) as string | undefined) ?? socketAddress(c);
}
