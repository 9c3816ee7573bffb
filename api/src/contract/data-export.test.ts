import { describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  importRowSchema,
  missingColumnsMessage,
  neutraliseFormula,
  parseFixedCategory,
  parseImportStatus,
  restoreNeutralised,
} from './data-export';

describe('the CSV formula guard', () => {
  it.each(['=1+1', '+1 more', '-10 points', '@team', '\tindent', '\rreturn'])('neutralises %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    expect(restoreNeutralised(neutraliseFormula(cell))).toBe(cell);
  });

  it('leaves other text alone, an apostrophe in front included', () => {
    for (const cell of ['Dark mode', "'quoted' word", '', '1+1=2', "'plain"]) {
      expect(neutraliseFormula(cell)).toBe(cell);
      expect(restoreNeutralised(cell)).toBe(cell);
    }
  });
});

describe('import cells', () => {
  it('reads a status by value or label, any case; empty is idea', () => {
    expect(parseImportStatus('in_progress')).toBe('in_progress');
    expect(parseImportStatus(' In Progress ')).toBe('in_progress');
    expect(parseImportStatus('COMPLETED')).toBe('completed');
    expect(parseImportStatus('')).toBe('idea');
    expect(parseImportStatus('Someday')).toBeUndefined();
  });

  it('reads a fixed category by value or label, any case', () => {
    expect(parseFixedCategory('bug_fixes')).toBe('bug_fixes');
    expect(parseFixedCategory('ux improvements')).toBe('ux_improvements');
    expect(parseFixedCategory('New Features')).toBe('new_features');
    expect(parseFixedCategory('')).toBeUndefined();
    expect(parseFixedCategory('Gardening')).toBeUndefined();
  });

  it('checks title, description and votes with the submission messages', () => {
    expect(
      importRowSchema.parse({ title: " '=A1 formula ", description: 'Long enough text.', votes: '' }),
    ).toEqual({
      title: '=A1 formula',
      description: 'Long enough text.',
      votes: 0,
    });
    const bad = importRowSchema.safeParse({ title: 'Hey', description: 'short', votes: '-1' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Title must be at least 5 characters'],
      ['description', 'Please provide a more detailed description'],
      ['votes', IMPORT_MESSAGES.votes],
    ]);
  });

  it('names the missing columns', () => {
    expect(missingColumnsMessage(['title'])).toBe('The CSV file needs the column title in its first row');
    expect(missingColumnsMessage(['title', 'category'])).toBe(
      'The CSV file needs the columns title, category in its first row',
    );
  });
});
