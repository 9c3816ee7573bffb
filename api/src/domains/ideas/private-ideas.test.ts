/**
 * Private ideas at every plan: only Pro and Business owners mark an idea private (Free: 403,
 * nothing changes); a private idea is in no public answer (board, total, search, stats, idea
 * count, landing, roadmap, idea page, votes, comments, live events) and only in the team's own
 * list; a downgrade keeps it private and the owner can always make it public again.
 */
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  type Loose,
  ownerOnPlan,
  setPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import type { PlanId } from '../../contract';
import type { LiveEvent } from '../live/live-events';

const sayso = useSayso();

/** An owner on `plan` with two public ideas by one visitor and a third by another, who voted on it. */
async function boardOn(plan: PlanId) {
  const owner = await ownerOnPlan(sayso(), plan);
  const { company } = owner;
  const visitor = new Client(sayso());
  const first = await submitIdea(visitor, company.id, { title: 'Public export to CSV' }, true);
  const second = await submitIdea(visitor, company.id, { title: 'Public calendar view' }, true);
  const insider = new Client(sayso());
  const secret = await submitIdea(insider, company.id, { title: 'Secret zebra launch' }, true);
  expect((await insider.post(`/api/features/${secret.id}/anonymous-vote`)).status).toBe(200);
  expect((await owner.client.patch(`/api/features/${secret.id}`, { status: 'in_progress' })).status).toBe(
    200,
  );
  return { ...owner, visitor, publicIds: [first.id, second.id], secret };
}

const makePrivate = (client: Client, id: number, value = true) =>
  client.patch(`/api/features/${id}`, { private: value });

/** Every public answer a visitor (or any client) gets, as ids and numbers. */
async function publicView(client: Client, slug: string, secretId: number) {
  const list = await client.get(`/api/companies/${slug}/features`);
  const filtered = await client.get(`/api/companies/${slug}/features?status=in_progress&limit=10`);
  const search = await client.get(`/api/companies/${slug}/features?q=zebra`);
  const roadmap = (await client.get(`/api/companies/${slug}/roadmap`)).body;
  return {
    listIds: (list.body as Loose[]).map((idea) => idea.id),
    total: list.headers.get('x-total-count'),
    filteredTotal: filtered.headers.get('x-total-count'),
    searchIds: (search.body as Loose[]).map((idea) => idea.id),
    searchTotal: search.headers.get('x-total-count'),
    stats: (await client.get(`/api/companies/${slug}/stats`)).body,
    ideaCount: (await client.get(`/api/companies/${slug}`)).body.ideaCount,
    roadmapIds: [...roadmap.planned, ...roadmap.inProgress, ...roadmap.completed].map(
      (idea: Loose) => idea.id,
    ),
    featured: ((await client.get('/api/companies')).body as Loose[]).some((company) => company.slug === slug),
    idea: (await client.get(`/api/features/${secretId}`)).status,
    comments: (await client.get(`/api/features/${secretId}/comments`)).status,
  };
}

const HIDDEN = { total: '2', filteredTotal: '0', searchIds: [], searchTotal: '0', idea: 404, comments: 404 };

describe.each(['pro', 'business'] as const)('on %s', (plan) => {
  it('a private idea is in no public answer, for visitors, other users and the owner alike', async () => {
    const { client, company, visitor, publicIds, secret } = await boardOn(plan);
    const before = await publicView(visitor, company.slug, secret.id);
    expect(before).toMatchObject({ total: '3', searchIds: [secret.id], ideaCount: 3, featured: true });
    expect(before.stats).toEqual({ totalIdeas: 3, inProgress: 1, completed: 0, contributors: 2 });

    const res = await makePrivate(client, secret.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: secret.id, private: true });

    const stranger = (await fastUser(sayso(), 'Stranger')).client;
    for (const viewer of [visitor, stranger]) {
      const view = await publicView(viewer, company.slug, secret.id);
      expect(view).toMatchObject({ ...HIDDEN, ideaCount: 2, featured: false, roadmapIds: [] });
      expect(view.listIds.sort()).toEqual([...publicIds].sort());
      expect(view.stats).toEqual({ totalIdeas: 2, inProgress: 0, completed: 0, contributors: 1 });
    }
    // The public answers are the same for the owner: the team's view has its own path.
    const ownView = await publicView(client, company.slug, secret.id);
    expect(ownView).toMatchObject({ total: '2', searchIds: [], ideaCount: 2, roadmapIds: [], idea: 200 });
  });

  it('votes and comments on a private idea are 404 outside the team, and no live event tells of it', async () => {
    const { client, company, visitor, publicIds, secret } = await boardOn(plan);
    await makePrivate(client, secret.id);
    const stranger = (await fastUser(sayso(), 'Stranger')).client;

    for (const [res, who] of [
      [await visitor.post(`/api/features/${secret.id}/anonymous-vote`), 'visitor'],
      [await stranger.post(`/api/features/${secret.id}/vote`), 'stranger'],
      [await stranger.post(`/api/features/${secret.id}/anonymous-vote`), 'stranger'],
      [await stranger.post(`/api/features/${secret.id}/comments`, { content: 'Hello' }), 'stranger'],
      [await stranger.get(`/api/features/${secret.id}/comments`), 'stranger'],
    ] as const) {
      expect({ who, status: res.status, message: res.body.message }).toEqual({
        who,
        status: 404,
        message: 'Feature not found',
      });
    }

    const heard: LiveEvent[] = [];
    const unsubscribe = sayso().deps.live.subscribe(company.id, (event) => heard.push(event));
    try {
      // The team still votes and comments on it; the public stream hears none of it.
      expect((await client.post(`/api/features/${secret.id}/vote`)).status).toBe(200);
      expect((await client.post(`/api/features/${secret.id}/comments`, { content: 'Internal' })).status).toBe(
        201,
      );
      expect((await visitor.post(`/api/features/${publicIds[0]}/anonymous-vote`)).status).toBe(200);
      await expect.poll(() => heard.length).toBeGreaterThan(0);
    } finally {
      unsubscribe();
    }
    expect(heard.map((event) => event.body.featureId)).toEqual([publicIds[0]]);
    expect((await visitor.get(`/api/companies/${company.slug}/stats`)).body.contributors).toBe(1);
  });

  it("the team's list has private ideas, for the owner only, and the owner reads the idea", async () => {
    const { client, company, visitor, secret } = await boardOn(plan);
    await makePrivate(client, secret.id);

    const team = await client.get(`/api/companies/${company.slug}/features?visibility=team`);
    expect(team.status).toBe(200);
    expect(team.headers.get('x-total-count')).toBe('3');
    expect((team.body as Loose[]).find((idea) => idea.id === secret.id)).toMatchObject({ private: true });
    const searched = await client.get(`/api/companies/${company.slug}/features?visibility=team&q=zebra`);
    expect((searched.body as Loose[]).map((idea) => idea.id)).toEqual([secret.id]);

    expect((await visitor.get(`/api/companies/${company.slug}/features?visibility=team`)).status).toBe(401);
    const stranger = (await fastUser(sayso(), 'Stranger')).client;
    expect((await stranger.get(`/api/companies/${company.slug}/features?visibility=team`)).status).toBe(403);

    const own = await client.get(`/api/features/${secret.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: secret.id, private: true, title: 'Secret zebra launch' });
    expect((await client.get(`/api/features/${secret.id}/comments`)).status).toBe(200);
  });

  it('making it public again publishes it everywhere', async () => {
    const { client, company, visitor, secret } = await boardOn(plan);
    await makePrivate(client, secret.id);
    expect((await makePrivate(client, secret.id, false)).body.private).toBe(false);
    const view = await publicView(visitor, company.slug, secret.id);
    expect(view).toMatchObject({
      total: '3',
      searchIds: [secret.id],
      ideaCount: 3,
      idea: 200,
      featured: true,
    });
    expect(view.roadmapIds).toContain(secret.id);
  });

  it('a private roadmap is not found for anyone but the owner', async () => {
    const { client, company, visitor } = await boardOn(plan);
    await client.patch(`/api/companies/${company.id}/settings`, { roadmapPrivate: true });
    const stranger = (await fastUser(sayso(), 'Stranger')).client;
    for (const viewer of [visitor, stranger]) {
      const res = await viewer.get(`/api/companies/${company.slug}/roadmap`);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 404,
        message: 'Roadmap not found',
      });
    }
    expect((await client.get(`/api/companies/${company.slug}/roadmap`)).status).toBe(200);
  });
});

describe('on free', () => {
  it('marking an idea private is 403 and changes nothing', async () => {
    const { client, company, visitor, secret } = await boardOn('free');
    const res = await makePrivate(client, secret.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Private roadmaps needs the Pro plan');
    // The whole change is refused, other fields included.
    expect(
      (await client.patch(`/api/features/${secret.id}`, { private: true, status: 'planned' })).status,
    ).toBe(403);
    expect((await visitor.get(`/api/features/${secret.id}`)).body).toMatchObject({
      private: false,
      status: 'in_progress',
    });
    expect((await publicView(visitor, company.slug, secret.id)).total).toBe('3');
  });

  it('making an idea public is allowed (it publishes only what the owner chooses)', async () => {
    const { client, secret } = await boardOn('free');
    const res = await makePrivate(client, secret.id, false);
    expect(res.status).toBe(200);
    expect(res.body.private).toBe(false);
  });

  it('only the owner changes an idea: 401 signed out, 403 for anyone else', async () => {
    const { visitor, secret } = await boardOn('pro');
    expect((await makePrivate(visitor, secret.id)).status).toBe(401);
    const stranger = (await fastUser(sayso(), 'Stranger')).client;
    expect((await makePrivate(stranger, secret.id)).status).toBe(403);
  });
});

describe('downgrade', () => {
  it('Pro to Free keeps private ideas private; the owner can still make one public', async () => {
    const { client, company, visitor, publicIds, secret } = await boardOn('pro');
    await makePrivate(client, secret.id);
    await setPlan(sayso(), company.ownerId, 'free');

    const view = await publicView(visitor, company.slug, secret.id);
    expect(view).toMatchObject({ ...HIDDEN, ideaCount: 2, roadmapIds: [] });
    expect(view.listIds.sort()).toEqual([...publicIds].sort());
    const team = await client.get(`/api/companies/${company.slug}/features?visibility=team`);
    expect(team.headers.get('x-total-count')).toBe('3');

    expect((await makePrivate(client, secret.id, false)).status).toBe(200);
    expect((await publicView(visitor, company.slug, secret.id)).idea).toBe(200);
    expect((await makePrivate(client, secret.id)).status).toBe(403);
  });

  it('Pro to Free keeps a private roadmap private', async () => {
    const { client, company, visitor } = await boardOn('pro');
    await client.patch(`/api/companies/${company.id}/settings`, { roadmapPrivate: true });
    await setPlan(sayso(), company.ownerId, 'free');
    expect((await visitor.get(`/api/companies/${company.slug}/roadmap`)).status).toBe(404);
    expect((await client.get(`/api/companies/${company.slug}/roadmap`)).status).toBe(200);
  });
});
