/** The optional paging, sorting, filtering and search of GET /api/companies/{slug}/features. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, fastUser, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';

let board: string;
const ids: Record<string, number> = {};
const sayso = useSayso();
beforeAll(async () => {
  const owner = await ownerWithCompany(sayso());
  board = `/api/companies/${owner.company.slug}/features`;
  const ideas: Array<[string, string, string, string, number]> = [
    ['alpha', 'Alpha export to CSV', 'Download every idea as a spreadsheet.', 'new_features', 3],
    ['bravo', 'Bravo dark theme', 'Easier on the eyes at night time.', 'ux_improvements', 1],
    ['charlie', 'Charlie faster pages', 'Loading is slow on phones over 3G.', 'performance', 2],
    ['delta', 'Delta crash on save', 'Saving a draft crashes the editor.', 'bug_fixes', 0],
    ['echo', 'Echo café integration', 'Connect the café ordering system.', 'other', 0],
  ];
  for (const [key, title, description, category, votes] of ideas) {
    const idea = await submitIdea(owner.client, owner.company.id, { title, description, category });
    ids[key] = idea.id;
    for (let i = 0; i < votes; i++)
      await (await fastUser(sayso())).client.post(`/api/features/${idea.id}/vote`);
  }
  await owner.client.patch(`/api/features/${ids.charlie}`, { status: 'completed' });
  await owner.client.patch(`/api/features/${ids.delta}`, { status: 'planned' });
});

async function list(query: string) {
  const res = await new Client(sayso()).get(`${board}${query}`);
  expect(res.status, query).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return { keys: res.body.map((f: { id: number }) => byId[f.id]), total: res.headers.get('x-total-count') };
}

describe('board query', () => {
  it('answers the whole list, most votes first (newest first among equals), without a query', async () => {
    expect((await list('')).keys).toEqual(['alpha', 'charlie', 'bravo', 'echo', 'delta']);
  });

  it('pages with limit and offset, and says the total', async () => {
    expect(await list('?limit=2')).toEqual({ keys: ['alpha', 'charlie'], total: '5' });
    expect(await list('?limit=2&offset=2')).toEqual({ keys: ['bravo', 'echo'], total: '5' });
    expect(await list('?limit=2&offset=4')).toEqual({ keys: ['delta'], total: '5' });
    expect(await list('?offset=3')).toEqual({ keys: ['echo', 'delta'], total: '5' });
    expect(await list('?offset=50')).toEqual({ keys: [], total: '5' });
  });

  it('sorts by newest, status and category', async () => {
    expect((await list('?sort=newest')).keys).toEqual(['echo', 'delta', 'charlie', 'bravo', 'alpha']);
    expect((await list('?sort=status')).keys).toEqual(['alpha', 'bravo', 'echo', 'delta', 'charlie']);
    expect((await list('?sort=category')).keys).toEqual(['delta', 'alpha', 'echo', 'charlie', 'bravo']);
  });

  it('filters by status and category, several values at once', async () => {
    expect((await list('?status=planned,completed')).keys).toEqual(['charlie', 'delta']);
    expect((await list('?category=bug_fixes')).keys).toEqual(['delta']);
    expect(await list('?status=idea&category=other,new_features&limit=1')).toEqual({
      keys: ['alpha'],
      total: '2',
    });
  });

  it('searches title and description by word prefix, case- and accent-insensitively', async () => {
    expect((await list('?q=SPREAD')).keys).toEqual(['alpha']);
    expect((await list('?q=dark')).keys).toEqual(['bravo']);
    expect((await list('?q=cafe')).keys).toEqual(['echo']);
    expect((await list('?q=slow%20phones')).keys).toEqual(['charlie']);
    expect((await list('?q=nothing-like-this')).keys).toEqual([]);
    expect((await list(`?q=${encodeURIComponent('"*')}`)).keys).toEqual([]);
  });
});

describe('the company page answer', () => {
  it('carries the board size, so the portal knows when to page on the server', async () => {
    const slug = board.split('/')[3];
    const res = await new Client(sayso()).get(`/api/companies/${slug}`);
    expect(res.status).toBe(200);
    expect((res.body as { ideaCount: number }).ideaCount).toBe(5);
  });
});
