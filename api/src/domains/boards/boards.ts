/**
 * A company's boards (issue 27, docs/decisions/024): reading them, the default board, and which
 * board a new idea lands on. Every company has at least one (a trigger makes the first); the
 * default is the lowest (position, id). Who may see a board is board-access.ts's alone.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import {
  BOARD_MESSAGES,
  type Board,
  type BoardAttributeRule,
  type BoardRuleAttribute,
  boardReadOnlyMessage,
  PLANS,
  type PublicBoard,
} from '../../contract';
import { first, type Queryable } from '../../db/engine';
import { type BoardRow, boards, companies, ideas } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { companyPlan } from '../plans/plans';

const MAX_ROW_ID = 2_147_483_647;

/** A JSON array column as stored (null: none). */
function jsonList<T>(text: string | null): T[] {
  if (!text) return [];
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}

export const emailDomainsOf = (row: Pick<BoardRow, 'emailDomains'>) => jsonList<string>(row.emailDomains);
export const attributeRulesOf = (row: Pick<BoardRow, 'attributeRules'>) =>
  jsonList<BoardAttributeRule>(row.attributeRules).filter(
    (rule): rule is BoardAttributeRule & { attribute: BoardRuleAttribute } =>
      typeof rule?.attribute === 'string' && typeof rule?.value === 'string',
  );

/** The team's view of a board: its rules and how many ideas it holds. */
export function toBoard(row: BoardRow, ideaCount: number): Board {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    position: row.position,
    visibility: row.visibility,
    emailDomains: emailDomainsOf(row),
    attributeRules: attributeRulesOf(row),
    ideaCount,
    createdAt: row.createdAt,
  };
}

/** A board in a public answer: no rules, no counts. */
export function toPublicBoard(row: BoardRow): PublicBoard {
  const { id, name, slug, description, position, visibility } = row;
  return { id, name, slug, description, position, visibility };
}

/** The company's boards in switcher order; the first is the default board. */
export function boardRows(db: Queryable, companyId: number): Promise<BoardRow[]> {
  return db
    .select()
    .from(boards)
    .where(eq(boards.companyId, companyId))
    .orderBy(asc(boards.position), asc(boards.id));
}

/** The team's list: every board with the number of ideas on it. */
export async function listBoards(db: Queryable, companyId: number): Promise<Board[]> {
  const rows = await boardRows(db, companyId);
  const counts = await db
    .select({ boardId: ideas.boardId, ideas: count() })
    .from(ideas)
    .where(eq(ideas.companyId, companyId))
    .groupBy(ideas.boardId);
  const byBoard = new Map(counts.map((row) => [row.boardId, Number(row.ideas)]));
  return rows.map((row) => toBoard(row, byBoard.get(row.id) ?? 0));
}

/** One board of the company, or undefined (another company's board is not found here). */
export async function findCompanyBoard(
  db: Queryable,
  companyId: number,
  boardId: number,
): Promise<BoardRow | undefined> {
  // Ids are 32-bit on PostgreSQL: a larger one is no board, not an out-of-range error (a 500).
  if (!Number.isSafeInteger(boardId) || boardId > MAX_ROW_ID) return undefined;
  return first(
    await db
      .select()
      .from(boards)
      .where(and(eq(boards.id, boardId), eq(boards.companyId, companyId)))
      .limit(1),
  );
}

/** The company's default board: the first in switcher order. */
export async function defaultBoard(db: Queryable, companyId: number): Promise<BoardRow> {
  const row = first(
    await db
      .select()
      .from(boards)
      .where(eq(boards.companyId, companyId))
      .orderBy(asc(boards.position), asc(boards.id))
      .limit(1),
  );
  invariant(row, 404, BOARD_MESSAGES.notFound);
  return row;
}

/**
 * The board a new idea lands on: `boardId` when it is one of the company's boards (400 naming
 * the field otherwise, another company's board included), else the company's default board.
 * A board past the plan's count (kept by a downgrade) takes no new ideas: 403 naming the plan.
 */
export async function boardForNewIdea(
  db: Queryable,
  companyId: number,
  boardId: number | null | undefined,
): Promise<number> {
  if (boardId == null) return (await defaultBoard(db, companyId)).id;
  const row = await findCompanyBoard(db, companyId, boardId);
  if (!row)
    throw new ApiError(400, BOARD_MESSAGES.otherCompany, [
      { path: 'boardId', message: BOARD_MESSAGES.otherCompany },
    ]);
  const [owner] = await db
    .select({ ownerId: companies.ownerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const plan = owner ? await companyPlan(db, owner) : 'free';
  const limit = PLANS[plan].boards;
  if (limit !== null) {
    const order = (await boardRows(db, companyId)).map((board) => board.id);
    if (order.indexOf(row.id) >= limit) throw new ApiError(403, boardReadOnlyMessage(plan));
  }
  return row.id;
}

/** The company's board `boardId`, else 400 naming the field (another company's board included). */
export async function requireCompanyBoard(
  db: Queryable,
  companyId: number,
  boardId: number,
): Promise<BoardRow> {
  const row = await findCompanyBoard(db, companyId, boardId);
  if (!row)
    throw new ApiError(400, BOARD_MESSAGES.otherCompany, [
      { path: 'boardId', message: BOARD_MESSAGES.otherCompany },
    ]);
  return row;
}
