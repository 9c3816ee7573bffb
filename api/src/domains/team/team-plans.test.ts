/**
 * Team accounts is a Business line: invitations need it at every plan, and a team keeps its
 * rows but loses its access the moment the owner's plan falls below Business, until an upgrade.
 */
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertMember,
  ownerOnPlan,
  setPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { TEAM_MESSAGES } from '../../contract';
import { teamInvites } from '../../db/schema';
import { hashToken } from '../users/auth-tokens';

const sayso = useSayso();

const NEEDS_BUSINESS = 'Team accounts needs the Business plan';

/** A client signed in as a fixture member of the company. */
async function memberClient(company: { id: number; slug: string }, role: 'admin' | 'member') {
  const member = await insertMember(sayso(), company, role);
  const client = new Client(sayso());
  client.cookies.set('sayso_session', member.cookie.split('=')[1] as string);
  return { ...member, client };
}

describe('Team accounts at each plan', () => {
  for (const plan of ['free', 'pro'] as const) {
    it(`refuses invitations on ${plan}, naming the plan, and lists the team still`, async () => {
      const owner = await ownerOnPlan(sayso(), plan);
      const res = await owner.client.post(`/api/companies/${owner.company.id}/team/invites`, {
        email: 'new@example.com',
        role: 'member',
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(NEEDS_BUSINESS);
      expect((await owner.client.get(`/api/companies/${owner.company.id}/team`)).status).toBe(200);
    });
  }

  it('invites on Business', async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const res = await owner.client.post(`/api/companies/${owner.company.id}/team/invites`, {
      email: 'new@example.com',
      role: 'admin',
    });
    expect(res.status).toBe(201);
    expect(res.body.invites).toEqual([expect.objectContaining({ email: 'new@example.com', role: 'admin' })]);
  });
});

describe('a downgrade below Business', () => {
  for (const plan of ['free', 'pro'] as const) {
    it(`to ${plan} keeps the rows but shuts the team out until an upgrade`, async () => {
      const owner = await ownerOnPlan(sayso(), 'business');
      const { company } = owner;
      const member = await memberClient(company, 'member');
      const admin = await memberClient(company, 'admin');
      const idea = await submitIdea((await fastUser(sayso())).client, company.id);
      expect((await owner.client.patch(`/api/features/${idea.id}`, { private: true })).status).toBe(200);
      expect((await member.client.get(`/api/features/${idea.id}`)).status).toBe(200);

      await setPlan(sayso(), owner.id, plan);
      const triage = await member.client.patch(`/api/features/${idea.id}`, { status: 'planned' });
      expect(triage.status).toBe(403);
      expect(triage.body.message).toBe(NEEDS_BUSINESS);
      expect((await admin.client.get(`/api/companies/${company.id}/settings`)).body.message).toBe(
        NEEDS_BUSINESS,
      );
      expect((await member.client.get(`/api/companies/${company.id}/team/me`)).status).toBe(403);
      // Private ideas go back to being the owner's alone.
      expect((await member.client.get(`/api/features/${idea.id}`)).status).toBe(404);
      expect((await owner.client.get(`/api/features/${idea.id}`)).status).toBe(200);
      const team = await owner.client.get(`/api/companies/${company.id}/team`);
      expect(team.body.members).toHaveLength(3);

      await setPlan(sayso(), owner.id, 'business');
      expect((await member.client.patch(`/api/features/${idea.id}`, { status: 'planned' })).status).toBe(200);
      expect((await admin.client.get(`/api/companies/${company.id}/settings`)).status).toBe(200);
    });
  }

  it('still lets the owner remove people, change roles and revoke, and refuses accepting', async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const { company } = owner;
    const member = await memberClient(company, 'member');
    const invitee = await fastUser(sayso(), 'Invitee');
    const email = (await invitee.client.get('/api/auth/me')).body.user.email as string;
    await sayso()
      .db.insert(teamInvites)
      .values({
        companyId: company.id,
        email,
        role: 'member',
        tokenHash: hashToken('downgraded-token'),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
    await setPlan(sayso(), owner.id, 'free');
    const accept = await invitee.client.post('/api/team/accept', { token: 'downgraded-token' });
    expect(accept.status).toBe(403);
    expect(accept.body.message).toBe(NEEDS_BUSINESS);
    const url = `/api/companies/${company.id}/team/members/${member.id}`;
    expect((await owner.client.patch(url, { role: 'admin' })).status).toBe(200);
    expect((await owner.client.delete(url)).status).toBe(200);
    expect((await owner.client.delete(url)).body.message).toBe(TEAM_MESSAGES.memberNotFound);
    const team = await owner.client.get(`/api/companies/${company.id}/team`);
    expect(team.body.members).toHaveLength(1);
    const revoke = await owner.client.delete(
      `/api/companies/${company.id}/team/invites/${team.body.invites[0].id}`,
    );
    expect(revoke.status).toBe(200);
    expect(revoke.body.invites).toEqual([]);
  });
});
