/** Ideas as rows: finding, listing, submitting, triaging and deleting them. */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { createIdeaSchema, IdeaListQuery, IdeaSort, UpdateIdeaInput } from '../contract';
import type { Db } from '../db/client';
import { type IdeaRow, ideas } from '../db/schema';
import { invariant } from '../lib/errors';
import { preparedOnce } from '../lib/prepared';
import { type Actor, actorColumns } from './actor';
import { matchesSearch } from './idea-search';
import { consumeSubmission } from './users';

export type NewIdea = ReturnType<typeof createIdeaSchema.parse>;

function findIdea(db: Db, id: number): IdeaRow | undefined {
  if (!Number.isSafeInteger(id)) return undefined;
  return preparedOnce(db, 'findIdea', () =>
    db
      .select()
      .from(ideas)
      .where(eq(ideas.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
}

export function requireIdea(db: Db, id: number): IdeaRow {
  const idea = findIdea(db, id);
  invariant(idea, 404, 'Feature not found');
  return idea;
}

/** The most ideas one answer carries: the whole board up to this size, else a page of it. */
export const MAX_LIST_SIZE = 500;

/**
 * The company's idea rows, most votes first, at most MAX_LIST_SIZE of them, and how many match
 * in all. Small boards come whole (the spec's board filters on the client); large boards page,
 * filter and search here instead.
 */
export function listIdeaRows(
  db: Db,
  companyId: number,
  query: IdeaListQuery = {},
): { rows: IdeaRow[]; total: number } {
  const where = and(
    eq(ideas.companyId, companyId),
    query.status?.length ? inArray(ideas.status, query.status) : undefined,
    query.category?.length ? inArray(ideas.category, query.category) : undefined,
    query.q ? matchesSearch(companyId, query.q) : undefined,
  );
  const limit = Math.min(query.limit ?? MAX_LIST_SIZE, MAX_LIST_SIZE);
  const offset = query.offset ?? 0;
  const rows = db
    .select()
    .from(ideas)
    .where(where)
    .orderBy(...ORDER_BY[query.sort ?? 'most_votes'])
    .limit(limit)
    .offset(offset)
    .all();
  // A short page that starts inside the list tells the total without counting again.
  const complete = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = complete
    ? offset + rows.length
    : (db.select({ n: count() }).from(ideas).where(where).get()?.n ?? 0);
  return { rows, total };
}

const STATUS_RANK = sql`case ${ideas.status} when 'idea' then 0 when 'planned' then 1 when 'in_progress' then 2 else 3 end`;

const ORDER_BY: Record<IdeaSort, SQL[]> = {
  most_votes: [desc(ideas.votes), desc(ideas.createdAt), desc(ideas.id)],
  newest: [desc(ideas.createdAt), desc(ideas.id)],
  status: [asc(STATUS_RANK), desc(ideas.votes), desc(ideas.id)],
  category: [asc(ideas.category), desc(ideas.votes), desc(ideas.id)],
};

/**
 * Stores an idea. A signed-in author's submission counts against their plan in the same
 * transaction; anonymous ones are rate-limited per IP by the route instead.
 */
export function createIdea(db: Db, input: NewIdea, author: Actor): IdeaRow {
  const hidden = input.submitAnonymously;
  const { userId, visitorId } = actorColumns(author);
  return db.transaction((tx) => {
    if (userId !== null) consumeSubmission(tx, userId);
    return tx
      .insert(ideas)
      .values({
        companyId: input.companyId,
        title: input.title,
        description: input.description,
        category: input.category,
        createdBy: userId,
        visitorId,
        anonymous: hidden,
        authorName: hidden ? null : (input.name ?? author.user?.name ?? null),
        authorEmail: hidden ? null : input.email,
      })
      .returning()
      .get();
  });
}

export function updateIdea(db: Db, idea: IdeaRow, input: UpdateIdeaInput): IdeaRow {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return idea;
  const updated = db.update(ideas).set(changes).where(eq(ideas.id, idea.id)).returning().get();
  invariant(updated, 404, 'Feature not found');
  return updated;
}

export function deleteIdea(db: Db, idea: IdeaRow): void {
  db.delete(ideas).where(eq(ideas.id, idea.id)).run();
}
