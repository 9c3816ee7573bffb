/** The two cookies Sayso sets: the session (first-party) and the anonymous visitor id. */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../env';
import { SESSION_DAYS } from '../services/session';

export const SESSION_COOKIE = 'sayso_session';
export const VISITOR_COOKIE = 'sayso_visitor';
/**
 * Readable by the portal's scripts and secret-free: it only says a session cookie was set,
 * so a signed-out page skips asking /api/auth/me (and logging a 401) at all.
 */
export const SIGNED_IN_HINT_COOKIE = 'sayso_signed_in';
const VISITOR_ID = /^[0-9a-f-]{36}$/;

function isSecure(config: Config): boolean {
  return config.publicUrl.startsWith('https:');
}

export function setSessionCookie(c: Context, config: Config, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(config),
    path: '/',
    maxAge: SESSION_DAYS * 24 * 3600,
  });
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'Lax',
    secure: isSecure(config),
    path: '/',
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export function clearSessionCookie(c: Context, config: Config): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecure(config) });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: isSecure(config) });
}

export function readVisitorId(c: Context): string | undefined {
  const value = getCookie(c, VISITOR_COOKIE);
  return value && VISITOR_ID.test(value) ? value : undefined;
}

/**
 * The browser's anonymous visitor id, issued on first use. SameSite=None; Secure; Partitioned
 * so that it also works inside an iframe on a customer's site (browsers accept Secure cookies
 * from http://localhost, which keeps local use working).
 */
export function ensureVisitorId(c: Context): string {
  const existing = readVisitorId(c);
  if (existing) return existing;
  const id = randomUUID();
  setCookie(c, VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'None',
    secure: true,
    partitioned: true,
    path: '/',
    maxAge: 365 * 24 * 3600,
  });
  return id;
}
