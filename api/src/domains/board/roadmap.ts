/**
 * The public roadmap: Planned, In Progress and Completed (recent ones only), most votes first,
 * each column capped. Shared by every viewer through the read cache (the company's scope) as JSON
 * ready to send; only the viewer's own votes are looked up per request, as on the board.
 */
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import {
  type Idea,
  ROADMAP_COLUMN_LIMIT,
  ROADMAP_COMPLETED_DAYS,
  type Roadmap,
  type Status,
} from '../../contract';
import type { Db } from '../../db/engine';
import { ideas } from '../../db/schema';
import type { ReadCache } from '../../lib/read-cache';
import { type Actor, NOBODY } from '../ideas/actor';
import { onBoards } from '../ideas/idea-list-query';
import { decorate } from '../ideas/idea-views';
import { PUBLIC_IDEA } from '../ideas/idea-visibility';
import { MOST_VOTES_FIRST } from '../ideas/ideas';
import { withViewerVotes } from './board';

const DAY_MS = 24 * 60 * 60 * 1000;

interface CachedRoadmap {
  roadmap: Roadmap;
  json: string;
}

export type RoadmapAnswer = { json: string } | { roadmap: Roadmap };

/**
 * The roadmap of the ideas on `boardIds` (absent: every board of the company), cached per set of
 * boards: everyone who may see the same boards shares one entry.
 */
export async function roadmapForViewer(
  db: Db,
  cache: ReadCache,
  companyId: number,
  viewer: Actor,
  boardIds?: readonly number[],
): Promise<RoadmapAnswer> {
  // No vote-only update in place: a column's order and cap depend on the counts. The cache's TTL
  // keeps the 90-day cut current.
  const key = `roadmap:${boardIds?.join(',') ?? '*'}`;
  const cached = await cache.get(companyId, key, async (): Promise<CachedRoadmap> => {
    const roadmap = await loadRoadmap(db, companyId, new Date(), boardIds);
    return { roadmap, json: JSON.stringify(roadmap) };
  });
  const { planned, inProgress, completed } = cached.roadmap;
  const all = [...planned, ...inProgress, ...completed];
  const marked = await withViewerVotes(db, companyId, viewer, all);
  if (marked === all) return { json: cached.json };
  const byId = new Map(marked.map((idea) => [idea.id, idea]));
  const mark = (list: Idea[]) => list.map((idea) => byId.get(idea.id) ?? idea);
  return { roadmap: { planned: mark(planned), inProgress: mark(inProgress), completed: mark(completed) } };
}

/** Which of the company's ideas the public roadmap shows in a column: never a private one. */
function roadmapWhere(
  companyId: number,
  status: Status,
  now: Date,
  boardIds: readonly number[] | undefined,
): SQL | undefined {
  const since = new Date(now.getTime() - ROADMAP_COMPLETED_DAYS * DAY_MS).toISOString();
  return and(
    eq(ideas.companyId, companyId),
    eq(ideas.status, status),
    PUBLIC_IDEA,
    onBoards(boardIds),
    // Completed in the last 90 days, by the time its status last changed; ideas stored with
    // their status (seeded, or changed before that time was recorded) count from creation.
    // The expression also keeps SQLite on (company_id, status) rather than another index.
    status === 'completed'
      ? gte(sql`coalesce(${ideas.statusChangedAt}, ${ideas.createdAt})`, since)
      : undefined,
  );
}

async function column(
  db: Db,
  companyId: number,
  status: Status,
  now: Date,
  boardIds: readonly number[] | undefined,
): Promise<Idea[]> {
  // Served by features_company_status_idx (company_id, status); each column is sorted on its own.
  const rows = await db
    .select()
    .from(ideas)
    .where(roadmapWhere(companyId, status, now, boardIds))
    .orderBy(...MOST_VOTES_FIRST)
    .limit(ROADMAP_COLUMN_LIMIT);
  return decorate(db, rows, NOBODY);
}

export async function loadRoadmap(
  db: Db,
  companyId: number,
  now: Date,
  boardIds?: readonly number[],
): Promise<Roadmap> {
  return {
    planned: await column(db, companyId, 'planned', now, boardIds),
    inProgress: await column(db, companyId, 'in_progress', now, boardIds),
    completed: await column(db, companyId, 'completed', now, boardIds),
  };
}
