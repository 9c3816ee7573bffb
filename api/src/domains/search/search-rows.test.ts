/**
 * A board search reads one page and its total in one statement driven by the search index
 * (search-rows.ts, issue 25). Where every public idea of a board matches, a search must answer
 * exactly what the board's own list answers: the same ideas in the same order, page by page,
 * for every sort and filter, with the same total; a page past the end still tells the total.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, insertCompany, insertUser, useSayso } from '../../../test/helpers';
import { ideas } from '../../db/schema';

const sayso = useSayso();

async function listed(slug: string, params: string) {
  const res = await new Client(sayso()).get(`/api/companies/${slug}/features?${params}`);
  expect(res.status, params).toBe(200);
  return { ids: res.body.map((idea: { id: number }) => idea.id), total: res.headers.get('x-total-count') };
}

/** Nine public ideas that all match 'walrus', with ties in votes and creation time; three hidden ones. */
async function walrusBoard() {
  const company = await insertCompany(sayso(), await insertUser(sayso()));
  const statuses = ['idea', 'planned', 'in_progress', 'completed'] as const;
  const categories = ['bug_fixes', 'other', 'performance'] as const;
  const rows = Array.from({ length: 12 }, (_, i) => ({
    companyId: company.id,
    title: `Walrus feature ${i}`,
    description: 'Long enough to be a description.',
    category: categories[i % 3] as (typeof categories)[number],
    status: statuses[i % 4] as (typeof statuses)[number],
    votes: [5, 3, 5, 0, 8, 3, 1, 5, 0, 2, 9, 4][i] as number,
    createdAt: `2026-01-0${1 + (i % 3)}T00:00:00.000Z`,
  }));
  const stored = await sayso().db.insert(ideas).values(rows).returning({ id: ideas.id });
  // Hidden from every public answer: private, held for review, merged into another idea.
  const [privateOne, heldOne, mergedOne, target] = stored.map((row) => row.id) as number[];
  await sayso()
    .db.update(ideas)
    .set({ private: true })
    .where(eq(ideas.id, privateOne as number));
  await sayso()
    .db.update(ideas)
    .set({ held: true })
    .where(eq(ideas.id, heldOne as number));
  await sayso()
    .db.update(ideas)
    .set({ mergedInto: target })
    .where(eq(ideas.id, mergedOne as number));
  // Another company's walrus never counts.
  const other = await insertCompany(sayso(), await insertUser(sayso()));
  await sayso()
    .db.insert(ideas)
    .values({ ...(rows[0] as (typeof rows)[number]), companyId: other.id });
  return company;
}

describe('board search rows', () => {
  it('answers the same pages, order and total as the board list when every idea matches', async () => {
    const { slug } = await walrusBoard();
    const whole = await listed(slug, 'q=walrus');
    expect(whole.total).toBe('9');
    expect(whole).toEqual(await listed(slug, ''));
    for (const sort of ['most_votes', 'newest', 'status', 'category'])
      for (const filter of ['', '&status=idea,completed', '&category=bug_fixes,other'])
        for (const offset of [0, 2, 4, 8]) {
          const params = `sort=${sort}&limit=3&offset=${offset}${filter}`;
          expect(await listed(slug, `q=walr&${params}`), params).toEqual(await listed(slug, params));
        }
  });

  it('tells the total on a page past the last match, and zero when nothing matches', async () => {
    const { slug } = await walrusBoard();
    expect(await listed(slug, 'q=walrus&limit=5&offset=20')).toEqual({ ids: [], total: '9' });
    expect(await listed(slug, 'q=walrus&limit=5&offset=9')).toEqual({ ids: [], total: '9' });
    expect(await listed(slug, 'q=narwhal')).toEqual({ ids: [], total: '0' });
    expect(await listed(slug, 'q=narwhal&offset=5')).toEqual({ ids: [], total: '0' });
  });
});
