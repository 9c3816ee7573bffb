import { describe, expect, it } from 'vitest';
import { filtersFromUrl, inboxApiQuery, isFiltered, urlFromFilters } from './inbox-query';

const EMPTY_URL = {
  q: '',
  status: '',
  category: '',
  board: '',
  new: '',
  held: '',
  from: '',
  to: '',
  sort: '',
  tag: '',
  voterCompany: '',
  voterPlan: '',
};

describe('the inbox filters in the URL and in the API query', () => {
  it('reads the defaults from an empty URL and ignores what it does not know', () => {
    const filters = filtersFromUrl({
      ...EMPTY_URL,
      status: 'open',
      sort: 'hot',
      from: 'yesterday',
      board: 'x',
      tag: 'beta',
    });
    expect(filters).toEqual({
      q: '',
      status: '',
      category: '',
      board: '',
      newComments: false,
      held: false,
      from: '',
      to: '',
      sort: 'votes',
      tag: '',
      voterCompany: '',
      voterPlan: '',
    });
    expect(isFiltered(filters)).toBe(false);
    expect(inboxApiQuery(filters)).toBe('sort=votes');
  });

  it('round-trips every filter, an own category going to the API as categoryId', () => {
    const url = {
      q: 'dark mode',
      status: 'planned',
      category: '12',
      board: '3',
      new: '1',
      held: '1',
      from: '2026-01-01',
      to: '2026-02-01',
      sort: 'trending',
      tag: '4',
      voterCompany: '',
      voterPlan: '',
    };
    const filters = filtersFromUrl(url);
    expect(urlFromFilters(filters)).toEqual(url);
    expect(isFiltered(filters)).toBe(true);
    expect(new URLSearchParams(inboxApiQuery(filters)).toString()).toBe(
      'q=dark+mode&status=planned&categoryId=12&board=3&newComments=1&held=1&from=2026-01-01&to=2026-02-01&tag=4&sort=trending',
    );
    const fixed = filtersFromUrl({ ...EMPTY_URL, category: 'bug_fixes' });
    expect(inboxApiQuery(fixed)).toBe('category=bug_fixes&sort=votes');
  });

  it("keeps issue 28's voter segments and the MRR sort in the URL and the API query", () => {
    const filters = filtersFromUrl({
      ...EMPTY_URL,
      voterCompany: 'Acme Inc',
      voterPlan: 'enterprise',
      sort: 'mrr',
    });
    expect(isFiltered(filters)).toBe(true);
    expect(urlFromFilters(filters)).toMatchObject({
      voterCompany: 'Acme Inc',
      voterPlan: 'enterprise',
      sort: 'mrr',
    });
    expect(inboxApiQuery(filters)).toBe('voterCompany=Acme+Inc&voterPlan=enterprise&sort=mrr');
  });

  it('leaves the default sort and cleared filters out of the URL', () => {
    expect(urlFromFilters({ sort: 'votes', newComments: false, status: '' })).toEqual({
      sort: '',
      new: '',
      status: '',
    });
  });
});
