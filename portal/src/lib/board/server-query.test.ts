import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY } from './filter-ideas';
import { serverQuery } from './server-query';

describe('serverQuery', () => {
  it('asks for the pages shown plus one, in the chosen order', () => {
    expect(serverQuery(DEFAULT_QUERY, 1)).toBe('limit=6&sort=most_votes');
    expect(serverQuery({ ...DEFAULT_QUERY, sort: 'newest' }, 3)).toBe('limit=16&sort=newest');
  });

  it('sends filters and search, leaving out "all"', () => {
    const query = serverQuery(
      {
        statuses: ['planned', 'in_progress'],
        categories: ['bug_fixes'],
        sort: 'status',
        search: '  dark mode ',
      },
      1,
    );
    const params = new URLSearchParams(query);
    expect(params.get('status')).toBe('planned,in_progress');
    expect(params.get('category')).toBe('bug_fixes');
    expect(params.get('q')).toBe('dark mode');
    expect(new URLSearchParams(serverQuery(DEFAULT_QUERY, 1)).has('status')).toBe(false);
  });

  it("sends the company's own categories as categoryId, the fixed ones as category", () => {
    const params = new URLSearchParams(serverQuery({ ...DEFAULT_QUERY, categories: ['7', '12'] }, 1));
    expect(params.get('categoryId')).toBe('7,12');
    expect(params.has('category')).toBe(false);
  });
});
