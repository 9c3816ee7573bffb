/** Headers every answer carries, and the Content-Security-Policy of the portal's HTML pages. */
import { createMiddleware } from 'hono/factory';

/** Only the public board and the embed view may be framed by other sites (DESIGN.md 'Embedding'). */
function isFrameablePath(pathname: string): boolean {
  return /^\/(company|embed)\/[^/]/.test(pathname);
}

function contentSecurityPolicy(pathname: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    // styled-components writes <style> elements at run time; scripts stay strictly 'self'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${isFrameablePath(pathname) ? '*' : "'none'"}`,
  ].join('; ');
}

/** Powerful features no Sayso page uses are off, for us and for anything we embed. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'usb=()',
  // Stripe's Payment Element offers wallets (Apple Pay, Google Pay) from its own frame.
  'payment=(self "https://js.stripe.com")',
].join(', ');

export function securityHeaders(publicUrl: string) {
  const hsts = publicUrl.startsWith('https:');
  return createMiddleware(async (c, next) => {
    await next();
    // On the answer's own headers: `c.header()` after the answer exists rebuilds the whole
    // Response (body stream included) on every call, the dearest step of a small JSON answer.
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (hsts) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (headers.get('content-type')?.startsWith('text/html')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy(c.req.path));
      headers.set('Permissions-Policy', PERMISSIONS_POLICY);
      // Not 'same-origin': popups opened from our pages (Stripe's 3-D Secure, wallets) need their
      // opener. The payment flow itself is a top-level redirect, and COOP does not apply in frames.
      headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
      if (!isFrameablePath(c.req.path)) headers.set('X-Frame-Options', 'DENY');
    }
  });
}
