/**
 * Where to go after signing in: back to the page that sent the visitor to log in, through a
 * `returnTo` query parameter. Only a path on this site is ever followed, so a crafted login
 * link cannot send someone to another site (an open redirect).
 */
import type { PublicUser } from '@sayso/api/contract';
import { homeFor } from './auth-context';

export const RETURN_TO = 'returnTo';

const MAX_LENGTH = 2000;
// A made-up origin to resolve against: anything that leaves it was not a same-site path.
const BASE = 'https://sayso.invalid';
// Returning to a sign-in page would only show the form again.
const SIGN_IN_PAGES = new Set(['/auth', '/login', '/signup']);

/**
 * The path itself when it is a same-site path: starts with a single '/', no '//', no
 * backslash (browsers read it as '/'), no control characters (URL parsers drop tabs and
 * newlines, turning '/\t/x' into '//x'), hence no scheme. Otherwise null.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  const url = URL.canParse(value, BASE) ? new URL(value, BASE) : null;
  if (!url || url.origin !== BASE || SIGN_IN_PAGES.has(url.pathname)) return null;
  return value;
}

/** The returnTo when it is safe, else the DESIGN.md §3 default for this user. */
export function afterSignIn(
  user: Pick<PublicUser, 'isCompanyOwner' | 'companySlug'> | null,
  returnTo: string | null | undefined,
): string {
  return safeReturnTo(returnTo) ?? homeFor(user as PublicUser | null);
}

/** `path` with `returnTo` added to its query when it is safe. */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  if (!safe) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${RETURN_TO}=${encodeURIComponent(safe)}`;
}
