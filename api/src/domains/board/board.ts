/**
 * The public board's answers (the whole small board, or a page of a large one), shared by every
 * viewer through the read cache as JSON ready to send; only the viewer's own votes are looked
 * up per request. Entries live in the company's cache scope, so a write elsewhere keeps them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Idea, type IdeaListQuery, STATUSES, type Status } from '../../contract';
import type { Db } from '../../db/engine';
import { ideas, votes } from '../../db/schema';
import { preparedOnce } from '../../lib/prepared';
import type { ReadCache } from '../../lib/read-cache';
import { type Actor, actorColumns, NOBODY } from '../ideas/actor';
import { listIdeas } from '../ideas/idea-views';
import type { Searcher } from '../search/search-result';

interface CachedList {
  list: Idea[];
  total: number;
  json: string;
}

export type BoardAnswer = { total: number } & ({ json: string } | { ideas: Idea[] });

const NOTHING: BoardAnswer = { total: 0, json: '[]' };

/**
 * The query limited to the statuses the board shows (Advanced customisation; all four below the
 * plan): a request naming no status gets those, one naming statuses gets the shown ones among
 * them, and null when none is shown, so list, total and search leave hidden ideas out alike.
 */
export function withShownStatuses(query: IdeaListQuery, shown: readonly Status[]): IdeaListQuery | null {
  if (STATUSES.every((status) => shown.includes(status))) return query;
  const status = (query.status ?? STATUSES).filter((status) => shown.includes(status));
  return status.length === 0 ? null : { ...query, status };
}

/**
 * One board's public list (`boardIds`: that board; absent when the company has no other), the
 * same for everyone who may see it, so it is cached per board, never per viewer.
 */
export async function boardForViewer(
  db: Db,
  cache: ReadCache,
  companyId: number,
  viewer: Actor,
  asked: IdeaListQuery = {},
  shown: readonly Status[] = STATUSES,
  boardIds?: readonly number[],
): Promise<BoardAnswer> {
  const query = withShownStatuses(asked, shown);
  if (!query) return NOTHING;
  const key = `list:${boardIds?.join(',') ?? '*'}:${JSON.stringify(query, Object.keys(query).sort())}`;
  const load = async (): Promise<CachedList> => {
    const { ideas: list, total } = await listIdeas(db, companyId, NOBODY, { ...query, boardIds });
    return { list, total, json: JSON.stringify(list) };
  };
  // The shown statuses keep the default order: the whole board still takes new counts in place.
  const wholeBoard = Object.keys(asked).length === 0;
  const cached = await cache.get(companyId, key, load, (stale) =>
    // Only a complete list in the default order can take new counts without a reload.
    wholeBoard && stale.total === stale.list.length ? withNewVotes(db, companyId, stale) : load(),
  );
  const list = await withViewerVotes(db, companyId, viewer, cached.list);
  return list === cached.list
    ? { json: cached.json, total: cached.total }
    : { total: cached.total, ideas: list };
}

/** The list with the viewer's votes marked; the same array when the viewer voted on none. */
export async function withViewerVotes(
  db: Db,
  companyId: number,
  viewer: Actor,
  list: Idea[],
): Promise<Idea[]> {
  const voted = await viewerVotesInCompany(db, companyId, viewer);
  if (voted.size === 0 || !list.some((idea) => voted.has(idea.id))) return list;
  return markVoted(list, voted);
}

function markVoted(list: Idea[], voted: Set<number>): Idea[] {
  return list.map((idea) => (voted.has(idea.id) ? { ...idea, voted: true } : idea));
}

/** A search, answered by the search worker; parsed here only when the viewer voted on a result. */
export async function searchForViewer(
  db: Db,
  pool: Searcher,
  companyId: number,
  viewer: Actor,
  asked: IdeaListQuery,
  shown: readonly Status[] = STATUSES,
  boardIds?: readonly number[],
): Promise<BoardAnswer> {
  const query = withShownStatuses(asked, shown);
  if (!query) return NOTHING;
  const found = await pool.list(companyId, { ...query, boardIds });
  const voted = await viewerVotesInCompany(db, companyId, viewer);
  if (!found.ids.some((id) => voted.has(id))) return { json: found.json, total: found.total };
  const ideas = markVoted(JSON.parse(found.json) as Idea[], voted);
  return { ideas, total: found.total };
}

/** The board with today's vote counts, in most-votes order again, without decorating anew. */
async function withNewVotes(db: Db, companyId: number, stale: CachedList): Promise<CachedList> {
  const rows = await preparedOnce(db, 'boardVoteCounts', () =>
    db
      .select({ id: ideas.id, votes: ideas.votes })
      .from(ideas)
      .where(eq(ideas.companyId, sql.placeholder('companyId'))),
  ).all({ companyId });
  const counts = new Map(rows.map((row) => [row.id, row.votes]));
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

async function viewerVotesInCompany(db: Db, companyId: number, viewer: Actor): Promise<Set<number>> {
  const { userId, visitorId } = actorColumns(viewer);
  if (userId === null && visitorId === null) return new Set();
  const byUser = userId !== null;
  const rows = await preparedOnce(db, byUser ? 'votesInByUser' : 'votesInByVisitor', () =>
    db
      .select({ id: votes.ideaId })
      .from(votes)
      .innerJoin(ideas, eq(ideas.id, votes.ideaId))
      .where(
        and(
          eq(ideas.companyId, sql.placeholder('companyId')),
          eq(byUser ? votes.userId : votes.visitorId, sql.placeholder('voter')),
        ),
      ),
  ).all({ companyId, voter: userId ?? visitorId });
  return new Set(rows.map((row) => row.id));
}
