import type { PublicUser } from '@sayso/api/contract';

/** sessionStorage key of the cached user (spec section 3: a product-specific key). */
const USER_CACHE_KEY = 'sayso-user';

export function readCachedUser(): PublicUser | null {
  try {
    const raw = sessionStorage.getItem(USER_CACHE_KEY);
    const user = raw ? (JSON.parse(raw) as PublicUser) : null;
    return user && typeof user.id === 'number' ? user : null;
  } catch {
    // Storage blocked (e.g. a sandboxed iframe) or corrupt JSON: act as signed out.
    return null;
  }
}

export function writeCachedUser(user: PublicUser | null): void {
  try {
    if (user) sessionStorage.setItem(USER_CACHE_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(USER_CACHE_KEY);
  } catch {
    // Storage unavailable: the in-memory user still works for this page load.
  }
}
