/**
 * The team's changelog calls (issue 29, the contract in docs/decisions/030-changelog-dashboard.md):
 * entries in every state, their schedule and publishing, the cover, custom labels and the
 * "Track e-mail opens" setting. The answer types are the contract's.
 */
import type { ChangelogTeamEntry, InboxPage, PublicBoard } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** What POST creates and PATCH changes (PATCH: every field optional). */
export interface ChangelogEntryInput {
  title: string;
  body: string;
  labels: string[];
  ideaIds: number[];
  coverUploadId: number | null;
}

/** GET …/changelog-labels: the three built-in names and the company's own. */
export interface ChangelogLabels {
  builtIn: string[];
  custom: { id: number; name: string }[];
}

export interface ChangelogSettings {
  trackOpens: boolean;
}

const paths = (companyId: number) => apiPaths.companyById(companyId);

/** Every entry, drafts and scheduled first, then published newest first (the server's order). */
export function useChangelogEntries(companyId: number) {
  // Read anew each time the list opens: the editor, the scheduler and other admins change it.
  return useSWR<ChangelogTeamEntry[]>(paths(companyId).changelog(), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
}

/** One entry as the editor opens it; null key (no read) for a new one. */
export function useChangelogEntry(companyId: number, entryId: number | null) {
  return useSWR<ChangelogTeamEntry>(entryId === null ? null : paths(companyId).changelogEntry(entryId));
}

export function useChangelogLabels(companyId: number) {
  return useSWR<ChangelogLabels>(paths(companyId).changelogLabels());
}

export function useChangelogSettings(companyId: number) {
  return useSWR<ChangelogSettings>(paths(companyId).changelogSettings());
}

export function createEntry(companyId: number, input: ChangelogEntryInput) {
  return api.post<ChangelogTeamEntry>(paths(companyId).changelog(), input);
}

export function updateEntry(companyId: number, entryId: number, input: Partial<ChangelogEntryInput>) {
  return api.patch<ChangelogTeamEntry>(paths(companyId).changelogEntry(entryId), input);
}

export function deleteEntry(companyId: number, entryId: number) {
  return api.delete<unknown>(paths(companyId).changelogEntry(entryId));
}

/** `publishAt`: an ISO time in the future. */
export function scheduleEntry(companyId: number, entryId: number, publishAt: string) {
  return api.post<ChangelogTeamEntry>(`${paths(companyId).changelogEntry(entryId)}/schedule`, { publishAt });
}

export function unscheduleEntry(companyId: number, entryId: number) {
  return api.post<ChangelogTeamEntry>(`${paths(companyId).changelogEntry(entryId)}/unschedule`);
}

export function publishEntry(companyId: number, entryId: number) {
  return api.post<ChangelogTeamEntry>(`${paths(companyId).changelogEntry(entryId)}/publish`);
}

/** The cover image (multipart `image`), checked as the company cover is; then `coverUploadId`. */
export function uploadCover(companyId: number, file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.upload<{ id: number; url: string }>(paths(companyId).changelogCover(), form);
}

export function addLabel(companyId: number, name: string) {
  return api.post<{ id: number; name: string }>(paths(companyId).changelogLabels(), { name });
}

export function removeLabel(companyId: number, labelId: number) {
  return api.delete<unknown>(paths(companyId).changelogLabel(labelId));
}

export function saveChangelogSettings(companyId: number, settings: ChangelogSettings) {
  return api.put<ChangelogSettings>(paths(companyId).changelogSettings(), settings);
}

/** The linked-idea search: the inbox's own title search, a few rows, every board and state. */
export function searchIdeas(companyId: number, q: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ q, limit: '8', sort: 'votes' });
  return api.get<InboxPage>(`${paths(companyId).inbox()}?${query}`, { signal });
}

/** The company's boards (the team sees every one), to name each linked idea's board. */
export function useBoards(slug: string) {
  return useSWR<PublicBoard[]>(apiPaths.company(slug).boards());
}
