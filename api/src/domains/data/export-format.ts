/**
 * Export pages as file text, chunk by chunk: CSV (csv-stringify, a header row, formula cells
 * neutralised) or a JSON array written an element at a time. Nothing holds more than a page.
 * The Insights charts' CSV (`tableCsv`) is written by the same cells and the same library.
 */
import { stringify } from 'csv-stringify/sync';
import { type ExportFormat, neutraliseFormula } from '../../contract';
import type { ExportRow } from './data-export';

/** Excel reads a UTF-8 CSV as UTF-8 only with the byte-order mark in front. */
const UTF8_BOM = '\uFEFF';

function csvCell(value: ExportRow[string]): string {
  if (value === null) return '';
  if (typeof value === 'string') return neutraliseFormula(value);
  return String(value);
}

/**
 * A whole table as CSV (RFC 4180, CRLF), text cells a spreadsheet would run made inert: the
 * Insights chart downloads, small enough to write at once.
 */
export function tableCsv(
  columns: readonly string[],
  rows: ReadonlyArray<readonly ExportRow[string][]>,
): string {
  return stringify([[...columns], ...rows.map((row) => row.map(csvCell))], { record_delimiter: 'windows' });
}

async function* csvChunks(columns: readonly string[], pages: AsyncIterable<ExportRow[]>) {
  yield UTF8_BOM + stringify([columns as string[]]);
  for await (const page of pages) {
    yield stringify(page.map((row) => columns.map((column) => csvCell(row[column] ?? null))));
  }
}

async function* jsonChunks(columns: readonly string[], pages: AsyncIterable<ExportRow[]>) {
  yield '[';
  let separator = '\n';
  for await (const page of pages) {
    const elements = page.map((row) =>
      JSON.stringify(Object.fromEntries(columns.map((column) => [column, row[column] ?? null]))),
    );
    yield separator + elements.join(',\n');
    separator = ',\n';
  }
  yield ']\n';
}

/** The export file's text as it is produced, one chunk per page. */
export function exportChunks(
  format: ExportFormat,
  columns: readonly string[],
  pages: AsyncIterable<ExportRow[]>,
): AsyncGenerator<string> {
  return format === 'csv' ? csvChunks(columns, pages) : jsonChunks(columns, pages);
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * A byte stream that asks `chunks` for the next chunk only when the reader wants more, so a
 * slow download holds back the database reads (backpressure) instead of piling text up.
 */
export function pullStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
