import { beforeAll, describe, expect, it } from 'vitest';
import { Client, fastUser, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const COMMENT_KEYS = [
  'attachments',
  'content',
  'contentHtml',
  'createdAt',
  'featureId',
  'hidden',
  'id',
  'internal',
  'isTeam',
  'mergedFrom',
  'parentId',
  'timeAgo',
  'userId',
  'userName',
];

describe('POST /api/features/{id}/comments', () => {
  it('answers 401 when signed out, 404 for unknown ideas', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const res = await new Client(sayso()).post(`/api/features/${idea.id}/comments`, { content: 'Hello' });
    expect(res.status).toBe(401);
    const user = await fastUser(sayso());
    for (const id of ['abc', '99999999', '99999999999999999999']) {
      const missing = await user.client.post(`/api/features/${id}/comments`, { content: 'Hello' });
      expect(missing.status, id).toBe(404);
      expect(missing.body.message).toBe('Feature not found');
    }
    expect((await new Client(sayso()).get(`/api/features/${idea.id}/comments`)).body).toEqual([]);
  });

  it('answers 201 with the Comment, and the thread lists it oldest first', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const user = await fastUser(sayso(), 'Grace Commenter');
    const first = await user.client.post(`/api/features/${idea.id}/comments`, {
      content: '  First thought  ',
    });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(COMMENT_KEYS);
    expect(first.body).toMatchObject({
      content: 'First thought',
      userId: user.id,
      userName: 'Grace Commenter',
      featureId: idea.id,
      timeAgo: 'just now',
    });
    const second = await owner.client.post(`/api/features/${idea.id}/comments`, {
      content: 'x'.repeat(1000),
    });
    expect(second.status).toBe(201);
    const thread = await new Client(sayso()).get(`/api/features/${idea.id}/comments`);
    expect(thread.status).toBe(200);
    expect(thread.body).toEqual([first.body, second.body]);
    expect(JSON.stringify(thread.body)).not.toMatch(/argon2|password|email/i);
  });

  const invalid: Array<[unknown, string]> = [
    [{ content: '' }, 'Comment cannot be empty'],
    [{ content: '   \n  ' }, 'Comment cannot be empty'],
    [{ content: 'c'.repeat(1001) }, 'Comment must be less than 1000 characters'],
    [{ content: 'c'.repeat(200_000) }, 'Comment must be less than 1000 characters'],
  ];
  for (const [body, message] of invalid) {
    it(`refuses ${JSON.stringify(body).slice(0, 30)} with 400 '${message}'`, async () => {
      const idea = await submitIdea(owner.client, owner.company.id);
      const res = await owner.client.post(`/api/features/${idea.id}/comments`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await owner.client.get(`/api/features/${idea.id}`)).body.comments).toBe(0);
    });
  }

  it('refuses wrong types, a missing body and malformed JSON with 400', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    for (const body of [{ content: 42 }, { content: ['a'] }, { content: null }, {}, [], null]) {
      const res = await owner.client.post(`/api/features/${idea.id}/comments`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const missing = await owner.client.call('POST', `/api/features/${idea.id}/comments`);
    expect(missing.status).toBe(400);
    const malformed = await owner.client.call('POST', `/api/features/${idea.id}/comments`, {
      body: '{content: "x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in request body');
  });
});

describe('GET /api/features/{id}/comments', () => {
  it('answers 404 for unknown ideas', async () => {
    for (const id of ['abc', '0', '99999999', '99999999999999999999']) {
      expect((await new Client(sayso()).get(`/api/features/${id}/comments`)).status, id).toBe(404);
    }
  });
});

describe('comment count and commenters on the board', () => {
  it('shows the count and up to 3 distinct commenters', async () => {
    const { client, company } = await ownerWithCompany(sayso());
    const idea = await submitIdea(client, company.id);
    const people = [];
    for (const name of ['Ann One', 'Bob Two', 'Cat Three', 'Dan Four'])
      people.push(await fastUser(sayso(), name));
    for (const person of people) {
      await person.client.post(`/api/features/${idea.id}/comments`, { content: `From ${person.id}` });
    }
    await people[0]?.client.post(`/api/features/${idea.id}/comments`, { content: 'Again from Ann' });

    const board = await new Client(sayso()).get(`/api/companies/${company.slug}/features`);
    const listed = board.body.find((f: { id: number }) => f.id === idea.id);
    expect(listed.comments).toBe(5);
    expect(listed.commenters).toHaveLength(3);
    const ids = listed.commenters.map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(3);
    const known = new Map(people.map((p, i) => [p.id, ['Ann One', 'Bob Two', 'Cat Three', 'Dan Four'][i]]));
    for (const commenter of listed.commenters) {
      expect(Object.keys(commenter).sort()).toEqual(['id', 'name']);
      expect(known.get(commenter.id)).toBe(commenter.name);
    }
    const single = await new Client(sayso()).get(`/api/features/${idea.id}`);
    expect(single.body).toMatchObject({ comments: 5, commenters: listed.commenters });
  });

  it('shows one commenter once however often they comment', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const user = await fastUser(sayso(), 'Chatty');
    for (let i = 0; i < 4; i++)
      await user.client.post(`/api/features/${idea.id}/comments`, { content: `#${i}` });
    const res = await new Client(sayso()).get(`/api/features/${idea.id}`);
    expect(res.body.comments).toBe(4);
    expect(res.body.commenters).toEqual([{ id: user.id, name: 'Chatty' }]);
  });
});
