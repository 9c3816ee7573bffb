/** Search on the board: bounded terms, one company's rows only, no deleted rows, rate-limited. */

import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertCompany,
  insertUser,
  openSayso,
  ownerWithCompany,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { matchesSearch } from '../../db/engine';
import { ideas } from '../../db/schema';
import { ftsMatchExpression } from '../../db/sqlite-engine';
import { MAX_SEARCH_TERMS, searchTerms } from '../ideas/idea-search';

const sayso = useSayso();

async function insertIdea(
  companyId: number,
  title: string,
  description = 'Long enough to be a description.',
) {
  const [idea] = await sayso()
    .db.insert(ideas)
    .values({ companyId, title, description, category: 'other' })
    .returning();
  if (!idea) throw new Error('The idea was not stored');
  return idea;
}

async function newCompany() {
  return await insertCompany(sayso(), await insertUser(sayso()));
}

/**
 * The ids the search index itself finds for the company and words. SQLite: the FTS5 table
 * alone (no join with `features`, so stale index rows would show). PostgreSQL: the tsvector is
 * a column of `features`, so its index entries are the rows themselves.
 */
async function indexHits(companyId: number, words: string[]): Promise<number[]> {
  const rows =
    sayso().engine.kind === 'sqlite'
      ? await sayso()
          .db.select({ id: sql<number>`rowid` })
          .from(sql`features_fts`)
          .where(sql`features_fts match ${ftsMatchExpression(companyId, words)}`)
      : await sayso()
          .db.select({ id: ideas.id })
          .from(ideas)
          .where(matchesSearch(sayso().db, companyId, words));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The search index's entries for these ids, whatever company they name. */
async function indexEntries(ids: number[]): Promise<number[]> {
  const rows =
    sayso().engine.kind === 'sqlite'
      ? await sayso()
          .db.select({ id: sql<number>`rowid` })
          .from(sql`features_fts`)
          .where(sql`rowid in ${ids}`)
      : await sayso().db.select({ id: ideas.id }).from(ideas).where(inArray(ideas.id, ids));
  return rows.map((row) => row.id);
}

async function search(slug: string, q: string) {
  const res = await new Client(sayso()).get(`/api/companies/${slug}/features?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return { ids: res.body.map((f: { id: number }) => f.id), total: res.headers.get('x-total-count') };
}

describe('search terms', () => {
  it('counts a repeated word once, case-insensitively, and keeps the first eight distinct words', async () => {
    expect(searchTerms('Dark dark DARK theme, theme!')).toEqual(['dark', 'theme']);
    expect(searchTerms('one two three four five six seven eight nine ten')).toHaveLength(MAX_SEARCH_TERMS);
    expect(searchTerms(Array(100).fill('word').join(' '))).toEqual(['word']);
  });

  it('makes a one-letter word an exact term, never a prefix of half the vocabulary', async () => {
    expect(ftsMatchExpression(7, ['a', 'bo'])).toBe(
      'company : "c7" AND {title description} : ("a" AND "bo"*)',
    );
  });
});

describe('board search', () => {
  it('ignores words after the eighth distinct one, and answers 66 repeated words like one', async () => {
    const company = await newCompany();
    const idea = await insertIdea(company.id, 'alpha bravo charlie delta echo foxtrot golf hotel');
    const words = 'alpha bravo charlie delta echo foxtrot golf hotel zulu';
    expect(await search(company.slug, words)).toEqual({ ids: [idea.id], total: '1' });
    expect(await search(company.slug, Array(66).fill('br').join(' '))).toEqual({
      ids: [idea.id],
      total: '1',
    });
  });

  it("never returns or counts another company's idea, and its index lookup reads only the company", async () => {
    const [a, b] = [await newCompany(), await newCompany()];
    const mine = await insertIdea(a.id, 'Zebra stripes on the timeline');
    const theirs = await insertIdea(b.id, 'Zebra mode for dashboards');
    expect(await search(a.slug, 'zebra')).toEqual({ ids: [mine.id], total: '1' });
    expect(await search(b.slug, 'zeb')).toEqual({ ids: [theirs.id], total: '1' });
    expect(await indexHits(a.id, ['zebra'])).toEqual([mine.id]);
  });

  it("marks the caller's own votes in search results, and nobody else's", async () => {
    const company = await newCompany();
    const [liked, other] = [
      await insertIdea(company.id, 'Walrus one'),
      await insertIdea(company.id, 'Walrus two'),
    ];
    const voter = await fastUser(sayso());
    expect((await voter.client.post(`/api/features/${liked.id}/vote`)).status).toBe(200);
    const url = `/api/companies/${company.slug}/features?q=walrus`;
    const voted = (res: { body: Array<{ id: number; voted: boolean }> }) =>
      Object.fromEntries(res.body.map((f) => [f.id, f.voted]));
    expect(voted(await voter.client.get(url))).toEqual({ [liked.id]: true, [other.id]: false });
    expect(voted(await new Client(sayso()).get(url))).toEqual({ [liked.id]: false, [other.id]: false });
  });

  it('keeps deleted ideas out of the index, also those removed by deleting their company', async () => {
    const owner = await ownerWithCompany(sayso());
    const gone = await submitIdea(owner.client, owner.company.id, { title: 'Quokka deleted by hand' });
    const cascaded = await submitIdea(owner.client, owner.company.id, {
      title: 'Quokka deleted with company',
    });
    expect(await indexHits(owner.company.id, ['quokka'])).toEqual([gone.id, cascaded.id]);
    expect((await owner.client.delete(`/api/features/${gone.id}`)).status).toBe(200);
    expect(await indexHits(owner.company.id, ['quokka'])).toEqual([cascaded.id]);
    expect((await owner.client.delete(`/api/companies/${owner.company.id}`)).status).toBe(200);
    expect(await indexEntries([gone.id, cascaded.id])).toEqual([]);
    expect(await indexHits(owner.company.id, ['quokka'])).toEqual([]);
  });
});

describe('search rate limit', () => {
  it('refuses the 121st search a minute from one address with 429, and leaves plain board reads alone', async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const owner = await ownerWithCompany(limited);
      const board = `/api/companies/${owner.company.slug}/features`;
      const client = new Client(limited);
      for (let i = 0; i < 120; i++) expect((await client.get(`${board}?q=word${i}`)).status).toBe(200);
      const refused = await client.get(`${board}?q=again`);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many searches/);
      expect((await client.get(board)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
