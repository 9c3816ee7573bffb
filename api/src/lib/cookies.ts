/** The two cookies Sayso sets: the session (first-party) and the anonymous visitor id. */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../env';

/** How long a sign-in lasts: the session token's expiry and its cookies' max-age. */
export const SESSION_DAYS = 30;
export const SESSION_COOKIE = 'sayso_session';
const VISITOR_COOKIE = 'sayso_visitor';
/**
 * Readable by the portal's scripts and secret-free: it only says a session cookie was set,
 * so a signed-out page skips asking /api/auth/me (and logging a 401) at all.
 */
const SIGNED_IN_HINT_COOKIE = 'sayso_signed_in';
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

/**
 * The key that signs visitor ids, derived from the session secret so no new secret has to be
 * kept, yet a visitor cookie can never pass for a session token or the other way round.
 */
export function visitorIdKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('sayso visitor id v1').digest();
}

const visitorMac = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest();

/**
 * The visitor id of a cookie this server signed (`{uuid}.{hmac}`), or undefined for a missing,
 * unsigned or forged one. Only the uuid part is stored with votes and ideas.
 */
export function readVisitorId(c: Context, key: Buffer): string | undefined {
  const [id, mac, extra] = (getCookie(c, VISITOR_COOKIE) ?? '').split('.');
  if (!id || !mac || extra !== undefined || !VISITOR_ID.test(id)) return undefined;
  const given = Buffer.from(mac, 'base64url');
  const expected = visitorMac(key, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/**
 * The browser's anonymous visitor id, issued (signed) on first use or when the cookie is not
 * one of ours. SameSite=None; Secure; Partitioned so that it also works inside an iframe on a
 * customer's site (browsers accept Secure cookies from http://localhost, which keeps local use working).
 */
export function ensureVisitorId(c: Context, key: Buffer): string {
  const existing = readVisitorId(c, key);
  if (existing) return existing;
  const id = randomUUID();
  setCookie(c, VISITOR_COOKIE, `${id}.${visitorMac(key, id).toString('base64url')}`, {
    httpOnly: true,
    sameSite: 'None',
    secure: true,
    partitioned: true,
    path: '/',
    maxAge: 365 * 24 * 3600,
  });
  return id;
}
