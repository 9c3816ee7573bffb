import type { CompanyCategory } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryOptions, categoryValue, isOwnCategoryValue } from './categories';

const own = (categories: CompanyCategory[]) => ({ categories });
const MOBILE = { id: 7, name: 'Mobile app', archived: false };
const OLD = { id: 9, name: 'Old stuff', archived: true };

describe('categoryOptions', () => {
  it('offers the fixed five while the page lists no own category (Free, or none added)', () => {
    const fixed = categoryOptions(own([])).map((option) => option.label);
    expect(fixed).toEqual(['UX Improvements', 'New Features', 'Bug Fixes', 'Performance', 'Other']);
    expect(categoryOptions(undefined)).toHaveLength(5);
    // Only archived ones: nothing to offer, so the fixed five again.
    expect(categoryOptions(own([OLD]))).toHaveLength(5);
  });
  it('offers the offered own categories, in board order, archived ones left out', () => {
    expect(categoryOptions(own([OLD, MOBILE]))).toEqual([{ value: '7', label: 'Mobile app' }]);
  });
});

describe('categoryLabel', () => {
  it("names an idea's own category, archived or renamed", () => {
    expect(categoryLabel({ category: 'other', categoryId: 7 }, own([MOBILE]))).toBe('Mobile app');
    expect(categoryLabel({ category: 'other', categoryId: 9 }, own([MOBILE, OLD]))).toBe('Old stuff');
    expect(categoryLabel({ category: 'other', categoryId: 7 }, own([{ ...MOBILE, name: 'Apps' }]))).toBe(
      'Apps',
    );
  });
  it('falls back to the fixed category when the page lists none (a downgrade) or the id is unknown', () => {
    expect(categoryLabel({ category: 'other', categoryId: 7 }, own([]))).toBe('Other');
    expect(categoryLabel({ category: 'bug_fixes', categoryId: null }, own([MOBILE]))).toBe('Bug Fixes');
    expect(categoryLabel({ category: 'some_thing' as 'other', categoryId: 3 }, undefined)).toBe('Some Thing');
  });
});

describe('categoryValue', () => {
  it('matches the own category while it applies, else the fixed one', () => {
    expect(categoryValue({ category: 'other', categoryId: 7 }, own([MOBILE]))).toBe('7');
    expect(categoryValue({ category: 'other', categoryId: 7 }, own([]))).toBe('other');
    expect(isOwnCategoryValue('7')).toBe(true);
    expect(isOwnCategoryValue('bug_fixes')).toBe(false);
  });
});
