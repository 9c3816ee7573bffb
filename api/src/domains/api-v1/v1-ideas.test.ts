/**
 * /api/v1/ideas: create, read, update and delete through the existing services, private ideas
 * visible and flagged, bad input as the contract words it, and 250 ideas paged once each.
 * V1Client checks every answer against the served OpenAPI document.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, type Loose, useSayso } from '../../../test/helpers';
import { companyWithKey, servedDocument, V1_IDEA } from '../../../test/v1-client';
import type { ApiKeyScope } from '../../contract';
import { ideas } from '../../db/schema';

let doc: Loose;
const sayso = useSayso();
beforeAll(async () => {
  doc = await servedDocument(sayso());
});

const withKey = (scope?: ApiKeyScope) => companyWithKey(sayso(), doc, scope);
const NEW_IDEA = V1_IDEA;

describe('v1 ideas', () => {
  it('creates, reads, updates and deletes an idea of the key’s company', async () => {
    const { api, owner } = await withKey();
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
    const board = await new Client(sayso()).get(`/api/companies/${owner.company.slug}/features`);
    expect(board.body.map((idea: Loose) => idea.status)).toEqual(['planned']);
    expect((await api.delete(`/ideas/${id}`)).body).toEqual({ ok: true });
    expect((await api.get(`/ideas/${id}`)).status).toBe(404);
  });

  it('sees private ideas, flagged, and keeps the plan gate for making one private', async () => {
    const { api, owner } = await withKey();
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    await sayso().db.update(ideas).set({ private: true }).where(eq(ideas.id, id));
    expect((await api.get(`/ideas/${id}`)).body.private).toBe(true);
    expect((await api.get('/ideas')).body.data.map((idea: Loose) => idea.private)).toEqual([true]);
    const publicBoard = await new Client(sayso()).get(`/api/companies/${owner.company.slug}/features`);
    expect(publicBoard.body).toEqual([]);
    const other = (await api.post('/ideas', NEW_IDEA)).body.id;
    expect((await api.patch(`/ideas/${other}`, { private: true })).status).toBe(403);
  });

  it('refuses bad input with the contract’s messages', async () => {
    const { api } = await withKey();
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
    const malformed = await sayso().app.request('http://localhost/api/v1/ideas', {
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
    const { api, owner } = await withKey();
    const rows = Array.from({ length: 250 }, (_, i) => ({
      companyId: owner.company.id,
      title: `Idea number ${i}`,
      description: 'Long enough to be a description.',
      category: 'other' as const,
      status: i % 5 === 0 ? ('planned' as const) : ('idea' as const),
    }));
    await sayso().db.insert(ideas).values(rows);
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
