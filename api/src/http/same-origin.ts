/**
 * Cross-site request forgery guard: a mutating request whose Origin is not PUBLIC_URL's is
 * refused. Not the Host header's: the caller writes that one (DNS rebinding, a proxy passing
 * any Host on). Requests without Origin (curl, server-to-server) pass: browsers always send
 * Origin on cross-site mutations. Only the groups that read the session cookie carry it
 * (app.ts): not the Stripe webhook, the usage counter (widget beacons from host pages) or the
 * one-click unsubscribe, nor the REST API (/api/v1), which ignores cookies: only its bearer key
 * authenticates, and no foreign page holds it. With CUSTOM_DOMAINS=on, the origin of
 * a verified custom domain (its board's own pages, domains/custom-domains/custom-domains.ts) is
 * accepted too, when it is the host the request was sent to.
 */
import { createMiddleware } from 'hono/factory';
import type { HostBoards } from '../domains/custom-domains/custom-domains';
import { ApiError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * PUBLIC_URL's origin; for a loopback one (the default) also its other loopback names, so
 * http://127.0.0.1:3000 works as well as http://localhost:3000 on one's own machine.
 */
function allowedOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return new Set([url.origin]);
  return new Set(
    LOOPBACK.map((hostname) => {
      url.hostname = hostname;
      return url.origin;
    }),
  );
}

export function sameOriginMiddleware(publicUrl: string, hostBoards: HostBoards | null = null) {
  const allowed = allowedOrigins(publicUrl);
  /** A verified custom domain's page posting to its own host; looked up only past the fast checks. */
  const isBoardOrigin = async (origin: string, host: string | undefined) => {
    if (!hostBoards || host === undefined) return false;
    const url = parseUrl(origin);
    if (!url || url.origin !== origin || url.host !== host.toLowerCase()) return false;
    return (await hostBoards.slugFor(url.host)) !== null;
  };
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !SAFE_METHODS.has(c.req.method)) {
      if (!allowed.has(origin) && !(await isBoardOrigin(origin, c.req.header('host'))))
        throw new ApiError(403, 'Cross-site request refused');
    }
    await next();
  });
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
