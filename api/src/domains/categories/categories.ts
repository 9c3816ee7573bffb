/**
 * A company's own categories (Categorisation, Pro and Business): the owner adds, renames,
 * reorders, archives and restores them. Ideas point at a category by id, so a rename follows
 * them everywhere; archived categories stay stored (their ideas keep the name) but are no longer
 * offered. Every write changes `categories` rows, whose triggers bump the company's cache scope.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  CATEGORY_LIMIT,
  CATEGORY_MESSAGES,
  type CategoryOrderInput,
  type CompanyCategory,
  type CreateCategoryInput,
  hasEntitlement,
  type UpdateCategoryInput,
} from '../../contract';
import type { Db, Queryable } from '../../db/engine';
import { type CategoryRow, type CompanyRow, categories } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { toCompanyCategory } from '../companies/company-settings';
import { companyPlan } from '../plans/plans';

/** What a submit or an edit says when the category is not one the board offers now. */
const CHOOSE_CATEGORY = 'Please choose a category';

async function categoryRows(db: Queryable, companyId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The owner's view: every category, archived ones included, in board order. */
export async function listCategories(db: Queryable, companyId: number): Promise<CompanyCategory[]> {
  return (await categoryRows(db, companyId)).map(toCompanyCategory);
}

/** 409 when another offered (non-archived) category has the name, whatever its case. */
function requireFreeName(rows: CategoryRow[], name: string, except?: number): void {
  const wanted = name.toLowerCase();
  const taken = rows.some(
    (row) => row.id !== except && row.archivedAt === null && row.name.toLowerCase() === wanted,
  );
  if (taken)
    throw new ApiError(409, CATEGORY_MESSAGES.taken, [{ path: 'name', message: CATEGORY_MESSAGES.taken }]);
}

/** 400 when the board already offers CATEGORY_LIMIT categories. */
function requireRoom(rows: CategoryRow[]): void {
  const offered = rows.filter((row) => row.archivedAt === null).length;
  if (offered >= CATEGORY_LIMIT) throw new ApiError(400, CATEGORY_MESSAGES.limit);
}

/**
 * Adds a category at the end of the board's order. The count and the name check run in the
 * insert's transaction (one at a time on SQLite, SERIALIZABLE on PostgreSQL), so a burst of
 * adds never passes the limit.
 */
export async function addCategory(
  db: Db,
  company: CompanyRow,
  input: CreateCategoryInput,
): Promise<CompanyCategory[]> {
  return db.transaction(async (tx) => {
    const rows = await categoryRows(tx, company.id);
    requireRoom(rows);
    requireFreeName(rows, input.name);
    const position = rows.reduce((max, row) => Math.max(max, row.position), -1) + 1;
    await tx.insert(categories).values({ companyId: company.id, name: input.name, position });
    return listCategories(tx, company.id);
  });
}

/** Renames, archives or restores one category (a restore counts against the limit again). */
export async function updateCategory(
  db: Db,
  company: CompanyRow,
  categoryId: number,
  input: UpdateCategoryInput,
): Promise<CompanyCategory[]> {
  return db.transaction(async (tx) => {
    const rows = await categoryRows(tx, company.id);
    const row = rows.find((candidate) => candidate.id === categoryId);
    invariant(row, 404, CATEGORY_MESSAGES.notFound);
    const restoring = input.archived === false && row.archivedAt !== null;
    const archived = input.archived ?? row.archivedAt !== null;
    if (restoring) requireRoom(rows);
    if (!archived) requireFreeName(rows, input.name ?? row.name, row.id);
    await tx
      .update(categories)
      .set({
        name: input.name ?? row.name,
        archivedAt: archived ? (row.archivedAt ?? new Date().toISOString()) : null,
      })
      .where(eq(categories.id, row.id));
    return listCategories(tx, company.id);
  });
}

/** Puts the categories in the order given, which must name each of them exactly once. */
export async function reorderCategories(
  db: Db,
  company: CompanyRow,
  { ids }: CategoryOrderInput,
): Promise<CompanyCategory[]> {
  return db.transaction(async (tx) => {
    const rows = await categoryRows(tx, company.id);
    const known = new Set(rows.map((row) => row.id));
    const exact =
      ids.length === rows.length && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
    if (!exact)
      throw new ApiError(400, CATEGORY_MESSAGES.order, [{ path: 'ids', message: CATEGORY_MESSAGES.order }]);
    for (const [position, id] of ids.entries()) {
      const row = rows.find((candidate) => candidate.id === id);
      if (row && row.position !== position)
        await tx.update(categories).set({ position }).where(eq(categories.id, id));
    }
    return listCategories(tx, company.id);
  });
}

/**
 * A category an idea may be filed under now: an offered (non-archived) category of THAT
 * company, on a plan with Categorisation. Anything else is a 400 "Please choose a category",
 * so a downgraded board takes only the fixed five.
 */
export async function requireOfferedCategory(
  db: Queryable,
  company: CompanyRow,
  categoryId: number,
): Promise<void> {
  const refuse = () => new ApiError(400, CHOOSE_CATEGORY, [{ path: 'categoryId', message: CHOOSE_CATEGORY }]);
  if (!hasEntitlement(await companyPlan(db, company), 'categorisation')) throw refuse();
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(eq(categories.id, categoryId), eq(categories.companyId, company.id), isNull(categories.archivedAt)),
    )
    .limit(1);
  if (!row) throw refuse();
}
