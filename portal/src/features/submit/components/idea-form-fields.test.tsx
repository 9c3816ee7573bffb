import { describe, expect, it, vi } from 'vitest';
import { categoryOptions } from '@/lib/board/categories';
import { mountPerTest } from '@/test/mount';
import { EMPTY_FORM } from '../lib/build-submission';
import { IdeaFields } from './idea-form-fields';

const mount = mountPerTest();

function optionsOf(categories: Parameters<typeof categoryOptions>[0], category = EMPTY_FORM.category) {
  const container = mount.render(
    <IdeaFields
      values={{ ...EMPTY_FORM, category }}
      errors={{}}
      onChange={vi.fn()}
      categories={categoryOptions(categories)}
    />,
  );
  const select = container.querySelector('select[name=category]') as HTMLSelectElement;
  return { labels: [...select.options].map((option) => option.text), select };
}

describe('IdeaFields: the Category select', () => {
  it('offers the five fixed categories while the company page lists none of its own', () => {
    expect(optionsOf({ categories: [] }).labels).toEqual([
      'UX Improvements',
      'New Features',
      'Bug Fixes',
      'Performance',
      'Other',
    ]);
  });

  it("offers the company's offered categories in board order, never an archived one", () => {
    const { labels, select } = optionsOf(
      {
        categories: [
          { id: 4, name: 'Billing', archived: false },
          { id: 2, name: 'Retired', archived: true },
          { id: 3, name: 'Mobile', archived: false },
        ],
      },
      '3',
    );
    expect(labels).toEqual(['Billing', 'Mobile']);
    expect(select.value).toBe('3');
  });
});
