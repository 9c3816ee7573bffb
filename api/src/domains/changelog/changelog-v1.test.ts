/**
 * /api/v1/changelog (issue 29): a read key lists and reads every state (a key acts for the
 * team), a write key drafts and publishes; other companies' entries are not found; every answer
 * matches the served OpenAPI document (V1Client checks it), both engines.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Loose, submitIdea, useSayso } from '../../../test/helpers';
import { companyWithKey, servedDocument, V1Client } from '../../../test/v1-client';
import { CHANGELOG_MESSAGES } from '../../contract';

let doc: Loose;
const sayso = useSayso();
beforeAll(async () => {
  doc = await servedDocument(sayso());
});

describe('/api/v1/changelog', () => {
  it('drafts, lists, reads and publishes with a write key', async () => {
    const { api, owner } = await companyWithKey(sayso(), doc);
    const idea = await submitIdea(owner.client, owner.company.id, { title: 'Shipped by the API' });
    const created = await api.post('/changelog', { title: 'From the API', body: '*Hi*', ideaIds: [idea.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ state: 'draft', slug: 'from-the-api', ideas: [{ id: idea.id }] });
    expect((await api.get('/changelog')).body.map((row: Loose) => row.id)).toEqual([created.body.id]);
    expect((await api.get(`/changelog/${created.body.id}`)).body.title).toBe('From the API');
    const published = await api.post(`/changelog/${created.body.id}/publish`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.state).toBe('published');
    expect((await owner.client.get(`/api/features/${idea.id}`)).body.status).toBe('completed');
    const again = await api.post(`/changelog/${created.body.id}/publish`, {});
    expect(again.status).toBe(409);
    const bad = await api.post('/changelog', { title: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CHANGELOG_MESSAGES.title);
  });

  it('reads with a read key, refuses its writes, and never finds another company’s entry', async () => {
    const { api: reader, owner } = await companyWithKey(sayso(), doc, 'read');
    const draft = await owner.client.post(`/api/companies/${owner.company.id}/changelog`, {
      title: 'Team draft',
    });
    expect((await reader.get('/changelog')).body.map((row: Loose) => row.title)).toEqual(['Team draft']);
    expect((await reader.post('/changelog', { title: 'Nope' })).status).toBe(403);
    expect((await reader.post(`/changelog/${draft.body.id}/publish`, {})).status).toBe(403);
    const { api: stranger } = await companyWithKey(sayso(), doc);
    expect((await stranger.get(`/changelog/${draft.body.id}`)).status).toBe(404);
    expect((await stranger.post(`/changelog/${draft.body.id}/publish`, {})).status).toBe(404);
    expect((await new V1Client(sayso(), doc, null).get('/changelog')).status).toBe(401);
  });
});
