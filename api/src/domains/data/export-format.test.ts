import { describe, expect, it } from 'vitest';
import type { ExportRow } from './data-export';
import { exportChunks, pullStream, tableCsv } from './export-format';

/** Pages of one row each, counting how many were asked for and whether the reader let go. */
function countingPages(total: number) {
  const seen = { pages: 0, closed: false };
  async function* pages(): AsyncGenerator<ExportRow[]> {
    try {
      for (let i = 0; i < total; i++) {
        seen.pages++;
        yield [
          { id: i, title: i === 1 ? 'Say "hi", please' : `=Idea ${i}`, private: i % 2 === 0, note: null },
        ];
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, pages: pages() };
}

/** The stream's text, a byte-order mark kept (Response.text() would drop it). */
const text = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

describe('export chunks', () => {
  it('writes CSV with a header row, quoted where needed, formulas guarded, empty for null', async () => {
    const { pages } = countingPages(2);
    const csv = await text(pullStream(exportChunks('csv', ['id', 'title', 'private', 'note'], pages)));
    expect(csv).toBe(`\uFEFFid,title,private,note\n0,'=Idea 0,true,\n1,"Say ""hi"", please",false,\n`);
  });

  it('writes a JSON array with the columns as keys, values as they are', async () => {
    const { pages } = countingPages(2);
    const json = await text(pullStream(exportChunks('json', ['id', 'title', 'note'], pages)));
    expect(JSON.parse(json)).toEqual([
      { id: 0, title: '=Idea 0', note: null },
      { id: 1, title: 'Say "hi", please', note: null },
    ]);
    const { pages: none } = countingPages(0);
    expect(JSON.parse(await text(pullStream(exportChunks('json', ['id'], none))))).toEqual([]);
  });

  it('reads a page only when the reader asks for more, and stops reading when it cancels', async () => {
    const { seen, pages } = countingPages(1000);
    const reader = pullStream(exportChunks('csv', ['id'], pages)).getReader();
    await reader.read(); // the header
    await reader.read(); // the first page
    expect(seen.pages).toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(seen.closed).toBe(true);
    expect(seen.pages).toBeLessThanOrEqual(2);
  });
});

describe('tableCsv (the Insights charts)', () => {
  it('quotes what needs quoting and makes formula-looking text inert', () => {
    const table = {
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
    expect(tableCsv(table.columns, table.rows).split('\r\n')).toEqual([
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
