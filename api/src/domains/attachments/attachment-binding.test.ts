/**
 * Binding screenshots (`attachmentIds`) on a new idea or comment: only the uploader's own unbound
 * ones of that company, at most 4; the answers carry them; they go with their idea or comment.
 */
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_GIF, uploadShot } from '../../../test/attachment-kit';
import {
  Client as Browser,
  type Client,
  fastUser,
  ideaBody,
  ownerWithCompany,
  useSayso,
} from '../../../test/helpers';
import { ideas, uploads } from '../../db/schema';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const shot = async (client: Client, slug = owner.company.slug) => {
  const res = await uploadShot(client, slug);
  expect(res.status).toBe(201);
  return res.body as { id: number; url: string; contentType: string; sizeBytes: number };
};
const asAnswer = ({ id, url, contentType }: { id: number; url: string; contentType: string }) => ({
  id,
  url,
  contentType,
});
const ideaCount = async () => (await sayso().db.select({ n: count() }).from(ideas))[0]?.n;
const served = async (url: string) => (await sayso().app.request(`http://localhost${url}`)).status;
const storedBytes = async (companyId: number) =>
  (
    await sayso()
      .db.select({ sizeBytes: uploads.sizeBytes })
      .from(uploads)
      .where(eq(uploads.companyId, companyId))
  ).reduce((sum, row) => sum + row.sizeBytes, 0);

describe('attachmentIds on a new idea', () => {
  it('binds the author’s screenshots; every answer about the idea carries them, oldest first', async () => {
    const author = await fastUser(sayso());
    const [first, second] = [await shot(author.client), await shot(author.client)];
    const res = await author.client.post(
      '/api/features',
      ideaBody(owner.company.id, { attachmentIds: [first.id, second.id] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.attachments).toEqual([asAnswer(first), asAnswer(second)]);
    const visitor = new Browser(sayso());
    expect((await visitor.get(`/api/features/${res.body.id}`)).body.attachments).toEqual(
      res.body.attachments,
    );
    const board = (await visitor.get(`/api/companies/${owner.company.slug}/features?sort=newest`)).body;
    expect(board.find((idea: { id: number }) => idea.id === res.body.id).attachments).toEqual(
      res.body.attachments,
    );
    // An idea without screenshots says so with an empty list.
    const plain = await author.client.post('/api/features', ideaBody(owner.company.id));
    expect(plain.body.attachments).toEqual([]);
  });

  it('lets an anonymous visitor bind their own upload, and nobody else’s', async () => {
    const visitor = new Browser(sayso());
    const mine = await shot(visitor);
    const stranger = new Browser(sayso());
    const before = await ideaCount();
    const stolen = await stranger.post(
      '/api/features/anonymous',
      ideaBody(owner.company.id, { attachmentIds: [mine.id] }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('Some images could not be attached: upload them again');
    expect(await ideaCount()).toBe(before);
    const res = await visitor.post(
      '/api/features/anonymous',
      ideaBody(owner.company.id, { attachmentIds: [mine.id] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.attachments).toEqual([asAnswer(mine)]);
  });

  it('refuses another person’s, a bound, another company’s or an unknown screenshot, binding nothing', async () => {
    const author = await fastUser(sayso());
    const other = await fastUser(sayso());
    const elsewhere = await ownerWithCompany(sayso());
    const own = await shot(author.client);
    const bound = await shot(author.client);
    await author.client.post('/api/features', ideaBody(owner.company.id, { attachmentIds: [bound.id] }));
    const cases = [
      (await shot(other.client)).id,
      bound.id,
      (await shot(author.client, elsewhere.company.slug)).id,
      999_999_999,
    ];
    for (const foreign of cases) {
      const before = await ideaCount();
      const res = await author.client.post(
        '/api/features',
        ideaBody(owner.company.id, { attachmentIds: [own.id, foreign] }),
      );
      expect(res.status, String(foreign)).toBe(400);
      expect(res.body.message).toBe('Some images could not be attached: upload them again');
      expect(await ideaCount()).toBe(before);
    }
    // Nothing was bound on the way: the author's own screenshot is still theirs to bind.
    const [row] = await sayso().db.select().from(uploads).where(eq(uploads.id, own.id));
    expect([row?.ideaId, row?.commentId]).toEqual([null, null]);
  });

  it('takes at most 4, with a 400 naming the limit', async () => {
    const author = await fastUser(sayso());
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await shot(author.client)).id);
    const before = await ideaCount();
    const res = await author.client.post('/api/features', ideaBody(owner.company.id, { attachmentIds: ids }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('At most 4 images per idea or comment');
    expect(await ideaCount()).toBe(before);
    const four = await author.client.post(
      '/api/features',
      ideaBody(owner.company.id, { attachmentIds: ids.slice(0, 4) }),
    );
    expect(four.body.attachments).toHaveLength(4);
  });
});

describe('attachmentIds on a comment', () => {
  it('binds the commenter’s screenshots, shown on the comment and in the thread', async () => {
    const idea = (await owner.client.post('/api/features', ideaBody(owner.company.id))).body;
    const commenter = await fastUser(sayso());
    const gif = (await uploadShot(commenter.client, owner.company.slug, TINY_GIF, 'a.gif', 'image/gif')).body;
    const stranger = await fastUser(sayso());
    const refused = await stranger.client.post(`/api/features/${idea.id}/comments`, {
      content: 'Mine now',
      attachmentIds: [gif.id],
    });
    expect(refused.status).toBe(400);
    const res = await commenter.client.post(`/api/features/${idea.id}/comments`, {
      content: 'Here is what I see',
      attachmentIds: [gif.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.attachments).toEqual([{ id: gif.id, url: gif.url, contentType: 'image/gif' }]);
    const thread = (await new Browser(sayso()).get(`/api/features/${idea.id}/comments`)).body;
    expect(thread.map((comment: { attachments: unknown[] }) => comment.attachments)).toEqual([
      res.body.attachments,
    ]);
    // The same screenshot cannot be bound twice.
    const again = await commenter.client.post(`/api/features/${idea.id}/comments`, {
      content: 'And again',
      attachmentIds: [gif.id],
    });
    expect(again.status).toBe(400);
  });
});

describe('screenshots go with what they are on', () => {
  it("deleting the idea deletes its and its comments' screenshots, freeing the quota", async () => {
    const company = await ownerWithCompany(sayso());
    const slug = company.company.slug;
    const onIdea = await shot(company.client, slug);
    const idea = (
      await company.client.post('/api/features', ideaBody(company.company.id, { attachmentIds: [onIdea.id] }))
    ).body;
    const onComment = await shot(company.client, slug);
    await company.client.post(`/api/features/${idea.id}/comments`, {
      content: 'Screenshot',
      attachmentIds: [onComment.id],
    });
    const kept = await shot(company.client, slug);
    expect([await served(onIdea.url), await served(onComment.url)]).toEqual([200, 200]);
    const before = await storedBytes(company.company.id);
    expect((await company.client.delete(`/api/features/${idea.id}`)).status).toBe(200);
    expect([await served(onIdea.url), await served(onComment.url), await served(kept.url)]).toEqual([
      404, 404, 200,
    ]);
    const gone = await sayso()
      .db.select()
      .from(uploads)
      .where(inArray(uploads.id, [onIdea.id, onComment.id]));
    expect(gone).toEqual([]);
    expect(await storedBytes(company.company.id)).toBe(before - onIdea.sizeBytes - onComment.sizeBytes);
  });

  it('deleting the company deletes every screenshot of its board, bound or not', async () => {
    const company = await ownerWithCompany(sayso());
    const visitor = new Browser(sayso());
    const onIdea = await shot(visitor, company.company.slug);
    await visitor.post(
      '/api/features/anonymous',
      ideaBody(company.company.id, { attachmentIds: [onIdea.id] }),
    );
    const unbound = await shot(visitor, company.company.slug);
    expect((await company.client.delete(`/api/companies/${company.company.id}`)).status).toBe(200);
    expect([await served(onIdea.url), await served(unbound.url)]).toEqual([404, 404]);
    expect(await storedBytes(company.company.id)).toBe(0);
  });

  it('sweeps a screenshot never bound once the grace hour has passed, and keeps bound ones', async () => {
    const author = await fastUser(sayso());
    const [bound, unbound, recent] = [
      await shot(author.client),
      await shot(author.client),
      await shot(author.client),
    ];
    await author.client.post('/api/features', ideaBody(owner.company.id, { attachmentIds: [bound.id] }));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    await sayso()
      .db.update(uploads)
      .set({ createdAt: twoHoursAgo })
      .where(inArray(uploads.fileName, [path.basename(bound.url), path.basename(unbound.url)]));
    await shot(author.client);
    expect([await served(bound.url), await served(unbound.url), await served(recent.url)]).toEqual([
      200, 404, 200,
    ]);
  });

  it('never lists a private idea’s screenshots to the public', async () => {
    const company = await ownerWithCompany(sayso());
    const secret = await shot(company.client, company.company.slug);
    const idea = (
      await company.client.post('/api/features', ideaBody(company.company.id, { attachmentIds: [secret.id] }))
    ).body;
    await sayso().db.update(ideas).set({ private: true }).where(eq(ideas.id, idea.id));
    const visitor = new Browser(sayso());
    expect((await visitor.get(`/api/features/${idea.id}`)).status).toBe(404);
    const board = await visitor.get(`/api/companies/${company.company.slug}/features`);
    expect(JSON.stringify(board.body)).not.toContain(path.basename(secret.url));
    expect((await company.client.get(`/api/features/${idea.id}`)).body.attachments).toEqual([
      asAnswer(secret),
    ]);
  });
});
