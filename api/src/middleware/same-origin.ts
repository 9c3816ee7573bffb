/**
 * Cross-site request forgery guard: a mutating request whose Origin is neither this server's
 * own origin nor PUBLIC_URL's is refused. Requests without Origin (curl, server-to-server)
 * pass: browsers always send Origin on cross-site mutations. The Stripe webhook is exempt.
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_EXEMPT_PATHS = new Set(['/api/stripe/webhook']);

export function sameOriginMiddleware(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !SAFE_METHODS.has(c.req.method) && !CSRF_EXEMPT_PATHS.has(c.req.path)) {
      const ownOrigin = new URL(c.req.url).origin;
      if (origin !== ownOrigin && origin !== publicOrigin) {
        throw new ApiError(403, 'Cross-site request refused');
      }
    }
    await next();
  });
}
