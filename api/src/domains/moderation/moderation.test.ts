/**
 * Moderation (issue 16): an admin hides a comment (gone for the public and from the counts,
 * marked hidden for the team, and back on unhide); with "review new ideas" on, an idea from
 * outside the team is held: in no public answer, seen by its author and the team, public once
 * approved.
 */
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertMember,
  type Loose,
  ownerWithCompany,
  setPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { comment } from '../../../test/notify-helpers';
import { servedDocument, V1Client } from '../../../test/v1-client';
import type { LiveEvent } from '../live/live-events';

const sayso = useSayso();

const memberClient = async (company: { id: number; slug: string }, role: 'admin' | 'member') => {
  const member = await insertMember(sayso(), company, role);
  const client = new Client(sayso());
  client.cookies.set('sayso_session', member.cookie.split('=')[1] as string);
  return client;
};

describe('hiding a comment', () => {
  it('hides it from the public thread and counts, shows it to the team marked hidden, and unhides it', async () => {
    const { client, company, id: ownerId } = await ownerWithCompany(sayso());
    await setPlan(sayso(), ownerId, 'business');
    const idea = await submitIdea(client, company.id, { title: 'Calendar sync' });
    const troll = await fastUser(sayso(), 'Troll');
    const fan = await fastUser(sayso(), 'Fan');
    await comment(troll.client, idea.id, 'Spam spam spam');
    await comment(fan.client, idea.id, 'Great idea');
    const [spam] = (await fan.client.get(`/api/features/${idea.id}/comments`)).body as Loose[];

    const member = await memberClient(company, 'member');
    const path = `/api/features/${idea.id}/comments/${spam.id}`;
    expect((await new Client(sayso()).patch(path, { hidden: true })).status).toBe(401);
    expect((await troll.client.patch(path, { hidden: true })).status).toBe(403);
    expect((await member.patch(path, { hidden: true })).status).toBe(403);
    expect(await client.patch(path, { hidden: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'hidden must be true or false' },
    });
    expect((await client.patch(`/api/features/${idea.id}/comments/999999`, { hidden: true })).status).toBe(
      404,
    );

    const admin = await memberClient(company, 'admin');
    const hidden = await admin.patch(path, { hidden: true });
    expect(hidden.body).toEqual({ id: spam.id, hidden: true, commentCount: 1 });
    // Hiding twice changes nothing.
    expect((await client.patch(path, { hidden: true })).body.commentCount).toBe(1);

    const publicThread = (await fan.client.get(`/api/features/${idea.id}/comments`)).body as Loose[];
    expect(publicThread.map((c) => c.content)).toEqual(['Great idea']);
    const publicIdea = (await new Client(sayso()).get(`/api/features/${idea.id}`)).body;
    expect(publicIdea).toMatchObject({ comments: 1, commenters: [{ name: 'Fan' }] });
    const teamThread = (await member.get(`/api/features/${idea.id}/comments`)).body as Loose[];
    expect(teamThread.map((c) => [c.content, c.hidden])).toEqual([
      ['Spam spam spam', true],
      ['Great idea', false],
    ]);

    expect((await client.patch(path, { hidden: false })).body).toEqual({
      id: spam.id,
      hidden: false,
      commentCount: 2,
    });
    expect(((await fan.client.get(`/api/features/${idea.id}/comments`)).body as Loose[]).length).toBe(2);

    // The owner's export keeps every comment and says which are hidden.
    await client.patch(path, { hidden: true });
    const exported = (await client.get(`/api/companies/${company.id}/export/comments?format=json`))
      .body as Loose[];
    expect(exported.map((row) => [row.content, row.hidden])).toEqual([
      ['Spam spam spam', true],
      ['Great idea', false],
    ]);
  });
});

describe('review new ideas before they are public', () => {
  it('holds ideas from outside the team until approved, visible only to the team and the author', async () => {
    const { client, company, id: ownerId } = await ownerWithCompany(sayso());
    await setPlan(sayso(), ownerId, 'business');
    const settings = `/api/companies/${company.id}/moderation`;
    const member = await memberClient(company, 'member');
    expect((await member.patch(settings, { reviewNewIdeas: true })).status).toBe(403);
    expect(await client.patch(settings, { reviewNewIdeas: 'on' })).toMatchObject({
      status: 400,
      body: { message: 'reviewNewIdeas must be true or false' },
    });
    expect((await client.patch(settings, { reviewNewIdeas: true })).body).toEqual({ reviewNewIdeas: true });
    expect((await member.get(settings)).body).toEqual({ reviewNewIdeas: true });
    expect((await new Client(sayso()).get(settings)).status).toBe(401);

    const author = new Client(sayso());
    const held = await submitIdea(author, company.id, { title: 'Zebra stripes theme' }, true);
    expect(held).toMatchObject({ held: true });
    const signedIn = await fastUser(sayso(), 'Signed');
    const heldToo = await submitIdea(signedIn.client, company.id, { title: 'Zebra calendar' });
    expect(heldToo.held).toBe(true);
    // The team's own ideas are public at once.
    const teamIdea = await submitIdea(member, company.id, { title: 'Team zebra note' });
    expect(teamIdea.held).toBe(false);

    const stranger = new Client(sayso());
    const board = await stranger.get(`/api/companies/${company.slug}/features`);
    expect((board.body as Loose[]).map((idea) => idea.title)).toEqual(['Team zebra note']);
    expect(board.headers.get('x-total-count')).toBe('1');
    const search = await stranger.get(`/api/companies/${company.slug}/features?q=zebra`);
    expect((search.body as Loose[]).map((idea) => idea.title)).toEqual(['Team zebra note']);
    expect((await stranger.get(`/api/companies/${company.slug}/stats`)).body.totalIdeas).toBe(1);
    expect((await stranger.get(`/api/companies/${company.slug}`)).body.ideaCount).toBe(1);
    expect((await stranger.get(`/api/features/${held.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/features/${held.id}/anonymous-vote`)).status).toBe(404);
    expect((await stranger.get(`/api/companies/${company.slug}/similar?q=zebra`)).body).toHaveLength(1);
    // The author sees their own held idea; the team sees it on its list and the review list.
    expect((await author.get(`/api/features/${held.id}`)).body).toMatchObject({ id: held.id, held: true });
    // Its votes are never published on the board's live stream.
    const heard: LiveEvent[] = [];
    const unsubscribe = sayso().deps.live.subscribe(company.id, (event) => heard.push(event));
    try {
      const own = await author.post(`/api/features/${held.id}/anonymous-vote`);
      expect(own.body).toEqual({ votes: 1, voted: true });
      expect((await stranger.post(`/api/features/${teamIdea.id}/anonymous-vote`)).status).toBe(200);
      await expect.poll(() => heard.length).toBeGreaterThan(0);
    } finally {
      unsubscribe();
    }
    expect(heard.map((event) => event.body.featureId)).toEqual([teamIdea.id]);
    expect((await signedIn.client.get(`/api/features/${heldToo.id}`)).status).toBe(200);
    const team = (await member.get(`/api/companies/${company.slug}/features?visibility=team`))
      .body as Loose[];
    expect(team.map((idea) => idea.title).sort()).toEqual([
      'Team zebra note',
      'Zebra calendar',
      'Zebra stripes theme',
    ]);
    // The triage inbox lists them too, flagged, so the team can tell what waits for review.
    const inbox = (await member.get(`/api/companies/${company.id}/inbox?sort=newest`)).body.ideas as Loose[];
    expect(inbox.map((idea) => [idea.title, idea.held]).sort()).toEqual([
      ['Team zebra note', false],
      ['Zebra calendar', true],
      ['Zebra stripes theme', true],
    ]);
    const exported = (await client.get(`/api/companies/${company.id}/export/ideas?format=json`))
      .body as Loose[];
    expect(exported.map((row) => [row.title, row.held]).sort()).toEqual([
      ['Team zebra note', false],
      ['Zebra calendar', true],
      ['Zebra stripes theme', true],
    ]);
    const awaiting = (await member.get(`/api/companies/${company.id}/inbox?held=1`)).body.ideas as Loose[];
    expect(awaiting.map((idea) => idea.title).sort()).toEqual(['Zebra calendar', 'Zebra stripes theme']);
    const reviewed = (await member.get(`/api/companies/${company.id}/inbox?held=0`)).body.ideas as Loose[];
    expect(reviewed.map((idea) => idea.title)).toEqual(['Team zebra note']);
    expect(await member.get(`/api/companies/${company.id}/inbox?held=yes`)).toMatchObject({
      status: 400,
      body: { message: 'held must be 1 or 0' },
    });
    const waiting = (await member.get(`/api/companies/${company.id}/held-ideas`)).body as Loose[];
    expect(waiting.map((idea) => idea.id).sort()).toEqual([held.id, heldToo.id].sort());
    expect((await stranger.get(`/api/companies/${company.id}/held-ideas`)).status).toBe(401);
    expect((await signedIn.client.get(`/api/companies/${company.id}/held-ideas`)).status).toBe(403);

    // On the team's roadmap plans, but not on the public roadmap while held.
    expect((await member.patch(`/api/features/${held.id}`, { status: 'planned' })).status).toBe(200);
    expect((await stranger.get(`/api/companies/${company.slug}/roadmap`)).body.planned).toEqual([]);

    // API keys act for the company: they list held ideas, flagged (checked against the OpenAPI document).
    const key = (await client.post(`/api/companies/${company.id}/api-keys`, { name: 'K', scope: 'read' }))
      .body;
    const v1 = new V1Client(sayso(), await servedDocument(sayso()), key.secret);
    const listed = ((await v1.get('/ideas')).body.data as Loose[]).map((idea) => [idea.title, idea.held]);
    expect(listed).toContainEqual(['Zebra stripes theme', true]);
    expect(listed).toContainEqual(['Team zebra note', false]);

    // Approving: members may (triage); strangers may not; twice is a 409.
    expect((await signedIn.client.post(`/api/features/${held.id}/approve`)).status).toBe(403);
    const approved = await member.post(`/api/features/${held.id}/approve`);
    expect(approved.body).toMatchObject({ id: held.id, held: false });
    expect(await member.post(`/api/features/${held.id}/approve`)).toMatchObject({
      status: 409,
      body: { message: 'This idea is not waiting for review' },
    });
    expect((await stranger.get(`/api/features/${held.id}`)).status).toBe(200);
    expect((await stranger.get(`/api/companies/${company.slug}/stats`)).body.totalIdeas).toBe(2);
    const roadmap = (await stranger.get(`/api/companies/${company.slug}/roadmap`)).body;
    expect(roadmap.planned.map((idea: Loose) => idea.id)).toEqual([held.id]);
    const activity = (await member.get(`/api/features/${held.id}/activity`)).body as Loose[];
    expect(activity[0]).toMatchObject({ action: 'approved', userName: 'Member' });
    // Deleting a held idea is the team's usual delete.
    expect((await member.delete(`/api/features/${heldToo.id}`)).status).toBe(200);
    expect((await member.get(`/api/companies/${company.id}/held-ideas`)).body).toEqual([]);

    // Off again: new ideas are public at once.
    expect((await client.patch(settings, { reviewNewIdeas: false })).status).toBe(200);
    expect((await submitIdea(new Client(sayso()), company.id, { title: 'Open idea' }, true)).held).toBe(
      false,
    );
  });
});
