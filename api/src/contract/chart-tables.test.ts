import { describe, expect, it } from 'vitest';
import { advancedTables, type ChartTable, toCsv } from './chart-tables';

describe('toCsv', () => {
  it('quotes what needs quoting and makes formula-looking text inert', () => {
    const table: ChartTable = {
      id: 'trending',
      title: 'Trending',
      columns: ['Idea', 'Votes gained'],
      rows: [
        ['=1+1', 3],
        ['+SUM(A1)', 2],
        ['-2', 1],
        ['@cmd', 0],
        ['Say "hi", please', -4],
        ['Plain', 5],
      ],
    };
    expect(toCsv(table).split('\r\n')).toEqual([
      'Idea,Votes gained',
      "'=1+1,3",
      "'+SUM(A1),2",
      "'-2,1",
      "'@cmd,0",
      // Numbers are numbers, never text a spreadsheet runs: a negative count stays a number.
      '"Say ""hi"", please",-4',
      'Plain,5',
      '',
    ]);
  });
});

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
