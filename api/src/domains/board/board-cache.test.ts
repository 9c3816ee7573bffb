/** The board's bounded answer and its per-company read cache, over the real app and database. */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertCompany,
  insertUser,
  ownerWithCompany,
  useSayso,
} from '../../../test/helpers';
import { ideas, users } from '../../db/schema';
import { ReadCache } from '../../lib/read-cache';
import { MAX_LIST_SIZE } from '../ideas/ideas';

const sayso = useSayso();

async function insertIdeas(companyId: number, n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    companyId,
    title: `Idea ${i}`,
    description: 'Long enough to be a description.',
    category: 'other' as const,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  }));
  return (await sayso().db.insert(ideas).values(rows).returning({ id: ideas.id })).map((row) => row.id);
}

async function board(slug: string) {
  const res = await new Client(sayso()).get(`/api/companies/${slug}/features`);
  expect(res.status).toBe(200);
  return res;
}

describe('GET /api/companies/{slug}/features without a query', () => {
  it(`answers at most ${MAX_LIST_SIZE} ideas, most votes first, and the total in X-Total-Count`, async () => {
    const company = await insertCompany(sayso(), await insertUser(sayso()));
    await insertIdeas(company.id, MAX_LIST_SIZE + 1);
    const res = await board(company.slug);
    expect(res.body).toHaveLength(MAX_LIST_SIZE);
    expect(res.headers.get('x-total-count')).toBe(String(MAX_LIST_SIZE + 1));
  });

  it('shows every kind of write at once: votes (re-ordered), comments, status, new ideas, names', async () => {
    const owner = await ownerWithCompany(sayso());
    const [older = 0, newer = 0] = await insertIdeas(owner.company.id, 2);
    expect((await board(owner.company.slug)).body.map((f: { id: number }) => f.id)).toEqual([newer, older]);
    await new Client(sayso()).post(`/api/features/${older}/anonymous-vote`);
    const afterVote = (await board(owner.company.slug)).body;
    expect(afterVote.map((f: { id: number; votes: number }) => [f.id, f.votes])).toEqual([
      [older, 1],
      [newer, 0],
    ]);
    const commenter = await fastUser(sayso(), 'Ada');
    await commenter.client.post(`/api/features/${newer}/comments`, { content: 'Me too' });
    await owner.client.patch(`/api/features/${newer}`, { status: 'planned' });
    const afterComment = (await board(owner.company.slug)).body[1];
    expect(afterComment).toMatchObject({ id: newer, comments: 1, status: 'planned' });
    expect(afterComment.commenters).toEqual([{ id: commenter.id, name: 'Ada' }]);
    await sayso().db.update(users).set({ name: 'Ada L.' }).where(eq(users.id, commenter.id));
    expect((await board(owner.company.slug)).body[1].commenters[0].name).toBe('Ada L.');
    await insertIdeas(owner.company.id, 1);
    expect((await board(owner.company.slug)).headers.get('x-total-count')).toBe('3');
  });
});

describe('read cache scopes', () => {
  it("keeps company B's entry through writes to company A, and takes vote counts in place", async () => {
    const cache = new ReadCache((scope) => sayso().engine.readVersions(scope));
    const [a, b] = [
      await insertCompany(sayso(), await insertUser(sayso())),
      await insertCompany(sayso(), await insertUser(sayso())),
    ];
    const [ideaA = 0] = await insertIdeas(a.id, 1);
    const [ideaB = 0] = await insertIdeas(b.id, 1);
    const loads: string[] = [];
    const read = (company: number) =>
      cache.get(
        company,
        'board',
        async () => loads.push(`load ${company}`),
        async (stale) => {
          loads.push(`votes ${company}`);
          return stale;
        },
      );
    await read(a.id);
    await read(b.id);
    await new Client(sayso()).post(`/api/features/${ideaA}/anonymous-vote`);
    const author = await fastUser(sayso());
    await author.client.post(`/api/features/${ideaA}/comments`, { content: 'A comment' });
    await read(a.id);
    await read(b.id);
    await new Client(sayso()).post(`/api/features/${ideaB}/anonymous-vote`);
    await read(b.id);
    await read(b.id);
    expect(loads).toEqual([`load ${a.id}`, `load ${b.id}`, `load ${a.id}`, `votes ${b.id}`]);
  });
});
