/** The signed-in person's sessions (/api/account/sessions) through the one API client. */
import type { SessionListEntry } from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** The SWR key (and URL) of the session list. */
export const SESSIONS_URL = apiPaths.account.sessions;

export async function fetchSessions(): Promise<SessionListEntry[]> {
  return (await api.get<{ sessions: SessionListEntry[] }>(SESSIONS_URL)).sessions;
}

/** Signs one device out (this one too, when it is this one's id). */
export async function endSessionRequest(id: number): Promise<void> {
  await api.delete(`${SESSIONS_URL}/${id}`);
}

/** "Sign out everywhere": every session ends, this browser's included. */
export async function endAllSessionsRequest(): Promise<void> {
  await api.delete(SESSIONS_URL);
}
