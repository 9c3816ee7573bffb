/**
 * Data export and CSV import (issue 14, `dataExport`: Pro and Business). The columns, limits
 * and messages live here once, for the API, its docs and the dashboard's Data card.
 */
import { z } from 'zod';
import { descriptionSchema, titleSchema } from './ideas';
import { CATEGORIES, CATEGORY_LABELS, type Category, STATUS_LABELS, STATUSES, type Status } from './labels';

/** What can be exported, each as CSV or JSON. */
export const EXPORT_DATASETS = ['ideas', 'votes', 'comments'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/companies/{id}/export/{dataset}?format=csv|json (CSV when absent). */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, 'format must be csv or json').default('csv'),
});

/**
 * Each dataset's columns, in order: the CSV header row and the JSON objects' keys. No column
 * ever holds an anonymous visitor's id; anonymous ideas name no author.
 */
export const EXPORT_COLUMNS = {
  ideas: [
    'id',
    'title',
    'description',
    'status',
    'category',
    // The board the idea is on (issue 27): an import puts it back on the board of that slug.
    'board_id',
    'board_slug',
    'board_name',
    'private',
    'held',
    'merged_into',
    'votes',
    'comments',
    'author_name',
    'author_email',
    'created_at',
    'status_changed_at',
  ],
  votes: ['idea_id', 'idea_title', 'idea_private', 'voter_kind', 'voter_name', 'voter_email', 'created_at'],
  comments: [
    'id',
    'idea_id',
    'idea_title',
    'idea_private',
    'author_name',
    'author_email',
    'content',
    'hidden',
    'created_at',
    'parent_id',
    'internal',
  ],
} as const satisfies Record<ExportDataset, readonly string[]>;

/** `voter_kind`: a signed-in user (named, with e-mail) or an anonymous visitor (nothing more). */
export type VoterKind = 'user' | 'anonymous';

/**
 * The columns an import reads (any others, such as an export's id, are ignored). `board_slug`
 * (optional) names the board of the company the idea goes on; none, or one it lacks, the default.
 */
export const IMPORT_COLUMNS = ['title', 'description', 'category', 'status', 'votes', 'board_slug'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Columns a file must have; a missing status is 'idea' and missing votes are 0. */
export const REQUIRED_IMPORT_COLUMNS = ['title', 'description', 'category'] as const;

/** The most ideas one import creates, and the largest CSV file it reads. */
export const IMPORT_MAX_ROWS = 2000;
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const IMPORT_MESSAGES = {
  noFile: 'Please choose a CSV file',
  notText: 'This file is not a CSV text file',
  empty: 'The CSV file is empty',
  noRows: 'The CSV file has no rows to import',
  tooManyRows: `A CSV import takes at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows`,
  tooLarge: `A CSV import takes at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  votes: 'Votes must be a whole number of 0 or more',
  badRows: 'Nothing was imported: fix the rows with errors and try again',
  unknownBoard: 'This company has no board with this address: the idea goes on the default board',
} as const;

/** 'The CSV file needs the columns description, category' (the header row names them). */
export function missingColumnsMessage(missing: readonly string[]): string {
  return `The CSV file needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} in its first row`;
}

/** POST /api/companies/{id}/import and …/import/preview: the file's text. */
export const importRequestSchema = z.object({
  csv: z.string(IMPORT_MESSAGES.noFile).min(1, IMPORT_MESSAGES.empty),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** What a spreadsheet would run as a formula: = + - @, or a tab or carriage return, in front. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell as exported: a formula-looking one gets a leading apostrophe, so a title such as
 * '=HYPERLINK(…)' stays text in a spreadsheet (CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** An imported cell: the apostrophe an export put in front of a formula-looking text comes off. */
export function restoreNeutralised(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

const byWords = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** A status by its value ('in_progress') or label ('In Progress'), any case; empty is 'idea'. */
export function parseImportStatus(value: string): Status | undefined {
  if (value.trim() === '') return 'idea';
  const wanted = byWords(value);
  return STATUSES.find((status) => byWords(status) === wanted || byWords(STATUS_LABELS[status]) === wanted);
}

/** A fixed category by its value ('bug_fixes') or label ('Bug Fixes'), any case. */
export function parseFixedCategory(value: string): Category | undefined {
  const wanted = byWords(value);
  if (wanted === '') return undefined;
  return CATEGORIES.find(
    (category) => byWords(category) === wanted || byWords(CATEGORY_LABELS[category]) === wanted,
  );
}

/** Imported votes: a whole number, 0 or more (an empty cell is 0). */
export const importVotesSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? '0' : value))
  .refine((value) => /^\d{1,9}$/.test(value), IMPORT_MESSAGES.votes)
  .transform(Number);

/** A text cell checked as a submission's field would be, an export's formula guard taken off. */
const importedText = (schema: typeof titleSchema) =>
  z.string().trim().transform(restoreNeutralised).pipe(schema);

/**
 * A row's cells that the contract checks alone (title, description, votes), with a
 * submission's messages. Category and status depend on the company: domains/data/data-import.ts.
 */
export const importRowSchema = z.object({
  title: importedText(titleSchema),
  description: importedText(descriptionSchema),
  votes: importVotesSchema,
});

/** One idea as the import would store it. */
export interface ImportedIdea {
  title: string;
  description: string;
  status: Status;
  /** The fixed category; 'other' when filed under one of the company's own. */
  category: Category;
  /** The company's own category, or null. */
  categoryId: number | null;
  /** The category as the board shows it: the own category's name or the fixed label. */
  categoryName: string;
  votes: number;
  /**
   * The board it goes on (issue 27): the one `board_slug` names, else the default board. The API
   * sets both on every row; typed optional so that a preview built without them (the portal's
   * own fixtures, written before boards) still type-checks until the Data card shows the board.
   */
  boardId?: number;
  boardName?: string;
}

/** A row of the file: `row` counts the header as row 1, as a spreadsheet numbers them. */
export type ImportRow =
  | {
      row: number;
      idea: ImportedIdea;
      issues?: undefined;
      /** What the import does differently from what the row asks (a board the company lacks). */
      warnings?: Array<{ path: string; message: string }>;
    }
  | { row: number; idea?: undefined; issues: Array<{ path: string; message: string }> };

/** The dry run's answer: every row, with the idea it makes or its errors. */
export interface ImportPreview {
  rows: ImportRow[];
  valid: number;
  invalid: number;
}

/** The real import's answer. */
export interface ImportResult {
  created: number;
}
