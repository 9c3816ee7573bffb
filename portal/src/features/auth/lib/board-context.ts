import type { Company } from '@sayso/api/contract';
import useSWR from 'swr';
import { apiPaths } from '@/lib/api-paths';
import { RETURN_TO, safeReturnTo } from '@/lib/auth/return-to';

/** `from` names the board a visitor came from when no returnTo does (issue 26's links). */
export const FROM = 'from';

/** The board slug a same-site path belongs to (`/company/{slug}…`), or null. */
export function boardSlugOf(path: string | null): string | null {
  const match = /^\/company\/([^/?#]+)/.exec(path ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Where a sign-in page sends its visitor back: returnTo, else `from`, when either is safe. */
export function returnPath(params: URLSearchParams): string | null {
  return safeReturnTo(params.get(RETURN_TO)) ?? safeReturnTo(params.get(FROM));
}

/**
 * The board a sign-in page was reached from (issue 26), with its company's name once loaded:
 * such pages speak to the board's visitors, not to owners. Null without one.
 */
export function useBoardContext(params: URLSearchParams): { slug: string; name: string | null } | null {
  const slug = boardSlugOf(returnPath(params));
  const company = useSWR<Company>(slug ? apiPaths.company(slug).root() : null);
  if (!slug) return null;
  return { slug, name: company.data?.name ?? null };
}

/** The texts of sign-in pages reached from a board; `name` falls back while the company loads. */
export function visitorTexts(name: string | null) {
  const board = name ? `${name}'s board` : 'this board';
  return {
    signInTitle: `Sign in to vote and comment on ${board}`,
    signInSubtitle: 'Welcome back. You will return to the board right after.',
    signUpTitle: `Join ${board}`,
    signUpSubtitle: `Create a free account to vote and comment on ${board}.`,
  };
}

/**
 * Who a sign-up page is for: a board's visitor (account only, the board's texts), someone
 * accepting a team invitation (account only), or, by default, a new owner (account and company).
 */
export function signupAudience(returnTo: string | null): 'owner' | 'visitor' | 'member' {
  if (boardSlugOf(returnTo)) return 'visitor';
  if (returnTo?.startsWith('/team/accept')) return 'member';
  return 'owner';
}
