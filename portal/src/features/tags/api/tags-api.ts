/** The team's tags (issue 28): /api/companies/{id}/tags and PUT /api/features/{id}/tags. */
import type { CreateTagInput, Tag, UpdateTagInput } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

const key = (companyId: number) => apiPaths.companyById(companyId).tags();

/** The company's tags, by name. */
export function useTags(companyId: number | undefined) {
  return useSWR<Tag[]>(companyId === undefined ? null : key(companyId));
}

export function createTag(companyId: number, input: CreateTagInput) {
  return api.post<Tag>(key(companyId), input);
}

export function updateTag(companyId: number, tagId: number, change: UpdateTagInput) {
  return api.patch<Tag>(apiPaths.companyById(companyId).tag(tagId), change);
}

export function deleteTag(companyId: number, tagId: number) {
  return api.delete<{ ok: true }>(apiPaths.companyById(companyId).tag(tagId));
}

/** Gives the idea exactly these tags; answers them. */
export function setIdeaTags(ideaId: number, tagIds: number[]) {
  return api.put<Tag[]>(apiPaths.idea(ideaId).tags(), { tagIds });
}
