/** Ideas: the board's list, one idea, submission, triage and deletion. */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type Commenter,
  type createFeatureSchema,
  type Feature,
  type FeatureListQuery,
  type FeatureSort,
  timeAgo,
  type UpdateFeatureInput,
} from '../contract';
import type { Db } from '../db/client';
import { comments, type FeatureRow, features, users, votes } from '../db/schema';
import { invariant } from '../lib/errors';
import { preparedOnce } from '../lib/prepared';
import { matchesSearch } from './feature-search';
import { consumeSubmission } from './users';

const MAX_COMMENTERS = 3;

/** Who is looking: a signed-in user, or an anonymous browser's visitor id. */
export interface Viewer {
  userId?: number | undefined;
  visitorId?: string | undefined;
}

export type NewFeature = ReturnType<typeof createFeatureSchema.parse>;

export function findFeature(db: Db, id: number): FeatureRow | undefined {
  if (!Number.isSafeInteger(id)) return undefined;
  return preparedOnce(db, 'findFeature', () =>
    db
      .select()
      .from(features)
      .where(eq(features.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
}

export function requireFeature(db: Db, id: number): FeatureRow {
  const feature = findFeature(db, id);
  invariant(feature, 404, 'Feature not found');
  return feature;
}

/** The most ideas one answer carries: the whole board up to this size, else a page of it. */
export const MAX_LIST_SIZE = 500;

/**
 * The company's ideas, most votes first, at most MAX_LIST_SIZE of them, and how many match in
 * all. Small boards come whole (the spec's board filters on the client); large boards page,
 * filter and search here instead.
 */
export function listFeatures(
  db: Db,
  companyId: number,
  viewer: Viewer,
  query: FeatureListQuery = {},
): { features: Feature[]; total: number } {
  const where = and(
    eq(features.companyId, companyId),
    query.status?.length ? inArray(features.status, query.status) : undefined,
    query.category?.length ? inArray(features.category, query.category) : undefined,
    query.q ? matchesSearch(companyId, query.q) : undefined,
  );
  const limit = Math.min(query.limit ?? MAX_LIST_SIZE, MAX_LIST_SIZE);
  const offset = query.offset ?? 0;
  const rows = db
    .select()
    .from(features)
    .where(where)
    .orderBy(...ORDER_BY[query.sort ?? 'most_votes'])
    .limit(limit)
    .offset(offset)
    .all();
  // A short page that starts inside the list tells the total without counting again.
  const complete = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = complete
    ? offset + rows.length
    : (db.select({ n: count() }).from(features).where(where).get()?.n ?? 0);
  return { features: decorate(db, rows, viewer), total };
}

const STATUS_RANK = sql`case ${features.status} when 'idea' then 0 when 'planned' then 1 when 'in_progress' then 2 else 3 end`;

const ORDER_BY: Record<FeatureSort, SQL[]> = {
  most_votes: [desc(features.votes), desc(features.createdAt), desc(features.id)],
  newest: [desc(features.createdAt), desc(features.id)],
  status: [asc(STATUS_RANK), desc(features.votes), desc(features.id)],
  category: [asc(features.category), desc(features.votes), desc(features.id)],
};

export function getFeature(db: Db, id: number, viewer: Viewer): Feature {
  const [feature] = decorate(db, [requireFeature(db, id)], viewer);
  invariant(feature, 404, 'Feature not found');
  return feature;
}

/**
 * Stores an idea. A signed-in author's submission counts against their plan in the same
 * transaction; anonymous ones are rate-limited per IP by the route instead.
 */
export function createFeature(
  db: Db,
  input: NewFeature,
  author: { userId?: number | undefined; visitorId?: string | undefined; userName?: string | undefined },
): FeatureRow {
  const hidden = input.submitAnonymously;
  return db.transaction((tx) => {
    if (author.userId !== undefined) consumeSubmission(tx, author.userId);
    return tx
      .insert(features)
      .values({
        companyId: input.companyId,
        title: input.title,
        description: input.description,
        category: input.category,
        createdBy: author.userId ?? null,
        visitorId: author.visitorId ?? null,
        anonymous: hidden,
        authorName: hidden ? null : (input.name ?? author.userName ?? null),
        authorEmail: hidden ? null : input.email,
      })
      .returning()
      .get();
  });
}

export function updateFeature(db: Db, feature: FeatureRow, input: UpdateFeatureInput): FeatureRow {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return feature;
  const updated = db.update(features).set(changes).where(eq(features.id, feature.id)).returning().get();
  invariant(updated, 404, 'Feature not found');
  return updated;
}

export function deleteFeature(db: Db, feature: FeatureRow): void {
  db.delete(features).where(eq(features.id, feature.id)).run();
}

/** Adds the comment count, up to three commenters, display time and the viewer's vote. */
function decorate(db: Db, rows: FeatureRow[], viewer: Viewer): Feature[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const commenters = commentersByFeature(db, rows);
  const voted = votedFeatureIds(db, ids, viewer);
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    category: row.category,
    votes: row.votes,
    comments: row.commentCount,
    commenters: commenters.get(row.id) ?? [],
    companyId: row.companyId,
    // An anonymous idea names no author anywhere public; created_by stays only for plan counts.
    createdBy: row.anonymous ? null : row.createdBy,
    authorName: row.anonymous ? null : row.authorName,
    createdAt: row.createdAt,
    timeAgo: timeAgo(row.createdAt, now),
    voted: voted.has(row.id),
  }));
}

function commentersByFeature(db: Db, rows: FeatureRow[]): Map<number, Commenter[]> {
  const result = new Map<number, Commenter[]>();
  const withComments = rows.filter((row) => row.commentCount > 0).map((row) => row.id);
  if (withComments.length === 0) return result;
  const found = chunked(withComments, (chunk) =>
    db
      .selectDistinct({ featureId: comments.featureId, id: users.id, name: users.name })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(inArray(comments.featureId, chunk))
      .all(),
  );
  for (const { featureId, id, name } of found) {
    const list = result.get(featureId) ?? [];
    if (list.length < MAX_COMMENTERS) list.push({ id, name });
    result.set(featureId, list);
  }
  return result;
}

function votedFeatureIds(db: Db, ids: number[], viewer: Viewer): Set<number> {
  const voter =
    viewer.userId !== undefined
      ? eq(votes.userId, viewer.userId)
      : viewer.visitorId !== undefined
        ? eq(votes.visitorId, viewer.visitorId)
        : undefined;
  if (!voter) return new Set();
  const found = chunked(ids, (chunk) =>
    db
      .select({ featureId: votes.featureId })
      .from(votes)
      .where(and(voter, inArray(votes.featureId, chunk)))
      .all(),
  );
  return new Set(found.map((row) => row.featureId));
}

/** SQLite caps bound parameters per statement, so large boards are queried in slices. */
function chunked<T>(ids: number[], query: (chunk: number[]) => T[]): T[] {
  const size = 500;
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += size) out.push(...query(ids.slice(i, i + size)));
  return out;
}
