/**
 * The team's management of its boards (owner and admin): create, change, reorder, delete. Each
 * write runs in one transaction that reads the company's boards first (one writer at a time on
 * SQLite, SERIALIZABLE on PostgreSQL), so two creates at once never pass the plan's limit.
 */
import { and, count, eq } from 'drizzle-orm';
import {
  BOARD_MESSAGES,
  type Board,
  type BoardVisibility,
  boardLimitMessage,
  type CreateBoardInput,
  entitlementMessage,
  hasEntitlement,
  PLANS,
  type PlanId,
  type UpdateBoardInput,
} from '../../contract';
import type { Db, Queryable } from '../../db/engine';
import { type BoardRow, boards, type CompanyRow, ideas } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { companyPlan } from '../plans/plans';
import { boardRows, listBoards } from './boards';

const field = (path: string, message: string) => [{ path, message }];

/** 409 when another of the company's boards has the address. */
function requireFreeSlug(rows: BoardRow[], slug: string, except?: number): void {
  if (rows.some((row) => row.id !== except && row.slug === slug))
    throw new ApiError(409, BOARD_MESSAGES.taken, field('slug', BOARD_MESSAGES.taken));
}

/** 403 when a restricted board is wanted on a plan without Restricted boards. */
function requireVisibility(plan: PlanId, visibility: BoardVisibility | undefined): void {
  if (visibility === 'restricted' && !hasEntitlement(plan, 'restrictedBoards'))
    throw new ApiError(403, entitlementMessage('restrictedBoards'));
}

const json = (list: unknown[] | undefined) => (list === undefined ? undefined : JSON.stringify(list));

/** Adds a board at the end of the switcher; 403 when the plan's board limit is reached. */
export async function createBoard(db: Db, company: CompanyRow, input: CreateBoardInput): Promise<Board[]> {
  return db.transaction(async (tx) => {
    const plan = await companyPlan(tx, company);
    const rows = await boardRows(tx, company.id);
    const limit = PLANS[plan].boards;
    if (limit !== null && rows.length >= limit) throw new ApiError(403, boardLimitMessage(plan));
    requireVisibility(plan, input.visibility);
    requireFreeSlug(rows, input.slug);
    await tx.insert(boards).values({
      companyId: company.id,
      name: input.name,
      slug: input.slug,
      description: input.description || null,
      position: rows.reduce((max, row) => Math.max(max, row.position), -1) + 1,
      visibility: input.visibility ?? 'public',
      emailDomains: json(input.emailDomains) ?? null,
      attributeRules: json(input.attributeRules) ?? null,
    });
    return listBoards(tx, company.id);
  });
}

/** Renames, describes or changes who sees one board (a restricted one needs Business). */
export async function updateBoard(
  db: Db,
  company: CompanyRow,
  boardId: number,
  input: UpdateBoardInput,
): Promise<Board[]> {
  return db.transaction(async (tx) => {
    const rows = await boardRows(tx, company.id);
    const row = rows.find((candidate) => candidate.id === boardId);
    invariant(row, 404, BOARD_MESSAGES.notFound);
    if (input.visibility !== undefined && input.visibility !== row.visibility)
      requireVisibility(await companyPlan(tx, company), input.visibility);
    if (input.slug !== undefined) requireFreeSlug(rows, input.slug, row.id);
    await tx
      .update(boards)
      .set({
        name: input.name,
        slug: input.slug,
        description: input.description === undefined ? undefined : input.description || null,
        visibility: input.visibility,
        emailDomains: json(input.emailDomains),
        attributeRules: json(input.attributeRules),
      })
      .where(eq(boards.id, row.id));
    return listBoards(tx, company.id);
  });
}

/** Puts the boards in the order given, which must name each of them exactly once; the first becomes the default. */
export async function reorderBoards(db: Db, company: CompanyRow, ids: number[]): Promise<Board[]> {
  return db.transaction(async (tx) => {
    const rows = await boardRows(tx, company.id);
    const known = new Set(rows.map((row) => row.id));
    const exact =
      ids.length === rows.length && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
    if (!exact) throw new ApiError(400, BOARD_MESSAGES.order, field('ids', BOARD_MESSAGES.order));
    for (const [position, id] of ids.entries()) {
      if (rows.find((row) => row.id === id)?.position !== position)
        await tx.update(boards).set({ position }).where(eq(boards.id, id));
    }
    return listBoards(tx, company.id);
  });
}

async function ideasOn(db: Queryable, boardId: number): Promise<number> {
  const [row] = await db.select({ ideas: count() }).from(ideas).where(eq(ideas.boardId, boardId));
  return Number(row?.ideas ?? 0);
}

/**
 * Deletes a board, never the company's last. A board holding ideas needs `moveTo`, another of
 * the company's boards, and its ideas (with their votes and comments) move there first.
 */
export async function deleteBoard(
  db: Db,
  company: CompanyRow,
  boardId: number,
  moveTo: number | undefined,
): Promise<Board[]> {
  return db.transaction(async (tx) => {
    const rows = await boardRows(tx, company.id);
    const row = rows.find((candidate) => candidate.id === boardId);
    invariant(row, 404, BOARD_MESSAGES.notFound);
    if (rows.length === 1) throw new ApiError(400, BOARD_MESSAGES.lastBoard);
    if ((await ideasOn(tx, row.id)) > 0) {
      if (moveTo === undefined)
        throw new ApiError(400, BOARD_MESSAGES.moveTo, field('moveTo', BOARD_MESSAGES.moveTo));
      if (moveTo === row.id)
        throw new ApiError(400, BOARD_MESSAGES.moveToSelf, field('moveTo', BOARD_MESSAGES.moveToSelf));
      if (!rows.some((candidate) => candidate.id === moveTo))
        throw new ApiError(400, BOARD_MESSAGES.otherCompany, field('moveTo', BOARD_MESSAGES.otherCompany));
      await tx
        .update(ideas)
        .set({ boardId: moveTo })
        .where(and(eq(ideas.boardId, row.id), eq(ideas.companyId, company.id)));
    }
    await tx.delete(boards).where(eq(boards.id, row.id));
    return listBoards(tx, company.id);
  });
}
