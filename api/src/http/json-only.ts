/**
 * Body rules for the route groups (app.ts): JSON routes read JSON only, so a body of another type
 * is a 415 before any handler runs. A form or text/plain post is what a foreign page can send
 * without a CORS preflight, so refusing it backs up the Origin check. The raw-body routes carry
 * their own rule instead (or none: Stripe's signed bytes, a multipart upload).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
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

/** A body, if any, of one of `types`, else 415. */
function bodyTypes(...types: RegExp[]) {
  return createMiddleware(async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (hasRequestBody(c) && !types.some((allowed) => allowed.test(type))) {
      throw new ApiError(415, 'Please send the request body as JSON (Content-Type: application/json)');
    }
    await next();
  });
}

export const jsonOnly = bodyTypes(JSON_TYPE);

/**
 * The usage counter (domains/insights/routes.ts) also takes navigator.sendBeacon's text/plain JSON
 * from any page: it changes only anonymous counts, so a cross-site post can do no harm there.
 */
export const jsonOrBeacon = bodyTypes(JSON_TYPE, TEXT_TYPE);
