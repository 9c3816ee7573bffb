/**
 * CSV import of ideas (Data export, Pro and Business): a dry run that says, row by row, the idea
 * each row makes or its errors (the contract's own messages), and the real import, which
 * creates every row in one transaction or nothing. Imported ideas have no author and no voters:
 * `votes` is stored as the count. They do not count against anyone's monthly submission limit.
 * Each goes on the board its `board_slug` names (an export's column), else the default board.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  BOARD_MESSAGES,
  CATEGORY_LABELS,
  hasEntitlement,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportColumn,
  type ImportedIdea,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  importRowSchema,
  parseFixedCategory,
  parseImportStatus,
} from '../../contract';
import type { Db, Queryable } from '../../db/engine';
import { type BoardRow, type CompanyRow, categories, ideas } from '../../db/schema';
import { chunksOf } from '../../lib/chunks';
import { ApiError, type FieldIssue, invariant, validationError } from '../../lib/errors';
import { renderMarkdown } from '../../lib/markdown';
import { boardRows } from '../boards/boards';
import { companyPlan } from '../plans/plans';
import { type CsvRecord, readImportFile } from './csv-import-file';

/** Rows per insert statement: well under either engine's bound-parameter limit. */
const INSERT_BATCH = 200;

type Resolve = (name: string) => Pick<ImportedIdea, 'category' | 'categoryId' | 'categoryName'> | undefined;

/**
 * How a category cell is read: the company's own (offered) category by name when its plan has
 * Categorisation, else one of the fixed five by label or value.
 */
async function categoryResolver(db: Queryable, company: CompanyRow): Promise<Resolve> {
  const own = hasEntitlement(await companyPlan(db, company), 'categorisation')
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(and(eq(categories.companyId, company.id), isNull(categories.archivedAt)))
    : [];
  const byName = new Map(own.map((row) => [row.name.trim().toLowerCase(), row]));
  return (name) => {
    const mine = byName.get(name.trim().toLowerCase());
    if (mine) return { category: 'other', categoryId: mine.id, categoryName: mine.name };
    const fixed = parseFixedCategory(name);
    return fixed && { category: fixed, categoryId: null, categoryName: CATEGORY_LABELS[fixed] };
  };
}

type ResolveBoard = (slug: string) => { board: Pick<BoardRow, 'id' | 'name'>; known: boolean };

/**
 * How a `board_slug` cell is read (issue 27): the company's board of that slug (any case), else
 * the default board, `known: false` when a slug was given that the company has no board for.
 * Every board takes imported ideas, even past the plan's count: an import is the team's triage.
 */
async function boardResolver(db: Queryable, company: CompanyRow): Promise<ResolveBoard> {
  const rows = await boardRows(db, company.id);
  const bySlug = new Map(rows.map((row) => [row.slug.toLowerCase(), row]));
  const fallback = rows[0];
  invariant(fallback, 404, BOARD_MESSAGES.notFound);
  return (slug) => {
    const wanted = slug.trim().toLowerCase();
    const board = bySlug.get(wanted);
    return board ? { board, known: true } : { board: fallback, known: wanted === '' };
  };
}

/** One row checked: the idea it would store, or every problem it has, in column order. */
function checkRow({ row, cells }: CsvRecord, resolve: Resolve, resolveBoard: ResolveBoard): ImportRow {
  const parsed = importRowSchema.safeParse(cells);
  const issues: FieldIssue[] = parsed.success ? [] : (validationError(parsed.error).issues ?? []);
  const category = resolve(cells.category);
  if (!category) issues.push({ path: 'category', message: 'Please choose a category' });
  const status = parseImportStatus(cells.status);
  if (!status) issues.push({ path: 'status', message: 'Please choose a status' });
  if (!parsed.success || !category || !status) {
    const column = (issue: FieldIssue) => IMPORT_COLUMNS.indexOf(issue.path as ImportColumn);
    return { row, issues: issues.sort((a, b) => column(a) - column(b)) };
  }
  const { board, known } = resolveBoard(cells.board_slug);
  const idea = { ...parsed.data, status, ...category, boardId: board.id, boardName: board.name };
  if (known) return { row, idea };
  return { row, idea, warnings: [{ path: 'board_slug', message: IMPORT_MESSAGES.unknownBoard }] };
}

async function checkFile(db: Queryable, company: CompanyRow, csv: string): Promise<ImportRow[]> {
  const records = readImportFile(csv);
  const resolve = await categoryResolver(db, company);
  const resolveBoard = await boardResolver(db, company);
  return records.map((record) => checkRow(record, resolve, resolveBoard));
}

/** The dry run: what the file would create, row by row. Writes nothing. */
export async function previewImport(db: Db, company: CompanyRow, csv: string): Promise<ImportPreview> {
  const rows = await checkFile(db, company, csv);
  const invalid = rows.filter((row) => row.issues).length;
  return { rows, valid: rows.length - invalid, invalid };
}

/** Every row's issues as one list, each path naming its row: '7.title'. */
function rowIssues(rows: ImportRow[]): FieldIssue[] {
  return rows.flatMap((row) =>
    (row.issues ?? []).map((issue) => ({ ...issue, path: `${row.row}.${issue.path}` })),
  );
}

/**
 * Creates every idea of the file in one transaction, or none: any bad row is a 400 whose issues
 * name each row's problems. The checks run inside the transaction, on the categories as they are.
 */
export function importIdeas(db: Db, company: CompanyRow, csv: string): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const rows = await checkFile(tx, company, csv);
    const issues = rowIssues(rows);
    if (issues.length > 0) throw new ApiError(400, IMPORT_MESSAGES.badRows, issues);
    const now = new Date().toISOString();
    const values = rows.flatMap(({ idea }) =>
      idea
        ? [
            {
              companyId: company.id,
              title: idea.title,
              description: idea.description,
              descriptionHtml: renderMarkdown(idea.description),
              status: idea.status,
              category: idea.category,
              categoryId: idea.categoryId,
              boardId: idea.boardId,
              votes: idea.votes,
              createdAt: now,
              // A status past 'idea' dates from the import, for the roadmap's recent cut.
              statusChangedAt: idea.status === 'idea' ? null : now,
            },
          ]
        : [],
    );
    for (const chunk of chunksOf(values, INSERT_BATCH)) await tx.insert(ideas).values(chunk);
    return { created: values.length };
  });
}
