import { describe, expect, it } from 'vitest';
import { advancedTables } from './chart-tables';

describe('advancedTables', () => {
  it('gives every chart a table with its own id', () => {
    const empty = {
      range: { from: '', to: '' },
      byCategory: [],
      byStatus: [],
      trending: [],
      statusFunnel: [],
      widgetFunnel: [],
      sources: [],
    };
    expect(advancedTables(empty).map((table) => table.id)).toEqual([
      'by-category',
      'by-status',
      'trending',
      'status-funnel',
      'widget-funnel',
      'sources',
    ]);
  });
});
