/** Issue 28's demand calls: votes on behalf of a customer, the inbox's segments and saved views. */
import type {
  InboxSegments,
  InboxView,
  InboxViewInput,
  VoteOnBehalf,
  VoteOnBehalfInput,
  VoteOnBehalfResult,
} from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** The idea's votes on behalf, for its team (`enabled`); nobody else asks. */
export function useVotesOnBehalf(ideaId: number, enabled: boolean) {
  return useSWR<VoteOnBehalf[]>(enabled ? apiPaths.idea(ideaId).votesOnBehalf() : null);
}

export function recordVoteOnBehalf(ideaId: number, input: VoteOnBehalfInput) {
  return api.post<VoteOnBehalfResult>(apiPaths.idea(ideaId).votesOnBehalf(), input);
}

/** The Company and Plan filters' choices; asked only when the plan has Revenue ranking. */
export function useInboxSegments(companyId: number, enabled: boolean) {
  return useSWR<InboxSegments>(enabled ? apiPaths.companyById(companyId).inboxSegments() : null);
}

export function useInboxViews(companyId: number) {
  return useSWR<InboxView[]>(apiPaths.companyById(companyId).inboxViews());
}

export function createInboxView(companyId: number, input: InboxViewInput) {
  return api.post<InboxView>(apiPaths.companyById(companyId).inboxViews(), input);
}

export function renameInboxView(companyId: number, viewId: number, name: string) {
  return api.patch<InboxView>(apiPaths.companyById(companyId).inboxView(viewId), { name });
}

export function deleteInboxView(companyId: number, viewId: number) {
  return api.delete<{ ok: true }>(apiPaths.companyById(companyId).inboxView(viewId));
}
