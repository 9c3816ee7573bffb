/**
 * /api/v1 access: keys authenticate and cookies never do, a foreign Origin with a key is fine,
 * read keys cannot write, each key has its rate limit, and a key sees only its own company.
 * V1Client checks every answer against the served OpenAPI document.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Loose, openSayso, useSayso } from '../../../test/helpers';
import { companyWithKey, servedDocument, V1_IDEA, V1Client } from '../../../test/v1-client';
import type { ApiKeyScope } from '../../contract';
import { rateLimits } from '../../db/schema';

let doc: Loose;
const sayso = useSayso();
beforeAll(async () => {
  doc = await servedDocument(sayso());
});

const withKey = (scope?: ApiKeyScope) => companyWithKey(sayso(), doc, scope);
const NEW_IDEA = V1_IDEA;

describe('v1 authentication', () => {
  it('is 401 without a key, with an unknown key, or with only a session cookie', async () => {
    const { owner } = await withKey();
    const anonymous = new V1Client(sayso(), doc, null);
    expect((await anonymous.get('/ideas')).body.message).toMatch(/Authorization: Bearer/);
    expect((await new V1Client(sayso(), doc, 'sk_live_madeup').get('/ideas')).status).toBe(401);
    // The owner's own signed-in browser: its cookie means nothing here.
    const res = await owner.client.get('/api/v1/ideas');
    expect(res.status).toBe(401);
    const post = await owner.client.post('/api/v1/ideas', NEW_IDEA, {
      headers: { origin: 'http://localhost' },
    });
    expect(post.status).toBe(401);
  });

  it('takes server-to-server writes with a foreign Origin (no cookies, so nothing to forge)', async () => {
    const { api } = await withKey();
    const res = await api.post('/ideas', NEW_IDEA, { origin: 'https://crm.example.com' });
    expect(res.status).toBe(201);
  });

  it('lets a read key read and refuses its writes with 403, changing nothing', async () => {
    const { api: writer, owner } = await withKey('write');
    const { id } = (await writer.post('/ideas', NEW_IDEA)).body;
    const made = await owner.client.post(`/api/companies/${owner.company.id}/api-keys`, {
      name: 'Reader',
      scope: 'read',
    });
    const reader = new V1Client(sayso(), doc, made.body.secret);
    expect((await reader.get(`/ideas/${id}`)).status).toBe(200);
    const refused = await reader.post('/ideas', NEW_IDEA);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/read-only/);
    expect((await reader.post(`/ideas/${id}/votes`, { externalId: 'u1' })).status).toBe(403);
    expect((await reader.post(`/ideas/${id}/comments`, { content: 'Hi' })).status).toBe(403);
    expect((await reader.patch(`/ideas/${id}`, { status: 'planned' })).status).toBe(403);
    expect((await reader.delete(`/ideas/${id}`)).status).toBe(403);
    const after = (await reader.get('/ideas')).body.data;
    expect(after).toEqual([expect.objectContaining({ id, status: 'idea', votes: 0, commentCount: 0 })]);
  });

  it('answers 429 once the key has used up its window', async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const { key, api } = await companyWithKey(limited, await servedDocument(limited), 'read');
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

describe('v1 isolation', () => {
  it('never shows or changes another company’s ideas (404)', async () => {
    const mine = await withKey();
    const theirs = await withKey();
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
});
