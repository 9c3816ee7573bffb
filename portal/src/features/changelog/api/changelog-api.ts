/** The public changelog's calls (issue 29): pages, one entry, subscriptions and widget views. */
import type { ChangelogEntry, ChangelogPage } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { useAuth, type ViewerKey, viewerKey } from '@/lib/auth/auth-context';

/** Who asks, once known: an entry linking a restricted board's ideas answers per viewer. */
function useViewer(): ViewerKey | null {
  const { user, isLoading } = useAuth();
  return isLoading ? null : viewerKey(user);
}

/** One page of the published entries this viewer may read, newest first. */
export function useChangelogPage(slug: string, page: number) {
  const viewer = useViewer();
  return useSWR<ChangelogPage, unknown, [string, ViewerKey] | null>(
    viewer === null ? null : [apiPaths.company(slug).changelog(page), viewer],
    ([url]) => api.get<ChangelogPage>(url),
  );
}

/** One published entry; a missing or invisible one is a 404 ApiError. */
export function useChangelogEntry(slug: string, entrySlug: string) {
  const viewer = useViewer();
  return useSWR<ChangelogEntry, unknown, [string, ViewerKey] | null>(
    viewer === null ? null : [apiPaths.company(slug).changelogEntry(entrySlug), viewer],
    ([url]) => api.get<ChangelogEntry>(url),
  );
}

/** Asks for the confirmation e-mail; the answer is the same whoever the address belongs to. */
export function subscribeToChangelog(slug: string, email: string) {
  return api.post<{ message: string }>(apiPaths.company(slug).changelogSubscribe(), { email });
}

/** Which company's changelog a confirm or unsubscribe link was for (the announce part's answer). */
export interface ChangelogSubscriptionAnswer {
  companySlug: string;
  companyName: string;
}

export function confirmChangelogSubscription(token: string) {
  return api.post<ChangelogSubscriptionAnswer>(apiPaths.changelogSubscriptions.confirm, { token });
}

export function unsubscribeFromChangelog(token: string) {
  return api.post<ChangelogSubscriptionAnswer>(apiPaths.changelogSubscriptions.unsubscribe, { token });
}
