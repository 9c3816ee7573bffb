/**
 * /api/v1 votes for end users (by e-mail or external id, never counted twice, stored as keyed
 * hashes), team comments with paging, and the board's statuses and categories.
 * V1Client checks every answer against the served OpenAPI document.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastUser, type Loose, openSayso, type TestSayso } from '../../../test/helpers';
import { companyWithKey, servedDocument, V1_IDEA } from '../../../test/v1-client';
import type { ApiKeyScope } from '../../contract';
import { votes } from '../../db/schema';

let sayso: TestSayso & { close: () => Promise<void> };
let doc: Loose;
beforeAll(async () => {
  sayso = await openSayso();
  doc = await servedDocument(sayso);
});
afterAll(() => sayso.close());

const withKey = (scope?: ApiKeyScope) => companyWithKey(sayso, doc, scope);
const NEW_IDEA = V1_IDEA;

describe('v1 votes, comments, statuses and categories', () => {
  it('votes for end users by e-mail or external id, each counted once', async () => {
    const { api } = await withKey();
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
    const { api } = await withKey();
    const voter = await fastUser(sayso, 'Board Voter');
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    expect((await voter.client.post(`/api/features/${id}/vote`)).status).toBe(200);
    const me = (await voter.client.get('/api/auth/me')).body;
    expect((await api.post(`/ideas/${id}/votes`, { email: me.user?.email ?? me.email })).status).toBe(409);
    const page = (await api.get(`/ideas/${id}/votes`)).body;
    expect(page.data).toEqual([expect.objectContaining({ source: 'user', userName: 'Board Voter' })]);
  });

  it('comments as the team and lists the thread a page at a time', async () => {
    const { api, owner } = await withKey();
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
    const { api } = await withKey('read');
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
