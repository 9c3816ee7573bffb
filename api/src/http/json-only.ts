/**
 * JSON routes read JSON only: a body of another type is a 415 before any handler runs. A form
 * or text/plain post is what a foreign page can send without a CORS preflight, so refusing it
 * backs up the Origin check. Routes that take other bodies are listed here.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';

/**
 * Multipart uploads, Stripe's webhook, whose raw body is what its signature covers, and the
 * one-click unsubscribe, which mail clients post form-encoded (RFC 8058) and which reads no body.
 */
const NON_JSON_PATHS = new Set(['/api/upload', '/api/stripe/webhook', '/api/notifications/unsubscribe']);

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The usage counter (domains/insights/routes.ts) also takes navigator.sendBeacon's text/plain JSON from
 * any page: it changes only anonymous counts, so a cross-site post can do no harm there.
 */
export const isBeaconPath = (path: string) => /^\/api\/companies\/[^/]+\/usage$/.test(path);
const TEXT_TYPE = /^text\/plain\s*(?:;|$)/i;

/**
 * Whether the request carries a body, from its headers alone: HTTP/1.1 announces every body
 * with a length or chunked encoding, and looking at the body itself makes Node build a full
 * Request, which most calls never need.
 */
export function hasRequestBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
}

export const jsonOnly = createMiddleware(async (c, next) => {
  if (
    hasRequestBody(c) &&
    !NON_JSON_PATHS.has(c.req.path) &&
    !JSON_TYPE.test(c.req.header('content-type') ?? '') &&
    !(isBeaconPath(c.req.path) && TEXT_TYPE.test(c.req.header('content-type') ?? ''))
  ) {
    throw new ApiError(415, 'Please send the request body as JSON (Content-Type: application/json)');
  }
  await next();
});
