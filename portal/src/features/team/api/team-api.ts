/** Team accounts: the owner's team calls, the caller's own role, and accepting an invitation. */
import type { AcceptedInvite, Team, TeamInviteInput, TeamRole } from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** GET /api/companies/{id}/team: the owner's view of the team and its pending invitations. */
export const teamKey = (companyId: number) => apiPaths.companyById(companyId).team();

/** GET /api/companies/{id}/team/me: the caller's role there (403 off the team or below Business). */
export const teamMeKey = (companyId: number) => apiPaths.companyById(companyId).teamMe();

export function inviteToTeam(companyId: number, input: TeamInviteInput) {
  return api.post<Team>(`${teamKey(companyId)}/invites`, input);
}

export function revokeInvite(companyId: number, inviteId: number) {
  return api.delete<Team>(`${teamKey(companyId)}/invites/${inviteId}`);
}

export function changeRole(companyId: number, userId: number, role: TeamRole) {
  return api.patch<Team>(`${teamKey(companyId)}/members/${userId}`, { role });
}

export function removeMember(companyId: number, userId: number) {
  return api.delete<{ ok: true }>(`${teamKey(companyId)}/members/${userId}`);
}

export function transferOwnership(companyId: number, userId: number) {
  return api.post<{ ok: true }>(`${teamKey(companyId)}/transfer`, { userId });
}

export function acceptInvite(token: string) {
  return api.post<AcceptedInvite>(apiPaths.teamAccept, { token });
}
