/** Ideas as a viewer sees them: rows decorated with commenters, display time and the viewer's vote. */
import type { Idea } from '../../contract';
import type { Db } from '../../db/engine';
import { invariant } from '../../lib/errors';
import type { Actor } from './actor';
import { decorate } from './idea-decorate';
import type { BoardListQuery } from './idea-list-query';
import { type IdeaVisibility, listIdeaRows, requireVisibleIdea } from './ideas';

// Moved to idea-decorate.ts (issue 25: the search worker loads it without ideas.ts's graph).
export { decorate } from './idea-decorate';

/** The company's ideas as the viewer sees them (see listIdeaRows for the order and paging). */
export async function listIdeas(
  db: Db,
  companyId: number,
  viewer: Actor,
  query: BoardListQuery = {},
  visibility: IdeaVisibility = 'public',
): Promise<{ ideas: Idea[]; total: number }> {
  const { rows, total } = await listIdeaRows(db, companyId, query, visibility);
  return { ideas: await decorate(db, rows, viewer), total };
}

/**
 * One idea as the viewer sees it; a private one is 404 outside the company's team, a held one
 * outside the team and its author. A merged one names its target (`mergedInto`) for a redirect,
 * if the viewer may see the target.
 */
export async function getIdea(db: Db, id: number, viewer: Actor): Promise<Idea> {
  const row = await requireVisibleIdea(db, id, viewer.user, {
    visitorId: viewer.visitorId,
    allowMerged: true,
  });
  const [idea] = await decorate(db, [row], viewer);
  invariant(idea, 404, 'Feature not found');
  if (row.mergedInto === null) return idea;
  const target = await requireVisibleIdea(db, row.mergedInto, viewer.user, { visitorId: viewer.visitorId });
  return { ...idea, mergedInto: { id: target.id, title: target.title } };
}
