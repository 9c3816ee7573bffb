import { describe, expect, it } from 'vitest';
import { makeIdea } from '@/test/make-idea';
import {
  ALL,
  applyQuery,
  DEFAULT_QUERY,
  filterIdeas,
  isQueryActive,
  paginate,
  sortIdeas,
  toggleOption,
} from './filter-ideas';

const ids = (list: Array<{ id: number }>) => list.map((f) => f.id);

describe('toggleOption', () => {
  it('checking a value replaces the exclusive all', () => {
    expect(toggleOption([ALL], 'planned', true)).toEqual(['planned']);
  });
  it('adds further values (desktop allows several)', () => {
    expect(toggleOption(['planned'], 'completed', true)).toEqual(['planned', 'completed']);
  });
  it('checking all clears every other value', () => {
    expect(toggleOption(['planned', 'completed'], ALL, true)).toEqual([ALL]);
  });
  it('unchecking the last value falls back to all', () => {
    expect(toggleOption(['planned'], 'planned', false)).toEqual([ALL]);
    expect(toggleOption(['planned', 'idea'], 'planned', false)).toEqual(['idea']);
  });
  it('unchecking all keeps all (nothing else to show)', () => {
    expect(toggleOption([ALL], ALL, false)).toEqual([ALL]);
  });
});

describe('filterIdeas', () => {
  const list = [
    makeIdea({ id: 1, status: 'idea', category: 'bug_fixes', title: 'Dark mode' }),
    makeIdea({ id: 2, status: 'planned', category: 'performance', description: 'Faster DARK loads' }),
    makeIdea({ id: 3, status: 'completed', category: 'bug_fixes', title: 'Export CSV' }),
  ];

  it('keeps everything with the default query', () => {
    expect(ids(filterIdeas(list, DEFAULT_QUERY))).toEqual([1, 2, 3]);
  });
  it('filters by several statuses', () => {
    const query = { ...DEFAULT_QUERY, statuses: ['idea' as const, 'completed' as const] };
    expect(ids(filterIdeas(list, query))).toEqual([1, 3]);
  });
  it('filters by category and status together', () => {
    const query = { ...DEFAULT_QUERY, statuses: ['completed' as const], categories: ['bug_fixes' as const] };
    expect(ids(filterIdeas(list, query))).toEqual([3]);
  });
  it('searches title and description case-insensitively', () => {
    expect(ids(filterIdeas(list, { ...DEFAULT_QUERY, search: '  dark ' }))).toEqual([1, 2]);
    expect(ids(filterIdeas(list, { ...DEFAULT_QUERY, search: 'csv' }))).toEqual([3]);
    expect(filterIdeas(list, { ...DEFAULT_QUERY, search: 'zzz-no-hit' })).toEqual([]);
  });
  it("filters by the company's own categories while its page lists them, by the fixed ones after a downgrade", () => {
    const mixed = [
      makeIdea({ id: 4, category: 'other', categoryId: 7 }),
      makeIdea({ id: 5, category: 'other', categoryId: 8 }),
      makeIdea({ id: 6, category: 'bug_fixes', categoryId: null }),
    ];
    const company = {
      categories: [
        { id: 7, name: 'Mobile', archived: false },
        { id: 8, name: 'Web', archived: true },
      ],
    };
    expect(ids(filterIdeas(mixed, { ...DEFAULT_QUERY, categories: ['7'] }, company))).toEqual([4]);
    expect(ids(filterIdeas(mixed, { ...DEFAULT_QUERY, categories: ['8'] }, company))).toEqual([5]);
    expect(ids(filterIdeas(mixed, { ...DEFAULT_QUERY, categories: ['other'] }, { categories: [] }))).toEqual([
      4, 5,
    ]);
    // Sorted by the names shown: Bug Fixes, Mobile, Web.
    expect(ids(sortIdeas(mixed, 'category', company))).toEqual([6, 4, 5]);
  });
});

describe('sortIdeas', () => {
  const list = [
    makeIdea({
      id: 1,
      votes: 3,
      status: 'completed',
      category: 'ux_improvements',
      createdAt: '2025-01-03T00:00:00Z',
    }),
    makeIdea({
      id: 2,
      votes: 9,
      status: 'in_progress',
      category: 'bug_fixes',
      createdAt: '2025-01-01T00:00:00Z',
    }),
    makeIdea({
      id: 3,
      votes: 3,
      status: 'idea',
      category: 'performance',
      createdAt: '2025-01-05T00:00:00Z',
    }),
    makeIdea({
      id: 4,
      votes: 1,
      status: 'planned',
      category: 'new_features',
      createdAt: '2025-01-04T00:00:00Z',
    }),
  ];

  it('most votes first, ties newest first', () => {
    expect(ids(sortIdeas(list, 'most_votes'))).toEqual([2, 3, 1, 4]);
  });
  it('newest first', () => {
    expect(ids(sortIdeas(list, 'newest'))).toEqual([3, 4, 1, 2]);
  });
  it('status in the order idea, planned, in_progress, completed', () => {
    expect(ids(sortIdeas(list, 'status'))).toEqual([3, 4, 2, 1]);
  });
  it('category alphabetically by label', () => {
    // Bug Fixes, New Features, Performance, UX Improvements
    expect(ids(sortIdeas(list, 'category'))).toEqual([2, 4, 3, 1]);
  });
  it('does not mutate its input', () => {
    const before = ids(list);
    sortIdeas(list, 'newest');
    expect(ids(list)).toEqual(before);
  });
});

describe('applyQuery and isQueryActive', () => {
  it('filters then sorts', () => {
    const list = [
      makeIdea({ id: 1, votes: 1, title: 'Alpha search' }),
      makeIdea({ id: 2, votes: 5, title: 'Beta search' }),
      makeIdea({ id: 3, votes: 9, title: 'Gamma' }),
    ];
    expect(ids(applyQuery(list, { ...DEFAULT_QUERY, search: 'SEARCH' }))).toEqual([2, 1]);
  });
  it('reports whether filters or search are active', () => {
    expect(isQueryActive(DEFAULT_QUERY)).toBe(false);
    expect(isQueryActive({ ...DEFAULT_QUERY, sort: 'newest' })).toBe(false);
    expect(isQueryActive({ ...DEFAULT_QUERY, search: ' x ' })).toBe(true);
    expect(isQueryActive({ ...DEFAULT_QUERY, search: '   ' })).toBe(false);
    expect(isQueryActive({ ...DEFAULT_QUERY, statuses: ['planned'] })).toBe(true);
    expect(isQueryActive({ ...DEFAULT_QUERY, categories: ['other'] })).toBe(true);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 12 }, (_, i) => i);
  it('shows pages of 5 and says when more remain', () => {
    expect(paginate(items, 1)).toEqual({ visible: [0, 1, 2, 3, 4], hasMore: true });
    expect(paginate(items, 2).visible).toHaveLength(10);
    expect(paginate(items, 3)).toEqual({ visible: items, hasMore: false });
  });
  it('has no Load More at exactly a full page', () => {
    expect(paginate(items.slice(0, 5), 1).hasMore).toBe(false);
  });
  it('treats page 0 or less as the first page', () => {
    expect(paginate(items, 0).visible).toHaveLength(5);
  });
});
