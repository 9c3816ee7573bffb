import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  cookieLine,
  fastUser,
  ideaBody,
  ownerWithCompany,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { comments, ideaActivity, votes } from '../../db/schema';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const IDEA_KEYS = [
  'attachments',
  'authorName',
  'boardId',
  'category',
  'categoryId',
  'commenters',
  'comments',
  'companyId',
  'createdAt',
  'createdBy',
  'description',
  'descriptionHtml',
  'editedAt',
  'eta',
  'held',
  'id',
  'private',
  'status',
  'timeAgo',
  'title',
  'voted',
  'votes',
];
const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '99999999', '99999999999999999999'];

describe('POST /api/features (signed in)', () => {
  it('answers 401 when signed out', async () => {
    const res = await new Client(sayso()).post('/api/features', ideaBody(owner.company.id));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue');
  });

  it('answers 201 with the new Idea, authored by the caller', async () => {
    const user = await fastUser(sayso(), 'Ada Author');
    const res = await user.client.post(
      '/api/features',
      ideaBody(owner.company.id, { title: '  Padded title  ', email: 'Ada@Example.com' }),
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(IDEA_KEYS);
    expect(res.body).toMatchObject({
      title: 'Padded title',
      description: 'A dark theme for late-night triage sessions.',
      category: 'ux_improvements',
      status: 'idea',
      votes: 0,
      comments: 0,
      commenters: [],
      companyId: owner.company.id,
      createdBy: user.id,
      authorName: 'Ada Author',
      timeAgo: 'just now',
      voted: false,
    });
    expect(JSON.stringify(res.body)).not.toContain('ada@example.com'); // emails stay private
    expect((await user.client.get('/api/auth/me')).body.user.monthlySubmissionsUsed).toBe(1);
    // Issue 29: one idea's answer also names the changelog entries that shipped it.
    expect((await user.client.get(`/api/features/${res.body.id}`)).body).toEqual({
      ...res.body,
      changelog: [],
    });
  });

  it('accepts an empty, null or missing email and name (sent as null)', async () => {
    const user = await fastUser(sayso(), 'Quiet');
    for (const override of [
      { email: '' },
      { email: null, name: null },
      { email: undefined, name: undefined },
    ]) {
      const res = await user.client.post('/api/features', ideaBody(owner.company.id, override));
      expect(res.status, JSON.stringify(override)).toBe(201);
      expect(res.body.authorName).toBe('Quiet');
    }
  });

  it('shows the given name, or none when submitted completely anonymously', async () => {
    const user = await fastUser(sayso(), 'Real Name');
    const named = await submitIdea(user.client, owner.company.id, { name: 'Nickname' });
    expect(named.authorName).toBe('Nickname');
    const hidden = await submitIdea(user.client, owner.company.id, {
      name: 'Nickname',
      submitAnonymously: true,
    });
    expect(hidden.authorName).toBeNull();
  });

  const invalid: Array<[Record<string, unknown>, string]> = [
    [{ title: 'Tiny' }, 'Title must be at least 5 characters'],
    [{ title: '    a     ' }, 'Title must be at least 5 characters'],
    [{ title: 't'.repeat(101) }, 'Title must be less than 100 characters'],
    [{ title: 't'.repeat(100_000) }, 'Title must be less than 100 characters'],
    [{ description: 'Too short' }, 'Please provide a more detailed description'],
    [{ description: 'd'.repeat(501) }, 'Description must be less than 500 characters'],
    [{ category: 'feelings' }, 'Please choose a category'],
    [{ category: undefined }, 'Please choose a category'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ email: `${'e'.repeat(250)}@example.com` }, 'Please enter a valid email'],
    [{ name: 'n'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ companyId: '1' }, 'Company is required'],
    [{ companyId: undefined }, 'Company is required'],
    [{ companyId: 0 }, 'Company is required'],
    [{ companyId: 1e20 }, 'Company is required'],
  ];
  for (const [override, message] of invalid) {
    it(`refuses ${JSON.stringify(override).slice(0, 40)} with 400 '${message}', counting nothing`, async () => {
      const user = await fastUser(sayso());
      const res = await user.client.post('/api/features', ideaBody(owner.company.id, override));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues[0].message).toBe(message);
      expect((await user.client.get('/api/auth/me')).body.user.monthlySubmissionsUsed).toBe(0);
      const anonymous = await new Client(sayso()).post(
        '/api/features/anonymous',
        ideaBody(owner.company.id, override),
      );
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.message).toBe(message);
    });
  }

  it("answers 404 'Company not found' for an unknown company, counting nothing", async () => {
    const user = await fastUser(sayso());
    const res = await user.client.post('/api/features', ideaBody(99_999_999));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Company not found');
    expect((await user.client.get('/api/auth/me')).body.user.monthlySubmissionsUsed).toBe(0);
  });

  it('refuses wrong types with 400 and a message', async () => {
    const user = await fastUser(sayso());
    for (const override of [
      { title: 12345 },
      { description: ['an', 'array'] },
      { title: null },
      { submitAnonymously: 'yes' },
      { category: 3 },
      { email: 42 },
    ]) {
      const res = await user.client.post('/api/features', ideaBody(owner.company.id, override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('POST /api/features/anonymous', () => {
  it('answers 201 without an account and issues the visitor cookie', async () => {
    const visitor = new Client(sayso());
    const res = await visitor.post('/api/features/anonymous', ideaBody(owner.company.id, { name: 'Guest' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ createdBy: null, authorName: 'Guest', companyId: owner.company.id });
    expect(cookieLine(res, 'sayso_visitor')).toMatchObject({
      httponly: true,
      secure: true,
      partitioned: true,
      samesite: 'None',
    });
    const hidden = await submitIdea(
      visitor,
      owner.company.id,
      { name: 'Guest', submitAnonymously: true },
      true,
    );
    expect(hidden.authorName).toBeNull();
  });
});

describe('GET /api/features/{id}', () => {
  it('answers the Idea, and 404 for unknown or non-numeric ids', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const res = await new Client(sayso()).get(`/api/features/${idea.id}`);
    expect(res.status).toBe(200);
    // Issue 29: one idea's answer names the changelog entries that shipped it (none here).
    expect(res.body).toEqual({ ...idea, voted: false, changelog: [] });
    for (const id of BAD_IDS) {
      const missing = await new Client(sayso()).get(`/api/features/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.body).toEqual({ message: 'Feature not found' });
    }
  });
});

describe('PATCH /api/features/{id}', () => {
  it('is owner-only: 401 signed out, 403 another user (even the author), 404 unknown', async () => {
    const author = await fastUser(sayso());
    const idea = await submitIdea(author.client, owner.company.id);
    expect((await new Client(sayso()).patch(`/api/features/${idea.id}`, { status: 'planned' })).status).toBe(
      401,
    );
    const forbidden = await author.client.patch(`/api/features/${idea.id}`, { status: 'planned' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("You don't have permission to manage this company");
    for (const id of BAD_IDS) {
      expect((await owner.client.patch(`/api/features/${id}`, { status: 'planned' })).status, id).toBe(404);
    }
    expect((await author.client.get(`/api/features/${idea.id}`)).body.status).toBe('idea');
  });

  it('lets the owner set any status from any other, and edit the text', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    for (const status of ['completed', 'idea', 'in_progress', 'planned', 'idea']) {
      const res = await owner.client.patch(`/api/features/${idea.id}`, { status });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: idea.id, status });
    }
    const edit = { title: 'Sharper title', description: 'A better description here.', category: 'bug_fixes' };
    const res = await owner.client.patch(`/api/features/${idea.id}`, edit);
    // The team's answer carries the idea's tags (issue 28): none here.
    expect(res.body).toEqual({
      ...idea,
      ...edit,
      timeAgo: res.body.timeAgo,
      editedAt: res.body.editedAt,
      descriptionHtml: '<p>A better description here.</p>',
      tags: [],
    });
    expect(idea.editedAt).toBeNull();
    expect(typeof res.body.editedAt).toBe('string');
    expect((await new Client(sayso()).get(`/api/features/${idea.id}`)).body).toMatchObject(edit);
  });

  it('records who changed what in idea_activity, and nothing for a change that changes nothing', async () => {
    const idea = await submitIdea((await fastUser(sayso())).client, owner.company.id);
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'planned' });
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'planned', title: idea.title });
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'completed', category: 'performance' });
    await owner.client.patch(`/api/features/${idea.id}`, { title: 'A clearer title' });
    const rows = await sayso()
      .db.select()
      .from(ideaActivity)
      .where(eq(ideaActivity.ideaId, idea.id))
      .orderBy(ideaActivity.id);
    expect(
      rows.map(({ action, fromValue, toValue, userId, companyId }) => ({
        action,
        fromValue,
        toValue,
        userId,
        companyId,
      })),
    ).toEqual([
      {
        action: 'status_changed',
        fromValue: 'idea',
        toValue: 'planned',
        userId: owner.id,
        companyId: owner.company.id,
      },
      {
        action: 'status_changed',
        fromValue: 'planned',
        toValue: 'completed',
        userId: owner.id,
        companyId: owner.company.id,
      },
      {
        action: 'category_changed',
        fromValue: idea.category,
        toValue: 'performance',
        userId: owner.id,
        companyId: owner.company.id,
      },
      { action: 'edited', fromValue: null, toValue: null, userId: owner.id, companyId: owner.company.id },
    ]);
  });

  const invalid: Array<[Record<string, unknown>, string]> = [
    [{ status: 'done' }, 'Please choose a status'],
    [{ status: 3 }, 'Please choose a status'],
    [{ title: 'Tiny' }, 'Title must be at least 5 characters'],
    [{ title: 't'.repeat(101) }, 'Title must be less than 100 characters'],
    [{ description: 'short' }, 'Please provide a more detailed description'],
    [{ description: 'd'.repeat(501) }, 'Description must be less than 500 characters'],
    [{ category: 'nope' }, 'Please choose a category'],
  ];
  for (const [body, message] of invalid) {
    it(`refuses ${JSON.stringify(body).slice(0, 40)} with 400 '${message}'`, async () => {
      const idea = await submitIdea(owner.client, owner.company.id);
      const res = await owner.client.patch(`/api/features/${idea.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      // The owner's read is the team's, with the idea's tags (issue 28).
      expect((await owner.client.get(`/api/features/${idea.id}`)).body).toEqual({
        ...idea,
        tags: [],
        changelog: [],
      });
    });
  }
});

describe('DELETE /api/features/{id}', () => {
  it('is owner-only, answers { ok: true }, and the idea is gone', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    await owner.client.post(`/api/features/${idea.id}/vote`);
    await owner.client.post(`/api/features/${idea.id}/comments`, { content: 'Going soon' });
    expect((await new Client(sayso()).delete(`/api/features/${idea.id}`)).status).toBe(401);
    const other = await fastUser(sayso());
    expect((await other.client.delete(`/api/features/${idea.id}`)).status).toBe(403);
    expect((await owner.client.get(`/api/features/${idea.id}`)).status).toBe(200);
    const res = await owner.client.delete(`/api/features/${idea.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await owner.client.get(`/api/features/${idea.id}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/features/${idea.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/features/${idea.id}/comments`)).status).toBe(404);
    const votesLeft = await sayso().db.select({ n: count() }).from(votes).where(eq(votes.ideaId, idea.id));
    const commentsLeft = await sayso()
      .db.select({ n: count() })
      .from(comments)
      .where(eq(comments.ideaId, idea.id));
    expect([votesLeft[0]?.n, commentsLeft[0]?.n]).toEqual([0, 0]);
    const list = (await owner.client.get(`/api/companies/${owner.company.slug}/features`)).body;
    expect(list.map((f: { id: number }) => f.id)).not.toContain(idea.id);
  });
});
