/**
 * Issue 23: the role texts come from TEAM_PERMISSIONS, so the table must be what the server
 * checks. For every permission in it, through the real app: each role the table allows gets
 * past the check (no 403), each role below it gets 403. A permission without a probe here does
 * not compile.
 */
import { describe, expect, it } from 'vitest';
import { type Answer, Client, insertMember, ownerOnPlan, submitIdea, useSayso } from '../../../test/helpers';
import {
  reaches,
  TEAM_PERMISSIONS,
  TEAM_ROLE_HINTS,
  type TeamPermission,
  teamRoleHint,
} from '../../contract';

const sayso = useSayso();

interface Scene {
  companyId: number;
  ideaId: number;
}

/** One call that needs exactly the permission, on a fresh board (deleting it is one of them). */
const PROBES: Record<TeamPermission, (client: Client, scene: Scene) => Promise<Answer>> = {
  seeTeamViews: (client, { ideaId }) => client.get(`/api/features/${ideaId}/merges`),
  triageIdeas: (client, { ideaId }) => client.patch(`/api/features/${ideaId}`, { status: 'planned' }),
  deleteIdeas: (client, { ideaId }) => client.delete(`/api/features/${ideaId}`),
  approveIdeas: (client, { ideaId }) => client.post(`/api/features/${ideaId}/approve`),
  editIdeas: (client, { ideaId }) =>
    client.patch(`/api/features/${ideaId}`, { title: 'A clearer title here' }),
  mergeIdeas: (client, { ideaId }) => client.post(`/api/features/${ideaId}/merge`, { targetId: ideaId }),
  hideComments: (client, { ideaId }) =>
    client.patch(`/api/features/${ideaId}/comments/999999`, { hidden: true }),
  companySettings: (client, { companyId }) => client.get(`/api/companies/${companyId}/settings`),
  publishChangelog: (client, { companyId }) =>
    client.post(`/api/companies/${companyId}/changelog`, { title: 'A probe entry' }),
  manageTeam: (client, { companyId }) => client.get(`/api/companies/${companyId}/team`),
  deleteCompany: (client, { companyId }) => client.delete(`/api/companies/${companyId}`),
};

async function callAs(role: 'member' | 'admin' | 'owner', permission: TeamPermission): Promise<Answer> {
  const owner = await ownerOnPlan(sayso(), 'business');
  const { id: ideaId } = await submitIdea(owner.client, owner.company.id, { title: 'A probe idea' });
  let client = owner.client;
  if (role !== 'owner') {
    const person = await insertMember(sayso(), owner.company, role);
    client = new Client(sayso());
    client.cookies.set('sayso_session', person.cookie.split('=')[1] as string);
  }
  return PROBES[permission](client, { companyId: owner.company.id, ideaId });
}

describe('TEAM_PERMISSIONS is what the server checks', () => {
  it('lets each role do what the table gives it, and refuses the rest with 403', async () => {
    for (const permission of Object.keys(TEAM_PERMISSIONS) as TeamPermission[]) {
      for (const role of ['member', 'admin', 'owner'] as const) {
        const answer = await callAs(role, permission);
        const label = `${role} ${permission}: ${answer.status} ${JSON.stringify(answer.body)}`;
        if (reaches(role, TEAM_PERMISSIONS[permission].least)) expect(answer.status, label).not.toBe(403);
        else expect(answer.status, label).toBe(403);
      }
    }
  });

  it('the role texts are made from the table', () => {
    for (const role of ['member', 'admin', 'owner'] as const)
      expect(TEAM_ROLE_HINTS[role]).toBe(teamRoleHint(role));
    expect(TEAM_ROLE_HINTS.member).not.toContain(TEAM_PERMISSIONS.editIdeas.text);
    expect(TEAM_ROLE_HINTS.admin).toContain(TEAM_PERMISSIONS.editIdeas.text);
  });
});
