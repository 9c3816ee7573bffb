/**
 * /api/v1 through the real app: keys authenticate (cookies never do), scopes hold, a key sees
 * only its own company, private ideas are visible and flagged, every answer matches the
 * OpenAPI document (V1Client checks each one), bad input is a 400 with the contract's message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  type Loose,
  openSayso,
  ownerWithCompany,
  type TestSayso,
} from '../../../test/helpers';
import { servedDocument, V1Client } from '../../../test/v1-client';
import type { ApiKeyScope, CreatedApiKey } from '../../contract';
import { ideas, rateLimits, votes } from '../../db/schema';

let sayso: TestSayso & { close: () => Promise<void> };
let doc: Loose;
beforeAll(async () => {
  sayso = await openSayso();
  doc = await servedDocument(sayso);
});
afterAll(() => sayso.close());

type Owner = Awaited<ReturnType<typeof ownerWithCompany>>;

async function keyFor(owner: Owner, scope: ApiKeyScope = 'write'): Promise<CreatedApiKey> {
  const res = await owner.client.post(`/api/companies/${owner.company.id}/api-keys`, { name: 'Test', scope });
  return res.body;
}

async function companyWithKey(scope: ApiKeyScope = 'write') {
  const owner = await ownerWithCompany(sayso);
  const key = await keyFor(owner, scope);
  return { owner, key, api: new V1Client(sayso, doc, key.secret) };
}

const NEW_IDEA = {
  title: 'Export to CSV',
  description: 'A CSV export of every idea, please.',
  category: 'new_features',
};

describe('v1 authentication', () => {
  it('is 401 without a key, with an unknown key, or with only a session cookie', async () => {
    const { owner } = await companyWithKey();
    const anonymous = new V1Client(sayso, doc, null);
    expect((await anonymous.get('/ideas')).body.message).toMatch(/Authorization: Bearer/);
    expect((await new V1Client(sayso, doc, 'sk_live_madeup').get('/ideas')).status).toBe(401);
    // The owner's own signed-in browser: its cookie means nothing here.
    const res = await owner.client.get('/api/v1/ideas');
    expect(res.status).toBe(401);
    const post = await owner.client.post('/api/v1/ideas', NEW_IDEA, {
      headers: { origin: 'http://localhost' },
    });
    expect(post.status).toBe(401);
  });

  it('takes server-to-server writes with a foreign Origin (no cookies, so nothing to forge)', async () => {
    const { api } = await companyWithKey();
    const res = await api.post('/ideas', NEW_IDEA, { origin: 'https://crm.example.com' });
    expect(res.status).toBe(201);
  });

  it('lets a read key read and refuses its writes with 403, changing nothing', async () => {
    const { api } = await companyWithKey('read');
    expect((await api.get('/ideas')).status).toBe(200);
    const res = await api.post('/ideas', NEW_IDEA);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/read-only/);
    expect((await api.get('/ideas')).body.data).toEqual([]);
  });

  it('answers 429 once the key has used up its window', async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const owner = await ownerWithCompany(limited);
      const key = (
        await owner.client.post(`/api/companies/${owner.company.id}/api-keys`, { name: 'x', scope: 'read' })
      ).body as CreatedApiKey;
      const api = new V1Client(limited, await servedDocument(limited), key.secret);
      expect((await api.get('/statuses')).status).toBe(200);
      const resetAt = new Date(Date.now() + 60_000).toISOString();
      await limited.db
        .update(rateLimits)
        .set({ count: 600, resetAt })
        .where(eq(rateLimits.key, `apiKey:${key.id}`));
      const res = await api.get('/statuses');
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/Too many API requests/);
    } finally {
      await limited.close();
    }
  });
});

describe('v1 ideas', () => {
  it('creates, reads, updates and deletes an idea of the key’s company', async () => {
    const { api, owner } = await companyWithKey();
    const created = await api.post('/ideas', {
      ...NEW_IDEA,
      name: 'Ada (support)',
      email: 'ada@example.com',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Export to CSV',
      status: 'idea',
      private: false,
      authorName: 'Ada (support)',
    });
    const id = created.body.id;
    expect((await api.get(`/ideas/${id}`)).body.title).toBe('Export to CSV');
    const updated = await api.patch(`/ideas/${id}`, { status: 'planned', title: 'Export ideas to CSV' });
    expect(updated.body).toMatchObject({ status: 'planned', title: 'Export ideas to CSV' });
    // The board sees the same idea.
    const board = await new Client(sayso).get(`/api/companies/${owner.company.slug}/features`);
    expect(board.body.map((idea: Loose) => idea.status)).toEqual(['planned']);
    expect((await api.delete(`/ideas/${id}`)).body).toEqual({ ok: true });
    expect((await api.get(`/ideas/${id}`)).status).toBe(404);
  });

  it('sees private ideas, flagged, and keeps the plan gate for making one private', async () => {
    const { api, owner } = await companyWithKey();
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    await sayso.db.update(ideas).set({ private: true }).where(eq(ideas.id, id));
    expect((await api.get(`/ideas/${id}`)).body.private).toBe(true);
    expect((await api.get('/ideas')).body.data.map((idea: Loose) => idea.private)).toEqual([true]);
    const publicBoard = await new Client(sayso).get(`/api/companies/${owner.company.slug}/features`);
    expect(publicBoard.body).toEqual([]);
    const other = (await api.post('/ideas', NEW_IDEA)).body.id;
    expect((await api.patch(`/ideas/${other}`, { private: true })).status).toBe(403);
  });

  it('never shows or changes another company’s ideas (404)', async () => {
    const mine = await companyWithKey();
    const theirs = await companyWithKey();
    const { id } = (await theirs.api.post('/ideas', NEW_IDEA)).body;
    expect((await mine.api.get(`/ideas/${id}`)).status).toBe(404);
    expect((await mine.api.patch(`/ideas/${id}`, { status: 'completed' })).status).toBe(404);
    expect((await mine.api.delete(`/ideas/${id}`)).status).toBe(404);
    expect((await mine.api.get(`/ideas/${id}/votes`)).status).toBe(404);
    expect((await mine.api.post(`/ideas/${id}/votes`, { externalId: 'u1' })).status).toBe(404);
    expect((await mine.api.post(`/ideas/${id}/comments`, { content: 'Hi' })).status).toBe(404);
    expect((await mine.api.get('/ideas')).body.data).toEqual([]);
    expect((await theirs.api.get(`/ideas/${id}`)).body.status).toBe('idea');
  });

  it('refuses bad input with the contract’s messages', async () => {
    const { api } = await companyWithKey();
    const short = await api.post('/ideas', { ...NEW_IDEA, title: 'Hi' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Title must be at least 5 characters');
    expect((await api.post('/ideas', { ...NEW_IDEA, category: 'nope' })).body.message).toBe(
      'Please choose a category',
    );
    expect((await api.post('/ideas', { ...NEW_IDEA, categoryId: 5 })).body.message).toBe(
      'Please choose a category',
    );
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    expect((await api.patch(`/ideas/${id}`, { status: 'done' })).body.message).toBe('Please choose a status');
    expect((await api.get('/ideas?limit=0')).body.message).toBe('limit must be 1 to 100');
    expect((await api.get('/ideas?cursor=abc')).body.message).toBe('cursor is not valid');
    expect((await api.get('/ideas?status=nope')).status).toBe(400);
    expect((await api.get('/ideas/abc')).status).toBe(404);
    const malformed = await sayso.app.request('http://localhost/api/v1/ideas', {
      method: 'POST',
      headers: { authorization: `Bearer ${api.secret}`, 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(malformed.status).toBe(400);
    const nul = await api.post('/ideas', { ...NEW_IDEA, title: 'Nul \u0000 title' });
    expect(nul.status).toBe(400);
  });
});

describe('v1 paging', () => {
  it('pages through 250 ideas with cursors, each exactly once, filters included', async () => {
    const { api, owner } = await companyWithKey();
    const rows = Array.from({ length: 250 }, (_, i) => ({
      companyId: owner.company.id,
      title: `Idea number ${i}`,
      description: 'Long enough to be a description.',
      category: 'other' as const,
      status: i % 5 === 0 ? ('planned' as const) : ('idea' as const),
    }));
    await sayso.db.insert(ideas).values(rows);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=40&cursor=${cursor}` : '?limit=40';
      const page: Loose = (await api.get(`/ideas${query}`)).body;
      seen.push(...page.data.map((idea: Loose) => idea.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(7);
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    let planned = 0;
    cursor = null;
    do {
      const page: Loose = (
        await api.get(`/ideas?status=planned&limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      ).body;
      expect(page.data.every((idea: Loose) => idea.status === 'planned')).toBe(true);
      planned += page.data.length;
      cursor = page.nextCursor;
    } while (cursor);
    expect(planned).toBe(50);
  });
});

describe('v1 votes, comments, statuses and categories', () => {
  it('votes for end users by e-mail or external id, each counted once', async () => {
    const { api } = await companyWithKey();
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    expect((await api.post(`/ideas/${id}/votes`, { email: 'Pat@Example.com' })).body).toEqual({ votes: 1 });
    expect((await api.post(`/ideas/${id}/votes`, { email: 'pat@example.com' })).status).toBe(409);
    expect((await api.post(`/ideas/${id}/votes`, { externalId: 'user-42' })).body).toEqual({ votes: 2 });
    expect((await api.post(`/ideas/${id}/votes`, { externalId: 'user-42' })).status).toBe(409);
    const both = await api.post(`/ideas/${id}/votes`, { email: 'a@example.com', externalId: 'x' });
    expect(both.body.message).toMatch(/email or externalId/);
    expect((await api.post(`/ideas/${id}/votes`, {})).status).toBe(400);
    const page = (await api.get(`/ideas/${id}/votes`)).body;
    expect(page.data.map((vote: Loose) => vote.source)).toEqual(['api', 'api']);
    // Stored as keyed hashes: neither the address nor the external id is in the table.
    const stored = JSON.stringify(await sayso.db.select().from(votes).where(eq(votes.featureId, id)));
    expect(stored).not.toMatch(/pat@example\.com|user-42/i);
    expect((await api.get(`/ideas/${id}`)).body.votes).toBe(2);
  });

  it('counts a Sayso user once whether they vote on the board or through the API', async () => {
    const { api } = await companyWithKey();
    const voter = await fastUser(sayso, 'Board Voter');
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    expect((await voter.client.post(`/api/features/${id}/vote`)).status).toBe(200);
    const me = (await voter.client.get('/api/auth/me')).body;
    expect((await api.post(`/ideas/${id}/votes`, { email: me.user?.email ?? me.email })).status).toBe(409);
    const page = (await api.get(`/ideas/${id}/votes`)).body;
    expect(page.data).toEqual([expect.objectContaining({ source: 'user', userName: 'Board Voter' })]);
  });

  it('comments as the team and lists the thread a page at a time', async () => {
    const { api, owner } = await companyWithKey();
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    for (const content of ['First', 'Second', 'Third']) {
      const res = await api.post(`/ideas/${id}/comments`, { content });
      expect(res.status).toBe(201);
      expect(res.body.userName).toBe('Owner');
    }
    expect((await api.post(`/ideas/${id}/comments`, { content: '  ' })).body.message).toBe(
      'Comment cannot be empty',
    );
    const first = (await api.get(`/ideas/${id}/comments?limit=2`)).body;
    expect(first.data.map((comment: Loose) => comment.content)).toEqual(['First', 'Second']);
    const rest = (await api.get(`/ideas/${id}/comments?limit=2&cursor=${first.nextCursor}`)).body;
    expect(rest).toMatchObject({ data: [expect.objectContaining({ content: 'Third' })], nextCursor: null });
    const board = await owner.client.get(`/api/features/${id}/comments`);
    expect(board.body).toHaveLength(3);
  });

  it('lists the statuses with the board’s labels and the categories', async () => {
    const { api } = await companyWithKey('read');
    const statuses = (await api.get('/statuses')).body;
    expect(statuses.map((status: Loose) => status.id)).toEqual([
      'idea',
      'planned',
      'in_progress',
      'completed',
    ]);
    expect(statuses[2]).toEqual({ id: 'in_progress', label: 'In Progress', shownOnBoard: true });
    const categories = (await api.get('/categories')).body;
    expect(categories.fixed).toHaveLength(5);
    expect(categories.custom).toEqual([]);
  });
});
