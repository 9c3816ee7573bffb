/**
 * The public board's answers (the whole small board, or a page of a large one), shared by every
 * viewer through the read cache as JSON ready to send; only the viewer's own votes are looked
 * up per request. Entries live in the company's cache scope, so a write elsewhere keeps them.
 */
import type { Idea, IdeaListQuery } from '../contract';
import type { Db } from '../db/client';
import { preparedOnce } from '../lib/prepared';
import type { ReadCache } from '../lib/read-cache';
import { type Actor, actorColumns, NOBODY } from './actor';
import { listIdeas } from './idea-views';
import type { SearchPool } from './search-pool';

interface CachedList {
  list: Idea[];
  total: number;
  json: string;
}

export type BoardAnswer = { total: number } & ({ json: string } | { ideas: Idea[] });

export function boardForViewer(
  db: Db,
  cache: ReadCache,
  companyId: number,
  viewer: Actor,
  query: IdeaListQuery = {},
): BoardAnswer {
  const key = `list:${JSON.stringify(query, Object.keys(query).sort())}`;
  const load = (): CachedList => {
    const { ideas: list, total } = listIdeas(db, companyId, NOBODY, query);
    return { list, total, json: JSON.stringify(list) };
  };
  const wholeBoard = Object.keys(query).length === 0;
  const cached = cache.get(companyId, key, load, (stale) =>
    // Only a complete list in the default order can take new counts without a reload.
    wholeBoard && stale.total === stale.list.length ? withNewVotes(db, companyId, stale) : load(),
  );
  const list = withViewerVotes(db, companyId, viewer, cached.list);
  return list === cached.list
    ? { json: cached.json, total: cached.total }
    : { total: cached.total, ideas: list };
}

/** The list with the viewer's votes marked; the same array when the viewer voted on none. */
function withViewerVotes(db: Db, companyId: number, viewer: Actor, list: Idea[]): Idea[] {
  const voted = viewerVotesInCompany(db, companyId, viewer);
  if (voted.size === 0 || !list.some((idea) => voted.has(idea.id))) return list;
  return markVoted(list, voted);
}

function markVoted(list: Idea[], voted: Set<number>): Idea[] {
  return list.map((idea) => (voted.has(idea.id) ? { ...idea, voted: true } : idea));
}

/** A search, answered by the search worker; parsed here only when the viewer voted on a result. */
export async function searchForViewer(
  db: Db,
  pool: SearchPool,
  companyId: number,
  viewer: Actor,
  query: IdeaListQuery,
): Promise<BoardAnswer> {
  const found = await pool.list(companyId, query);
  const voted = viewerVotesInCompany(db, companyId, viewer);
  if (!found.ids.some((id) => voted.has(id))) return { json: found.json, total: found.total };
  const ideas = markVoted(JSON.parse(found.json) as Idea[], voted);
  return { ideas, total: found.total };
}

/** The board with today's vote counts, in most-votes order again, without decorating anew. */
function withNewVotes(db: Db, companyId: number, stale: CachedList): CachedList {
  const counts = new Map(
    preparedOnce(db.$client, 'boardVoteCounts', () =>
      db.$client
        .prepare<[number], [number, number]>('select id, votes from features where company_id = ?')
        .raw(),
    ).all(companyId),
  );
  const list = stale.list
    .map((idea) => ({ ...idea, votes: counts.get(idea.id) ?? idea.votes }))
    .sort(
      (a, b) =>
        b.votes - a.votes ||
        (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
        b.id - a.id,
    );
  return { list, total: stale.total, json: JSON.stringify(list) };
}

function viewerVotesInCompany(db: Db, companyId: number, viewer: Actor): Set<number> {
  const { userId, visitorId } = actorColumns(viewer);
  if (userId === null && visitorId === null) return new Set();
  const column = userId !== null ? 'user_id' : 'visitor_id';
  const rows = preparedOnce(db.$client, `votesIn:${column}`, () =>
    db.$client
      .prepare<[number, number | string], number>(
        `select v.feature_id from votes v join features f on f.id = v.feature_id
          where f.company_id = ? and v.${column} = ?`,
      )
      .pluck(),
  ).all(companyId, (userId ?? visitorId) as number | string);
  return new Set(rows);
}
