/**
 * The team's saved inbox views (issue 28): a name and the inbox's query string, shared by the
 * whole team of the company. Names are unique per company, compared without regard to case.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { DEMAND_MESSAGES, type InboxView, type InboxViewInput } from '../../contract';
import { type Db, first, isUniqueViolation } from '../../db/engine';
import { type InboxViewRow, inboxViews, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** The most views one company keeps: a menu, not a database. */
export const VIEWS_MAX = 50;

export async function listInboxViews(db: Db, companyId: number): Promise<InboxView[]> {
  const rows = await db
    .select({ view: inboxViews, creatorName: users.name })
    .from(inboxViews)
    .leftJoin(users, eq(users.id, inboxViews.createdBy))
    .where(eq(inboxViews.companyId, companyId))
    .orderBy(asc(sql`lower(${inboxViews.name})`), asc(inboxViews.id));
  return rows.map(({ view, creatorName }) => toView(view, creatorName));
}

function toView(view: InboxViewRow, creatorName: string | null): InboxView {
  return {
    id: view.id,
    name: view.name,
    query: view.query,
    createdBy: view.createdBy === null ? null : { id: view.createdBy, name: creatorName ?? '' },
    createdAt: view.createdAt,
  };
}

const nameTaken = () =>
  new ApiError(409, DEMAND_MESSAGES.viewNameTaken, [
    { path: 'name', message: DEMAND_MESSAGES.viewNameTaken },
  ]);

/** 409 when another of the company's views (not `exceptId`) has this name in any case. */
async function requireFreeName(db: Db, companyId: number, name: string, exceptId?: number) {
  const clash = first(
    await db
      .select({ id: inboxViews.id })
      .from(inboxViews)
      .where(
        and(
          eq(inboxViews.companyId, companyId),
          eq(sql`lower(${inboxViews.name})`, name.toLowerCase()),
          exceptId === undefined ? undefined : ne(inboxViews.id, exceptId),
        ),
      ),
  );
  if (clash) throw nameTaken();
}

export async function createInboxView(
  db: Db,
  companyId: number,
  creator: { id: number; name: string },
  input: InboxViewInput,
): Promise<InboxView> {
  await requireFreeName(db, companyId, input.name);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(inboxViews)
    .where(eq(inboxViews.companyId, companyId));
  if (Number(n) >= VIEWS_MAX) throw new ApiError(409, `A team keeps at most ${VIEWS_MAX} views`);
  try {
    const [row] = await db
      .insert(inboxViews)
      .values({ companyId, name: input.name, query: input.query, createdBy: creator.id })
      .returning();
    return toView(row as InboxViewRow, creator.name);
  } catch (error) {
    // Two saves of one name at once: the index keeps one.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The company's view `id`, else 404: another company's view is as absent as none. */
async function requireView(db: Db, companyId: number, id: number): Promise<InboxViewRow> {
  const view = first(
    await db
      .select()
      .from(inboxViews)
      .where(and(eq(inboxViews.companyId, companyId), eq(inboxViews.id, id))),
  );
  if (!view) throw new ApiError(404, DEMAND_MESSAGES.viewNotFound);
  return view;
}

export async function updateInboxView(
  db: Db,
  companyId: number,
  id: number,
  input: Partial<InboxViewInput>,
): Promise<InboxView> {
  await requireView(db, companyId, id);
  if (input.name !== undefined) await requireFreeName(db, companyId, input.name, id);
  try {
    if (input.name !== undefined || input.query !== undefined)
      await db.update(inboxViews).set(input).where(eq(inboxViews.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  const updated = (await listInboxViews(db, companyId)).find((view) => view.id === id);
  return updated as InboxView;
}

export async function deleteInboxView(db: Db, companyId: number, id: number): Promise<void> {
  await requireView(db, companyId, id);
  await db.delete(inboxViews).where(eq(inboxViews.id, id));
}
