/** Ideas as rows: finding, listing, submitting, triaging and deleting them. */
import { count, eq, sql } from 'drizzle-orm';
import type { BoardVisibility, createIdeaSchema, IdeaAction, PlanId, UpdateIdeaInput } from '../../contract';
import { type Db, isPostgres, type Queryable } from '../../db/engine';
import { boards, type IdeaRow, ideaActivity, ideas } from '../../db/schema';
import { inTransaction } from '../../db/transaction-scope';
import { BatchQueue } from '../../lib/batch-queue';
import { ApiError, invariant } from '../../lib/errors';
import { renderMarkdown } from '../../lib/markdown';
import { preparedOnce } from '../../lib/prepared';
import { boardViewer, canSeeBoard, type ViewingUser } from '../boards/board-access';
import { boardIdOf } from '../boards/board-id';
import { boardForNewIdea, findCompanyBoard } from '../boards/boards';
import { findCompanyById } from '../companies/companies';
import { companyPlan } from '../plans/plans';
import { seesPrivate, teamAccess } from '../team/authorization';
import { consumeSubmission } from '../users/users';
import { ideaCreated, ideaStatusChanged } from '../webhooks/webhook-events';
import { type Actor, actorColumns } from './actor';
import {
  type BoardListQuery,
  type IdeaVisibility,
  ideaListOrder,
  ideaListWhere,
  MAX_LIST_SIZE,
} from './idea-list-query';

// The list's query moved to idea-list-query.ts (issue 25: the search worker loads it without
// this module's graph); its names stay importable from here.
export { type IdeaVisibility, ideaListWhere, MAX_LIST_SIZE, MOST_VOTES_FIRST } from './idea-list-query';

export type NewIdea = ReturnType<typeof createIdeaSchema.parse>;

/** An idea with its board's visibility, read in the same statement: the vote asks both (decision 022). */
interface IdeaWithBoard {
  idea: IdeaRow;
  /** Null only if the board were missing, which the triggers rule out (decision 024): treated as hidden. */
  boardVisibility: BoardVisibility | null;
}

const ideaWithBoard = { idea: ideas, boardVisibility: boards.visibility };

async function findIdea(db: Db, id: number): Promise<IdeaWithBoard | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  if (isPostgres(db) && !inTransaction()) return batchedIdeaReads(db).push(id);
  return preparedOnce(db, 'findIdea', () =>
    db
      .select(ideaWithBoard)
      .from(ideas)
      .leftJoin(boards, eq(boards.id, ideas.boardId))
      .where(eq(ideas.id, sql.placeholder('id'))),
  ).get({ id });
}

const ideaReads = new WeakMap<Db, BatchQueue<number, IdeaWithBoard | undefined>>();

/**
 * On PostgreSQL the ideas asked for at once are read by one statement: every vote reads its idea
 * first, and a round trip per vote cost as much as the batched vote itself (issue 25). SQLite
 * reads in process, where one statement per idea is the cheaper.
 */
function batchedIdeaReads(db: Db): BatchQueue<number, IdeaWithBoard | undefined> {
  let queue = ideaReads.get(db);
  if (!queue) {
    const read = preparedOnce(db, 'findIdeas', () =>
      db
        .select(ideaWithBoard)
        .from(ideas)
        .leftJoin(boards, eq(boards.id, ideas.boardId))
        .where(sql`${ideas.id} = any(${sql.placeholder('ids')})`),
    );
    queue = new BatchQueue(async (ids) => {
      const byId = new Map((await read.all({ ids: [...new Set(ids)] })).map((row) => [row.idea.id, row]));
      // Each caller its own copy: two asking for the same idea never share one object.
      return ids.map((id) => {
        const row = byId.get(id);
        return row && { idea: { ...row.idea }, boardVisibility: row.boardVisibility };
      });
    });
    ideaReads.set(db, queue);
  }
  return queue;
}

export async function requireIdea(db: Db, id: number): Promise<IdeaRow> {
  const found = await findIdea(db, id);
  invariant(found, 404, 'Feature not found');
  return found.idea;
}

export interface VisibleOptions {
  /** The caller's visitor id: an anonymous author sees their own held idea. */
  visitorId?: string | null;
  /** A merged idea answers (its page redirects); otherwise it is refused with the target named. */
  allowMerged?: boolean;
}

/**
 * The idea as `user` may see it: a private idea is 'Feature not found' to anyone outside its
 * company's team, as if it did not exist (idea page, votes, comments); a held idea likewise,
 * except for its own author. A merged idea answers as its target would: not found when the
 * caller may not see the target (issue 23: ids are sequential, so a merged idea must not name
 * a private one), else a 409 naming the target unless `allowMerged`.
 */
export async function requireVisibleIdea(
  db: Db,
  id: number,
  user: ViewingUser | null,
  options: VisibleOptions = {},
): Promise<IdeaRow> {
  const found = await findIdea(db, id);
  invariant(found, 404, 'Feature not found');
  const { idea, boardVisibility } = found;
  const author =
    (user !== null && idea.createdBy === user.id) ||
    (options.visitorId != null && idea.visitorId === options.visitorId);
  let team = false;
  if (idea.private || (idea.held && !author)) {
    const company = await findCompanyById(db, idea.companyId);
    invariant(company && (await seesPrivate(db, user, company)), 404, 'Feature not found');
    team = true;
  }
  // A public board's idea (the vote's usual case) costs nothing more: the viewer is resolved
  // only for a board not everyone may see, and its idea is as absent as a private one.
  if (boardVisibility !== 'public' && !team)
    invariant(await seesIdeaBoard(db, idea, user), 404, 'Feature not found');
  if (idea.mergedInto !== null) {
    // The same 404 as an unknown id when the target is hidden from the caller.
    const target = await requireVisibleIdea(db, idea.mergedInto, user, { visitorId: options.visitorId });
    if (!options.allowMerged) throw new ApiError(409, `This idea was merged into "${target.title}"`);
  }
  return idea;
}

/** Whether `user` may see the board `idea` is on (board-access.ts decides). */
async function seesIdeaBoard(db: Db, idea: IdeaRow, user: ViewingUser | null): Promise<boolean> {
  const company = await findCompanyById(db, idea.companyId);
  const board = company && (await findCompanyBoard(db, company.id, boardIdOf(idea)));
  return !!board && canSeeBoard(await boardViewer(db, user, company), board);
}

/**
 * The company's idea rows, most votes first, at most MAX_LIST_SIZE of them, and how many match
 * in all; private ideas only in the team's `visibility`. Small boards come whole (the spec's board filters on the client); large boards page,
 * filter and search here instead.
 */
export async function listIdeaRows(
  db: Db,
  companyId: number,
  query: BoardListQuery = {},
  visibility: IdeaVisibility = 'public',
): Promise<{ rows: IdeaRow[]; total: number }> {
  const where = ideaListWhere(db, companyId, query, visibility);
  const limit = Math.min(query.limit ?? MAX_LIST_SIZE, MAX_LIST_SIZE);
  const offset = query.offset ?? 0;
  const rows = await db
    .select()
    .from(ideas)
    .where(where)
    .orderBy(...ideaListOrder(query.sort))
    .limit(limit)
    .offset(offset);
  // A short page that starts inside the list tells the total without counting again.
  const complete = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = complete
    ? offset + rows.length
    : ((await db.select({ n: count() }).from(ideas).where(where))[0]?.n ?? 0);
  return { rows, total };
}

/**
 * Stores an idea. A signed-in author's submission counts against their plan in the same
 * transaction; anonymous ones are rate-limited per IP by the route instead.
 */
export function createIdea(db: Db, input: NewIdea, author: Actor, held = false): Promise<IdeaRow> {
  const hidden = input.submitAnonymously;
  const { userId, visitorId } = actorColumns(author);
  return db.transaction(async (tx) => {
    // Named here, not left to the trigger: RETURNING does not see what an AFTER trigger fills.
    const boardId = await boardForNewIdea(tx, input.companyId, input.boardId);
    if (userId !== null)
      await consumeSubmission(tx, userId, await teamSubmissionPlan(tx, userId, input.companyId));
    const [idea] = await tx
      .insert(ideas)
      .values({
        companyId: input.companyId,
        boardId,
        title: input.title,
        description: input.description,
        descriptionHtml: renderMarkdown(input.description),
        // Filed under the company's own category: the fixed one is 'other' (docs/api.md).
        category: input.categoryId != null ? 'other' : input.category,
        categoryId: input.categoryId ?? null,
        createdBy: userId,
        visitorId,
        anonymous: hidden,
        authorName: hidden ? null : (input.name ?? author.user?.name ?? null),
        authorEmail: hidden ? null : input.email,
        held,
      })
      .returning();
    // A held idea is announced when the team approves it (idea-review.ts), as it goes public.
    if (!held) await ideaCreated(tx, idea as IdeaRow);
    return idea as IdeaRow;
  });
}

/**
 * The company's plan when the author is on its team in force (owner, admin, member), else null:
 * the team's own submissions to its board follow the plan the company pays for (issue 23).
 */
async function teamSubmissionPlan(db: Queryable, userId: number, companyId: number): Promise<PlanId | null> {
  const company = await findCompanyById(db, companyId);
  if (!company || (await teamAccess(db, { id: userId }, company)).position === null) return null;
  return companyPlan(db, company);
}

/** The activity rows an update makes: what changed, from what, to what (idea_activity). */
function activityOf(idea: IdeaRow, changes: Partial<IdeaRow>) {
  const rows: { action: IdeaAction; fromValue: string | null; toValue: string | null }[] = [];
  if (changes.status !== undefined && changes.status !== idea.status)
    rows.push({ action: 'status_changed', fromValue: idea.status, toValue: changes.status });
  if (changes.private !== undefined && changes.private !== idea.private)
    rows.push({
      action: 'privacy_changed',
      fromValue: String(idea.private),
      toValue: String(changes.private),
    });
  const category = (row: Pick<IdeaRow, 'category' | 'categoryId'>) => String(row.categoryId ?? row.category);
  const movedCategory =
    (changes.categoryId !== undefined && changes.categoryId !== idea.categoryId) ||
    (changes.category !== undefined && changes.category !== idea.category);
  if (movedCategory)
    rows.push({
      action: 'category_changed',
      fromValue: category(idea),
      toValue: category({ ...idea, ...changes }),
    });
  if (
    (changes.title !== undefined && changes.title !== idea.title) ||
    (changes.description !== undefined && changes.description !== idea.description)
  )
    rows.push({ action: 'edited', fromValue: null, toValue: null });
  return rows;
}

/**
 * The team's update of an idea, recorded in idea_activity with who made it (`byUserId`) in the
 * same transaction: the idea page shows it, the statistics time the status changes.
 */
export async function updateIdea(
  db: Db,
  idea: IdeaRow,
  input: UpdateIdeaInput,
  byUserId: number | null = null,
): Promise<IdeaRow> {
  const changes: Partial<IdeaRow> = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return idea;
  const now = new Date().toISOString();
  const activity = activityOf(idea, changes);
  if (changes.status !== undefined && changes.status !== idea.status) {
    // A status change is activity, and the team's answer to whatever was said before it.
    changes.statusChangedAt = now;
    changes.lastActivityAt = now;
    changes.newComments = false;
  }
  if (activity.some((row) => row.action === 'edited')) changes.editedAt = now;
  if (changes.description !== undefined) changes.descriptionHtml = renderMarkdown(changes.description);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(ideas).set(changes).where(eq(ideas.id, idea.id)).returning();
    invariant(updated, 404, 'Feature not found');
    await ideaStatusChanged(tx, idea, updated);
    if (activity.length > 0)
      await tx.insert(ideaActivity).values(
        activity.map((row) => ({
          ...row,
          ideaId: idea.id,
          companyId: idea.companyId,
          userId: byUserId,
          createdAt: now,
        })),
      );
    return updated;
  });
}

/** Deletes the idea and the ideas merged into it (their votes and comments were on it). */
export async function deleteIdea(db: Db, idea: IdeaRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(ideas).where(eq(ideas.mergedInto, idea.id));
    await tx.delete(ideas).where(eq(ideas.id, idea.id));
  });
}
