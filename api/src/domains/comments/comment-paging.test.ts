/** The comment thread pages (capped answers, a cursor) and posting is rate-limited per user. */
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertCompany,
  insertIdea,
  insertUser,
  openSayso,
  useSayso,
} from '../../../test/helpers';
import { comments } from '../../db/schema';
import { MAX_COMMENTS_PAGE } from './comments';

const sayso = useSayso();

async function ideaWithComments(n: number) {
  const author = await insertUser(sayso());
  const idea = await insertIdea(sayso(), (await insertCompany(sayso(), author)).id);
  // Pairs share a timestamp on purpose: the cursor must still neither skip nor repeat one.
  const rows = Array.from({ length: n }, (_, i) => ({
    ideaId: idea.id,
    userId: author.id,
    content: `Comment ${i}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 2))).toISOString(),
  }));
  await sayso().db.insert(comments).values(rows);
  return idea.id;
}

const contents = (body: Array<{ content: string }>) => body.map((comment) => comment.content);

describe('GET /api/features/{id}/comments', () => {
  it(`answers at most ${MAX_COMMENTS_PAGE} comments, oldest first, and pages on after the last one`, async () => {
    const id = await ideaWithComments(MAX_COMMENTS_PAGE + 25);
    const client = new Client(sayso());
    const first = await client.get(`/api/features/${id}/comments`);
    expect(first.status).toBe(200);
    expect(contents(first.body)).toEqual(Array.from({ length: MAX_COMMENTS_PAGE }, (_, i) => `Comment ${i}`));
    const seen: string[] = [];
    let after: number | undefined;
    for (;;) {
      const page = await client.get(`/api/features/${id}/comments?limit=7${after ? `&after=${after}` : ''}`);
      expect(page.status).toBe(200);
      if (page.body.length === 0) break;
      expect(page.body.length).toBeLessThanOrEqual(7);
      seen.push(...contents(page.body));
      after = page.body.at(-1).id;
    }
    expect(seen).toEqual(Array.from({ length: MAX_COMMENTS_PAGE + 25 }, (_, i) => `Comment ${i}`));
  });

  it('refuses a bad limit or cursor with 400 and a message', async () => {
    const id = await ideaWithComments(1);
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'after=-1', 'after=x']) {
      const res = await new Client(sayso()).get(`/api/features/${id}/comments?${query}`);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message, query).toBe('string');
    }
  });
});

describe('POST /api/features/{id}/comments rate limit', () => {
  it("refuses a user's 21st comment within ten minutes with 429, storing nothing", async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const owner = await insertUser(limited);
      const idea = await insertIdea(limited, (await insertCompany(limited, owner)).id);
      const { client } = await fastUser(limited);
      for (let i = 0; i < 20; i++)
        expect((await client.post(`/api/features/${idea.id}/comments`, { content: `Hi ${i}` })).status).toBe(
          201,
        );
      const refused = await client.post(`/api/features/${idea.id}/comments`, { content: 'One more' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many comments/);
      expect(await limited.db.select().from(comments)).toHaveLength(20);
      const other = await fastUser(limited);
      expect((await other.client.post(`/api/features/${idea.id}/comments`, { content: 'Me' })).status).toBe(
        201,
      );
    } finally {
      await limited.close();
    }
  });
});
