import type { LoginInput, PublicUser, SignupInput } from '@sayso/api/contract';
import { api, hasBearer } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

interface UserAnswer {
  user: PublicUser;
}

/**
 * The server sets the secret-free `sayso_signed_in` cookie beside the httpOnly session; without
 * it there is no session to ask about, so a visitor's page makes no call (and logs no 401).
 */
export function hasSessionHint(cookies: string = document.cookie): boolean {
  return /(?:^|;\s*)sayso_signed_in=1(?:;|$)/.test(cookies);
}

/** The signed-in user (or the embed's identified person), or null when signed out (401). */
export async function fetchMe(): Promise<PublicUser | null> {
  if (!hasSessionHint() && !hasBearer()) return null;
  const answer = await api.get<UserAnswer>(apiPaths.auth.me, { nullOn401: true });
  return answer?.user ?? null;
}

export async function loginRequest(input: LoginInput): Promise<PublicUser> {
  return (await api.post<UserAnswer>(apiPaths.auth.login, input)).user;
}

export async function signupRequest(input: SignupInput): Promise<PublicUser> {
  return (await api.post<UserAnswer>(apiPaths.auth.signup, input)).user;
}

export async function logoutRequest(): Promise<void> {
  await api.post(apiPaths.auth.logout);
}
