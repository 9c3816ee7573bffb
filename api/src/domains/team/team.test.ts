/**
 * Team accounts end to end: the owner invites, the e-mail arrives over real SMTP, the invitee
 * follows the link's token, then each role may do exactly what docs/api.md says.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  openSayso,
  ownerOnPlan,
  signUp,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { linkToken, recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { TEAM_MESSAGES } from '../../contract';
import { teamInvites, users } from '../../db/schema';
import { hashToken } from '../users/auth-tokens';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, MAIL_FROM: 'Sayso Test <noreply@sayso.test>' }));
afterAll(async () => {
  await smtp.close();
});

/** Invites `email` as `role` and answers the token of the link that arrives by e-mail. */
async function invite(owner: Client, companyId: number, email: string, role: 'admin' | 'member') {
  const before = smtp.messages.length;
  const res = await owner.post(`/api/companies/${companyId}/team/invites`, { email, role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The invitation, not the verification link a sign-up sends to the same address (issue 27).
  const mail = await smtp.waitFor(
    (m) =>
      smtp.messages.indexOf(m) >= before && recipient(m) === email && linkToken(m).path === '/team/accept',
  );
  const { path, token } = linkToken(mail);
  expect(path).toBe('/team/accept');
  return { mail, token };
}

/** A Business owner, and a person signed up and joined as `role` through the real e-mail. */
async function teamOf(role: 'admin' | 'member') {
  const owner = await ownerOnPlan(sayso(), 'business');
  const person = await signUp(sayso());
  const { token } = await invite(owner.client, owner.company.id, person.fields.email, role);
  const accepted = await person.client.post('/api/team/accept', { token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body).toEqual({ companySlug: owner.company.slug, role });
  return { owner, person, token };
}

describe('inviting and accepting', () => {
  it('mails a single-use 7-day link whose token is stored only as a hash', async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const email = `invitee-${owner.company.id}@example.com`;
    const { mail, token } = await invite(owner.client, owner.company.id, email, 'member');
    expect(mail.subject).toBe(`Join ${owner.company.name} on Sayso`);
    expect(mail.text).toContain('works once, for 7 days');
    const [row] = await sayso().db.select().from(teamInvites).where(eq(teamInvites.email, email));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toBe(token);
    const days = (Date.parse(row?.expiresAt ?? '') - Date.parse(row?.createdAt ?? '')) / 86_400_000;
    expect(days).toBe(7);
    const team = await owner.client.get(`/api/companies/${owner.company.id}/team`);
    expect(team.body.invites).toEqual([expect.objectContaining({ email, role: 'member' })]);
    expect(team.body.members).toEqual([expect.objectContaining({ role: 'owner', userId: owner.id })]);
  });

  it('lists the new member with name, e-mail, role and since, and points them at the company', async () => {
    const { owner, person } = await teamOf('member');
    const team = await owner.client.get(`/api/companies/${owner.company.id}/team`);
    expect(team.body.invites).toEqual([]);
    expect(team.body.members[1]).toEqual({
      userId: person.user.id,
      name: person.fields.name,
      email: person.fields.email,
      role: 'member',
      since: expect.any(String),
    });
    const me = await person.client.get('/api/auth/me');
    expect(me.body.user.companySlug).toBe(owner.company.slug);
    expect(me.body.user.isCompanyOwner).toBe(false);
    // The invitation reached the address: accepting it verified the e-mail (issue 27).
    expect(person.user.emailVerified).toBe(false);
    expect(me.body.user.emailVerified).toBe(true);
    expect((await person.client.get(`/api/companies/${owner.company.id}/team/me`)).body).toEqual({
      role: 'member',
      plan: 'business',
    });
  });

  it('refuses a used, expired, revoked, foreign or made-up token, and changes nothing', async () => {
    const { owner, person, token } = await teamOf('member');
    const again = await person.client.post('/api/team/accept', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TEAM_MESSAGES.invalidInvite);

    const late = await signUp(sayso());
    const expired = await invite(owner.client, owner.company.id, late.fields.email, 'member');
    await sayso()
      .db.update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(teamInvites.tokenHash, hashToken(expired.token)));
    expect((await late.client.post('/api/team/accept', { token: expired.token })).status).toBe(400);

    const stranger = await signUp(sayso());
    const other = await invite(owner.client, owner.company.id, `someone-${owner.id}@example.com`, 'admin');
    const foreign = await stranger.client.post('/api/team/accept', { token: other.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(TEAM_MESSAGES.wrongAccount);

    const revoked = await signUp(sayso());
    const pending = await invite(owner.client, owner.company.id, revoked.fields.email, 'member');
    const list = await owner.client.get(`/api/companies/${owner.company.id}/team`);
    const id = list.body.invites.find((i: { email: string }) => i.email === revoked.fields.email).id;
    expect((await owner.client.delete(`/api/companies/${owner.company.id}/team/invites/${id}`)).status).toBe(
      200,
    );
    expect((await revoked.client.post('/api/team/accept', { token: pending.token })).status).toBe(400);

    expect((await stranger.client.post('/api/team/accept', { token: 'made-up' })).status).toBe(400);
    const team = await owner.client.get(`/api/companies/${owner.company.id}/team`);
    expect(team.body.members.map((m: { userId: number }) => m.userId)).toEqual([owner.id, person.user.id]);
  });

  it('keeps a person on one company: owners and members of another team are refused', async () => {
    const { person } = await teamOf('member');
    const second = await ownerOnPlan(sayso(), 'business');
    const { token } = await invite(second.client, second.company.id, person.fields.email, 'admin');
    const onTeam = await person.client.post('/api/team/accept', { token });
    expect(onTeam.status).toBe(409);
    expect(onTeam.body.message).toBe(TEAM_MESSAGES.onAnotherTeam);
    const own = await person.client.post('/api/companies', { name: 'My Own Co' });
    expect(own.status).toBe(409);

    const owner = await ownerOnPlan(sayso(), 'business');
    const ownerEmail = (await owner.client.get('/api/auth/me')).body.user.email;
    const { token: ownerToken } = await invite(second.client, second.company.id, ownerEmail, 'member');
    const refused = await owner.client.post('/api/team/accept', { token: ownerToken });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TEAM_MESSAGES.ownsCompany);
  });

  it('answers bad input with 400 and a clear message, never a 5xx', async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const url = `/api/companies/${owner.company.id}/team/invites`;
    const bad = [
      [{ email: 'not-an-email', role: 'member' }, 'Please enter a valid email address'],
      [{ email: 'a@example.com', role: 'owner' }, 'Role must be admin or member'],
      [{ email: 'a@example.com' }, 'Role must be admin or member'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await owner.client.post(url, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.client.post(url, 'nonsense')).status).toBe(400);
    const transfer = await owner.client.post(`/api/companies/${owner.company.id}/team/transfer`, {
      userId: 'x',
    });
    expect(transfer.status).toBe(400);
    const role = await owner.client.patch(`/api/companies/${owner.company.id}/team/members/1`, {
      role: 'boss',
    });
    expect(role.status).toBe(400);
    const accept = await owner.client.post('/api/team/accept', {});
    expect(accept.status).toBe(400);
    const dup = await owner.client.post(url, { email: 'twice@example.com', role: 'member' });
    expect(dup.status).toBe(201);
    const twice = await owner.client.post(url, { email: 'twice@example.com', role: 'admin' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(TEAM_MESSAGES.alreadyInvited);
  });
});

describe('what each role may do', () => {
  it('lets a member triage (recorded with their name) but not change settings, billing or the team', async () => {
    const { owner, person } = await teamOf('member');
    const idea = await submitIdea((await fastUser(sayso(), 'Voter')).client, owner.company.id);
    const planned = await person.client.patch(`/api/features/${idea.id}`, { status: 'planned' });
    expect(planned.status).toBe(200);
    const history = await person.client.get(`/api/features/${idea.id}/activity`);
    expect(history.body).toEqual([
      expect.objectContaining({
        action: 'status_changed',
        fromValue: 'idea',
        toValue: 'planned',
        userName: person.fields.name,
      }),
    ]);
    const list = await person.client.get(`/api/companies/${owner.company.slug}/features?visibility=team`);
    expect(list.status).toBe(200);
    const id = owner.company.id;
    const settings = await person.client.patch(`/api/companies/${id}/settings`, { roadmapPrivate: false });
    expect(settings.status).toBe(403);
    expect(settings.body.message).toBe(TEAM_MESSAGES.needsAdmin);
    expect((await person.client.patch(`/api/companies/${id}`, { description: 'x' })).status).toBe(403);
    expect((await person.client.get(`/api/companies/${id}/team`)).status).toBe(403);
    expect((await person.client.delete(`/api/companies/${id}`)).status).toBe(403);
    // Visitors see no one's name.
    expect((await new Client(sayso()).get(`/api/features/${idea.id}/activity`)).status).toBe(401);
    expect((await (await fastUser(sayso())).client.get(`/api/features/${idea.id}/activity`)).status).toBe(
      403,
    );
    expect((await person.client.delete(`/api/features/${idea.id}`)).status).toBe(200);
  });

  it('lets an admin change settings, but not delete, transfer, invite or manage the team', async () => {
    const { owner, person } = await teamOf('admin');
    const id = owner.company.id;
    const settings = await person.client.patch(`/api/companies/${id}/settings`, { roadmapPrivate: true });
    expect(settings.status).toBe(200);
    expect((await person.client.patch(`/api/companies/${id}`, { description: 'By the admin' })).status).toBe(
      200,
    );
    const refusals = [
      await person.client.delete(`/api/companies/${id}`),
      await person.client.post(`/api/companies/${id}/team/transfer`, { userId: person.user.id }),
      await person.client.post(`/api/companies/${id}/team/invites`, {
        email: 'x@example.com',
        role: 'member',
      }),
      await person.client.patch(`/api/companies/${id}/team/members/${owner.id}`, { role: 'member' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(TEAM_MESSAGES.needsOwner);
    }
    // Billing acts on the caller's own subscription only: the admin has none on the company.
    expect(
      (await person.client.post('/api/support', { subject: 'Help me', message: 'Please help.' })).status,
    ).toBe(403);
  });

  it('changes a role and removes a member at once', async () => {
    const { owner, person } = await teamOf('member');
    const id = owner.company.id;
    const url = `/api/companies/${id}/team/members/${person.user.id}`;
    expect((await owner.client.patch(url, { role: 'admin' })).status).toBe(200);
    expect((await person.client.get(`/api/companies/${id}/settings`)).status).toBe(200);
    expect((await owner.client.delete(url)).status).toBe(200);
    expect((await person.client.get(`/api/companies/${id}/settings`)).status).toBe(403);
    expect(
      (await person.client.get(`/api/companies/${owner.company.slug}/features?visibility=team`)).status,
    ).toBe(403);
    expect((await person.client.get('/api/auth/me')).body.user.companySlug).toBeNull();
    expect((await owner.client.delete(url)).status).toBe(404);
  });

  it('transfers ownership to an admin: the old owner stays as admin, the plan becomes the new owner’s', async () => {
    const { owner, person } = await teamOf('admin');
    const id = owner.company.id;
    const toMember = await teamOf('member');
    const refused = await toMember.owner.client.post(
      `/api/companies/${toMember.owner.company.id}/team/transfer`,
      {
        userId: toMember.person.user.id,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TEAM_MESSAGES.transferToAdmin);

    await sayso().db.update(users).set({ subscriptionPlan: 'business' }).where(eq(users.id, person.user.id));
    const moved = await owner.client.post(`/api/companies/${id}/team/transfer`, { userId: person.user.id });
    expect(moved.status).toBe(200);
    const page = await person.client.get(`/api/companies/${owner.company.slug}`);
    expect(page.body.ownerId).toBe(person.user.id);
    expect((await person.client.get(`/api/companies/${id}/team/me`)).body).toEqual({
      role: 'owner',
      plan: 'business',
    });
    expect((await owner.client.get(`/api/companies/${id}/team/me`)).body).toEqual({
      role: 'admin',
      plan: 'business',
    });
    expect((await owner.client.delete(`/api/companies/${id}`)).status).toBe(403);
    const me = (await person.client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ companySlug: owner.company.slug, isCompanyOwner: true });
  });

  it('lets a member leave; deleting the company frees everyone on it', async () => {
    const { owner, person } = await teamOf('admin');
    const id = owner.company.id;
    const other = await teamOf('member');
    const left = await other.person.client.delete(
      `/api/companies/${other.owner.company.id}/team/members/${other.person.user.id}`,
    );
    expect(left.status).toBe(200);
    expect((await other.person.client.get('/api/auth/me')).body.user.companySlug).toBeNull();
    // Someone else's removal stays the owner's.
    expect((await person.client.delete(`/api/companies/${id}/team/members/${owner.id}`)).status).toBe(403);

    expect((await owner.client.delete(`/api/companies/${id}`)).status).toBe(200);
    expect((await person.client.get('/api/auth/me')).body.user.companySlug).toBeNull();
    // Free again: they may now open a company of their own.
    expect((await person.client.post('/api/companies', { name: 'Next Co' })).status).toBe(201);
  });
});
