/**
 * Reading an import's CSV file (csv-parse): the header row names the columns, each later row
 * becomes a record of the import columns. File-level problems (not text, not CSV, missing
 * columns, too big or too long) are a 400 or 413 before any row is looked at.
 */
import { CsvError, parse } from 'csv-parse/sync';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportColumn,
  missingColumnsMessage,
  REQUIRED_IMPORT_COLUMNS,
} from '../../contract';
import { ApiError } from '../../lib/errors';

/** A data row: its cells by import column ('' when missing), and its spreadsheet row number. */
export interface CsvRecord {
  row: number;
  cells: Record<ImportColumn, string>;
}

/**
 * The delimiter the header row uses: a comma, or the semicolon or tab that spreadsheets set to
 * some locales (a European Excel saves 'CSV' with semicolons) write instead.
 */
function delimiterOf(csv: string): string {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((candidate) => [candidate, header.split(candidate).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function parseCells(csv: string): string[][] {
  try {
    return parse(csv, {
      bom: true,
      delimiter: delimiterOf(csv),
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: IMPORT_MAX_BYTES,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new ApiError(
        400,
        `This is not a valid CSV file${line ? ` (line ${line})` : ''}: ${error.message}`,
      );
    }
    throw error;
  }
}

/** Where each import column sits in the header row (header names trimmed, any case). */
function columnIndexes(header: string[]): Record<ImportColumn, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const indexes = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, names.indexOf(column)]));
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => indexes[column] === -1);
  if (missing.length > 0) throw new ApiError(400, missingColumnsMessage(missing));
  return indexes as Record<ImportColumn, number>;
}

/** The file's data rows, or a 400/413 saying why the file cannot be imported at all. */
export function readImportFile(csv: string): CsvRecord[] {
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_BYTES) throw new ApiError(413, IMPORT_MESSAGES.tooLarge);
  // A binary file read as text: NUL bytes, or bytes that were not UTF-8 (U+FFFD).
  if (csv.includes('\u0000') || csv.includes('\uFFFD')) throw new ApiError(400, IMPORT_MESSAGES.notText);
  if (csv.trim() === '') throw new ApiError(400, IMPORT_MESSAGES.empty);
  const [header = [], ...rows] = parseCells(csv);
  const indexes = columnIndexes(header);
  if (rows.length === 0) throw new ApiError(400, IMPORT_MESSAGES.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw new ApiError(400, IMPORT_MESSAGES.tooManyRows);
  return rows.map((cells, index) => ({
    row: index + 2,
    cells: Object.fromEntries(
      IMPORT_COLUMNS.map((column) => [column, cells[indexes[column]] ?? '']),
    ) as Record<ImportColumn, string>,
  }));
}
