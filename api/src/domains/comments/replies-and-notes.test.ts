/**
 * Replies and team-internal notes (issue 28), through the real router on SQLite and PostgreSQL:
 * the reply rules, who may write a note, and every public reader that must never show one.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, fastUser, insertMember, ownerOnPlan, submitIdea, useSayso } from '../../../test/helpers';
import { INTERNAL_NOTE_FORBIDDEN, REPLY_ERRORS } from '../../contract';
import { comments } from '../../db/schema';

const sayso = useSayso();
let owner: Awaited<ReturnType<typeof ownerOnPlan>>;
let member: { client: Client; id: number };
let customer: Awaited<ReturnType<typeof fastUser>>;
beforeAll(async () => {
  // Business: the owner's members are the team in force.
  owner = await ownerOnPlan(sayso(), 'business');
  const row = await insertMember(sayso(), owner.company, 'member');
  member = { client: new Client(sayso()), id: row.id };
  member.client.cookies.set('sayso_session', row.cookie.split('=')[1] as string);
  customer = await fastUser(sayso(), 'Customer Carla');
});

const post = (client: Client, ideaId: number, body: Record<string, unknown>) =>
  client.post(`/api/features/${ideaId}/comments`, body);

async function storedComments(ideaId: number) {
  return sayso().db.select().from(comments).where(eq(comments.ideaId, ideaId));
}

describe('replies', () => {
  it('answer a top-level comment one level deep, flat in the thread with their parentId', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const top = await post(customer.client, idea.id, { content: 'Please add CSV' });
    expect(top.body).toMatchObject({ parentId: null, internal: false });
    const reply = await post(owner.client, idea.id, { content: 'On it', parentId: top.body.id });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ parentId: top.body.id, internal: false, isTeam: true });
    const thread = await new Client(sayso()).get(`/api/features/${idea.id}/comments`);
    expect(thread.body.map((c: { id: number; parentId: number | null }) => [c.id, c.parentId])).toEqual([
      [top.body.id, null],
      [reply.body.id, top.body.id],
    ]);
    // A reply is a public comment: it counts.
    expect((await new Client(sayso()).get(`/api/features/${idea.id}`)).body.comments).toBe(2);
  });

  it('refuse a reply to a reply, and a parent of another idea or none, with 400 and nothing written', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const other = await submitIdea(owner.client, owner.company.id);
    const top = await post(customer.client, idea.id, { content: 'Top' });
    const reply = await post(owner.client, idea.id, { content: 'Reply', parentId: top.body.id });
    const elsewhere = await post(customer.client, other.id, { content: 'Elsewhere' });
    const cases: Array<[number, string]> = [
      [reply.body.id, REPLY_ERRORS.nested],
      [elsewhere.body.id, REPLY_ERRORS.notFound],
      [99_999_999, REPLY_ERRORS.notFound],
    ];
    for (const [parentId, message] of cases) {
      const res = await post(customer.client, idea.id, { content: 'Deeper', parentId });
      expect(res.status, String(parentId)).toBe(400);
      expect(res.body).toMatchObject({ message, issues: [{ path: 'parentId', message }] });
    }
    for (const parentId of [0, -1, 1.5, 'abc', null]) {
      const res = await post(customer.client, idea.id, { content: 'Bad', parentId });
      expect(res.status, String(parentId)).toBe(400);
      expect(res.body.message).toBe('parentId must be a comment id');
    }
    expect(await storedComments(idea.id)).toHaveLength(2);
    expect((await new Client(sayso()).get(`/api/features/${idea.id}`)).body.comments).toBe(2);
  });

  it('stay when their parent is hidden, which no one off the team may then reply to', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const top = await post(customer.client, idea.id, { content: 'Top' });
    const reply = await post(owner.client, idea.id, { content: 'Reply', parentId: top.body.id });
    const hide = await owner.client.patch(`/api/features/${idea.id}/comments/${top.body.id}`, {
      hidden: true,
    });
    expect(hide.status).toBe(200);
    const thread = await new Client(sayso()).get(`/api/features/${idea.id}/comments`);
    expect(thread.body.map((c: { id: number }) => c.id)).toEqual([reply.body.id]);
    const refused = await post(customer.client, idea.id, { content: 'Hm', parentId: top.body.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(REPLY_ERRORS.notFound);
  });
});

describe('internal notes', () => {
  it('are refused (403) to anyone off the team, and nothing is written', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const res = await post(customer.client, idea.id, { content: 'Sneaky', internal: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(INTERNAL_NOTE_FORBIDDEN);
    expect(await storedComments(idea.id)).toEqual([]);
    const wrongType = await post(owner.client, idea.id, { content: 'x', internal: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('internal must be true or false');
  });

  it('show to the team only: never in the public thread, the count or the commenters', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    await post(customer.client, idea.id, { content: 'Public ask' });
    const note = await post(member.client, idea.id, { content: 'Big customer, see CRM', internal: true });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ internal: true, isTeam: true, parentId: null });

    const teamThread = await owner.client.get(`/api/features/${idea.id}/comments`);
    expect(teamThread.body.map((c: { internal: boolean }) => c.internal)).toEqual([false, true]);
    for (const client of [new Client(sayso()), customer.client]) {
      const thread = await client.get(`/api/features/${idea.id}/comments`);
      expect(thread.body.map((c: { content: string }) => c.content)).toEqual(['Public ask']);
      const single = await client.get(`/api/features/${idea.id}`);
      expect(single.body.comments).toBe(1);
      expect(single.body.commenters.map((c: { id: number }) => c.id)).toEqual([customer.id]);
      const board = await client.get(`/api/companies/${owner.company.slug}/features`);
      expect(board.body.find((f: { id: number }) => f.id === idea.id).comments).toBe(1);
    }
  });

  it('take their replies with them: a reply to a note is a note, and no one else may reply', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const note = await post(owner.client, idea.id, { content: 'Internal', internal: true });
    const reply = await post(member.client, idea.id, { content: 'Agreed', parentId: note.body.id });
    expect(reply.body).toMatchObject({ internal: true, parentId: note.body.id });
    const outsider = await post(customer.client, idea.id, { content: 'Me?', parentId: note.body.id });
    expect(outsider.status).toBe(400);
    expect(outsider.body.message).toBe(REPLY_ERRORS.notFound);
    expect((await new Client(sayso()).get(`/api/features/${idea.id}/comments`)).body).toEqual([]);
    expect((await new Client(sayso()).get(`/api/features/${idea.id}`)).body.comments).toBe(0);
  });

  it('hidden and shown again leave the public count as it was', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const note = await post(owner.client, idea.id, { content: 'Internal', internal: true });
    for (const hidden of [true, false]) {
      const res = await owner.client.patch(`/api/features/${idea.id}/comments/${note.body.id}`, { hidden });
      expect(res.body.commentCount).toBe(0);
    }
  });

  it('lapse with the team: a member below Business writes and reads none', async () => {
    const small = await ownerOnPlan(sayso(), 'pro');
    const row = await insertMember(sayso(), small.company, 'member');
    const lapsed = new Client(sayso());
    lapsed.cookies.set('sayso_session', row.cookie.split('=')[1] as string);
    const idea = await submitIdea(small.client, small.company.id);
    await post(small.client, idea.id, { content: 'Owner note', internal: true });
    expect((await post(lapsed, idea.id, { content: 'x', internal: true })).status).toBe(403);
    expect((await lapsed.get(`/api/features/${idea.id}/comments`)).body).toEqual([]);
  });

  it('go with a merge and back without moving the public count', async () => {
    const source = await submitIdea(owner.client, owner.company.id);
    const target = await submitIdea(owner.client, owner.company.id);
    await post(customer.client, source.id, { content: 'Public' });
    await post(owner.client, source.id, { content: 'Note', internal: true });
    const merged = await owner.client.post(`/api/features/${source.id}/merge`, { targetId: target.id });
    expect(merged.status).toBe(200);
    expect((await owner.client.get(`/api/features/${target.id}`)).body.comments).toBe(1);
  });
});

describe('the admin export', () => {
  it('marks internal notes and replies', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const top = await post(customer.client, idea.id, { content: 'Top' });
    await post(owner.client, idea.id, { content: 'Note', internal: true, parentId: top.body.id });
    const res = await owner.client.get(`/api/companies/${owner.company.id}/export/comments?format=json`);
    expect(res.status).toBe(200);
    const rows = (res.body as Array<{ idea_id: number; parent_id: number | null; internal: boolean }>).filter(
      (row) => row.idea_id === idea.id,
    );
    expect(rows.map((row) => [row.parent_id, row.internal])).toEqual([
      [null, false],
      [top.body.id, true],
    ]);
  });
});
