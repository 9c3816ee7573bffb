import type { LoginInput, PublicUser, SignupInput } from '@sayso/api/contract';
import { createContext, useContext } from 'react';

export interface AuthState {
  /** The signed-in user, or null. */
  user: PublicUser | null;
  /** True only while nothing is known yet (no cached user and the first check still running). */
  isLoading: boolean;
  /** Re-reads the user from /api/auth/me; resolves with it (null when signed out). */
  refresh: () => Promise<PublicUser | null>;
  /** Signs in, refreshes and resolves with the user; rejects with ApiError on failure. */
  login: (input: LoginInput) => Promise<PublicUser>;
  /** Clears the session on the server and the cached user. The caller navigates. */
  logout: () => Promise<void>;
  /** Creates the account (which signs it in) and resolves with the user. */
  signup: (input: SignupInput) => Promise<PublicUser>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The signed-in user and the auth actions; use inside <AuthProvider>. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** Where a user goes after signing in (DESIGN.md section 3). */
export function homeFor(user: PublicUser | null): string {
  return user?.isCompanyOwner && user.companySlug
    ? `/dashboard/${encodeURIComponent(user.companySlug)}`
    : '/';
}

/**
 * Who is asking, as part of a cache key: answers that mark the caller's own votes differ per
 * caller, so signing in or out must never show another identity's answer from the cache.
 */
export type ViewerKey = number | 'anonymous';

export function viewerKey(user: PublicUser | null): ViewerKey {
  return user?.id ?? 'anonymous';
}
