/** Fields a caller may not set (ownership, counters, plan, ids) change nothing when sent. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createCompany,
  fastUser,
  ideaBody,
  ownerWithCompany,
  signUp,
  submitIdea,
  userRow,
  useSayso,
} from './helpers';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
let victim: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
  victim = await ownerWithCompany(sayso());
});

const PRIVILEGED = {
  id: 1,
  ownerId: 1,
  votes: 9999,
  subscriptionPlan: 'business',
  isCompanyOwner: true,
  monthlySubmissionsUsed: -1000,
  monthlySubmissionLimit: 999,
  companyId: 1,
  companySlug: 'stolen',
  createdBy: 1,
  createdAt: '2000-01-01T00:00:00.000Z',
  commentCount: 500,
  comments: 500,
  passwordHash: 'x',
  userId: 1,
  featureId: 1,
};

describe('mass assignment', () => {
  it('sign-up ignores plan, ownership, counters and ids', async () => {
    const { user } = await signUp(sayso(), { ...PRIVILEGED, id: 424242 });
    expect(user).toMatchObject({
      subscriptionPlan: 'free',
      isCompanyOwner: false,
      companySlug: null,
      monthlySubmissionsUsed: 0,
      monthlySubmissionLimit: 10,
    });
    expect(user.id).not.toBe(424242);
    expect((await userRow(sayso(), user.id))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creating a company always makes the caller the owner', async () => {
    const user = await fastUser(sayso());
    const company = await createCompany(user.client, {
      ...PRIVILEGED,
      ownerId: victim.id,
      id: victim.company.id,
    });
    expect(company.ownerId).toBe(user.id);
    expect(company.id).not.toBe(victim.company.id);
    expect((await user.client.get(`/api/companies/${victim.company.slug}`)).body).toEqual(victim.company);
  });

  it('editing a company cannot change its owner, id, slug or creation date', async () => {
    const res = await owner.client.patch(`/api/companies/${owner.company.id}`, {
      ...PRIVILEGED,
      ownerId: victim.id,
      id: victim.company.id,
      slug: 'hijacked',
      name: 'Allowed Rename',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...owner.company, name: 'Allowed Rename' });
    expect((await owner.client.get('/api/companies/hijacked')).status).toBe(404);
    expect((await owner.client.get(`/api/companies/${victim.company.slug}`)).body).toEqual(victim.company);
  });

  it('submitting an idea cannot set votes, status, author, counts or another user’s quota', async () => {
    const user = await fastUser(sayso());
    for (const anonymous of [false, true]) {
      const idea = await submitIdea(
        user.client,
        owner.company.id,
        { ...PRIVILEGED, status: 'completed', createdBy: victim.id, companyId: owner.company.id },
        anonymous,
      );
      expect(idea).toMatchObject({ votes: 0, status: 'idea', comments: 0, commenters: [], voted: false });
      // A signed-in session is its user on either route (issue 10 item 9), never the victim.
      expect(idea.createdBy).toBe(user.id);
      expect(idea.createdAt).not.toBe(PRIVILEGED.createdAt);
    }
    expect((await userRow(sayso(), user.id))?.monthlySubmissionsUsed).toBe(2);
    expect((await userRow(sayso(), victim.id))?.monthlySubmissionsUsed).toBe(0);
  });

  it('editing an idea cannot move it to another company or set its votes, author or id', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const res = await owner.client.patch(`/api/features/${idea.id}`, {
      ...PRIVILEGED,
      companyId: victim.company.id,
      createdBy: victim.id,
      id: idea.id + 1000,
      status: 'planned',
    });
    expect(res.status).toBe(200);
    // A status change answers its undo ticket beside the idea (issue 26); the idea is what counts.
    const { undo: _undo, ...edited } = res.body;
    // The team's answer carries the idea's tags (issue 28): none here.
    expect(edited).toEqual({ ...idea, status: 'planned', timeAgo: res.body.timeAgo, tags: [] });
    const board = (await new Client(sayso()).get(`/api/companies/${victim.company.slug}/features`)).body;
    expect(board).toEqual([]);
  });

  it('commenting cannot choose the author or the idea', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const other = await submitIdea(owner.client, owner.company.id);
    const user = await fastUser(sayso(), 'Honest Commenter');
    const res = await user.client.post(`/api/features/${idea.id}/comments`, {
      ...PRIVILEGED,
      content: 'Mine',
      userId: victim.id,
      userName: 'Someone Else',
      featureId: other.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, userName: 'Honest Commenter', featureId: idea.id });
    expect((await user.client.get(`/api/features/${other.id}/comments`)).body).toEqual([]);
  });

  it('a vote body is ignored: one vote, by the caller', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const user = await fastUser(sayso());
    const res = await user.client.post(`/api/features/${idea.id}/vote`, { votes: 1000, userId: victim.id });
    expect(res.body).toEqual({ votes: 1, voted: true });
  });

  it('prototype keys in a raw body set nothing and pollute nothing', async () => {
    const user = await fastUser(sayso());
    const raw = (fields: object) =>
      `{"__proto__":{"isCompanyOwner":true,"ownerId":${user.id},"votes":7},${JSON.stringify(fields).slice(1)}`;
    const headers = { 'content-type': 'application/json' };
    const patched = await owner.client.call('PATCH', `/api/companies/${owner.company.id}`, {
      body: raw({ description: 'Still mine' }),
      headers,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.ownerId).toBe(owner.id);
    const idea = await user.client.call('POST', '/api/features', {
      body: raw(ideaBody(owner.company.id)),
      headers,
    });
    expect(idea.status).toBe(201);
    expect(idea.body.votes).toBe(0);
    expect((await user.client.get('/api/auth/me')).body.user.isCompanyOwner).toBe(false);
    expect(({} as Record<string, unknown>).isCompanyOwner).toBeUndefined();
  });
});
