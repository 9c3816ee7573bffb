import type { LoginInput, PublicUser, SignupInput } from '@sayso/api/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { fetchMe, loginRequest, logoutRequest, signupRequest } from './auth-api';
import { AuthContext, type AuthState } from './auth-context';
import { readCachedUser, writeCachedUser } from './user-cache';

/**
 * Holds the signed-in user. The session-cached copy is used first so pages render at once,
 * then it is refreshed from /api/auth/me; a failed or 401 refresh clears user and cache.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<PublicUser | null>(readCachedUser);
  const [isLoading, setIsLoading] = useState(true);
  const inFlight = useRef<Promise<PublicUser | null> | null>(null);
  // Bumped by login, signup and logout so a /me answer that started before them is ignored.
  const epoch = useRef(0);

  const setUser = useCallback((next: PublicUser | null) => {
    writeCachedUser(next);
    setUserState(next);
  }, []);

  const refresh = useCallback(() => {
    // The provider and the header both refresh on load; share one request.
    const started = epoch.current;
    inFlight.current ??= fetchMe()
      .catch((error: unknown) => {
        console.error('Could not refresh the signed-in user', error);
        return null;
      })
      .then((fresh) => {
        if (started !== epoch.current) return fresh;
        setUser(fresh);
        setIsLoading(false);
        return fresh;
      })
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  }, [setUser]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Any call answered 401 means the session is gone (expired, logged out elsewhere): forget the
  // cached user once, here, so no page goes on showing a signed-in state the server denies.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    return setUnauthorizedHandler(() => {
      epoch.current += 1;
      inFlight.current = null;
      setUser(null);
      setIsLoading(false);
    });
  }, [signedIn, setUser]);

  const login = useCallback(
    async (input: LoginInput) => {
      const signedIn = await loginRequest(input);
      epoch.current += 1;
      inFlight.current = null;
      // The spec refreshes after login so the cached copy is what /me says.
      const fresh = (await refresh()) ?? signedIn;
      setUser(fresh);
      return fresh;
    },
    [refresh, setUser],
  );

  const signup = useCallback(
    async (input: SignupInput) => {
      const created = await signupRequest(input);
      epoch.current += 1;
      setUser(created);
      setIsLoading(false);
      return created;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      console.error('Logout request failed', error);
    }
    epoch.current += 1;
    setUser(null);
    setIsLoading(false);
  }, [setUser]);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading: isLoading && !user, refresh, login, logout, signup }),
    [user, isLoading, refresh, login, logout, signup],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
