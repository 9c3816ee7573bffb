/**
 * /api/features/{id}: merging duplicates, hiding comments and approving held ideas (issue 16).
 * Merge, unmerge and hiding need an admin of the idea's company; approving is triage (member).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { hideCommentSchema, mergeIdeaSchema, type TeamPermission } from '../../contract';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { readJson } from '../../lib/validate';
import { requireComment, setCommentHidden } from '../comments/comments';
import { requireCompanyById } from '../companies/companies';
import { checkMerge, mergeIdeas } from '../ideas/idea-merge';
import { listMergesInto, requireMerge, unmergeIdeas } from '../ideas/idea-unmerge';
import { getIdea } from '../ideas/idea-views';
import { requireIdea } from '../ideas/ideas';
import { requireCompanyPermission, requireSignedIn } from '../team/authorization';
import { approveIdea } from './idea-review';

export function ideaModerationRoutes({ db, notifications }: AppDeps) {
  /** The idea of `:id` for its company's team with `permission` (TEAM_PERMISSIONS): 401, then 404, then 403. */
  const teamIdea = async (user: UserRow | null, id: string | undefined, permission: TeamPermission) => {
    requireSignedIn(user);
    const idea = await requireIdea(db, idParam(id, 'Feature'));
    await requireCompanyPermission(db, user, await requireCompanyById(db, idea.companyId), permission);
    return idea;
  };
  const asTeam = (user: UserRow) => ({ user, visitorId: undefined });

  return new Hono<AppEnv>()
    .post('/:id/merge', async (c) => {
      const user = c.get('user');
      const source = await teamIdea(user, c.req.param('id'), 'mergeIdeas');
      requireSignedIn(user);
      const { targetId } = await readJson(c, mergeIdeaSchema);
      const target = await requireIdea(db, targetId).catch(() => {
        throw new ApiError(404, 'The idea to merge into was not found');
      });
      await checkMerge(db, source, target);
      await notifications.merged(source, target, user, (tx) => mergeIdeas(tx, source, target, user.id));
      return c.json(await getIdea(db, target.id, asTeam(user)));
    })
    .get('/:id/merges', async (c) => {
      const idea = await teamIdea(c.get('user'), c.req.param('id'), 'seeTeamViews');
      return c.json(await listMergesInto(db, idea.id));
    })
    .delete('/:id/merges/:mergeId', async (c) => {
      const user = c.get('user');
      const target = await teamIdea(user, c.req.param('id'), 'mergeIdeas');
      const merge = await requireMerge(db, target.id, idParam(c.req.param('mergeId'), 'Merge'));
      await db.transaction((tx) => unmergeIdeas(tx, merge, user?.id ?? null));
      return c.json({ ok: true });
    })
    .patch('/:id/comments/:commentId', async (c) => {
      const idea = await teamIdea(c.get('user'), c.req.param('id'), 'hideComments');
      const comment = await requireComment(db, idea.id, idParam(c.req.param('commentId'), 'Comment'));
      const { hidden } = await readJson(c, hideCommentSchema);
      // Live counts only grow (live-events.ts): open boards take the lower count on their next read.
      const commentCount = await setCommentHidden(db, comment, hidden);
      return c.json({ id: comment.id, hidden, commentCount });
    })
    .post('/:id/approve', async (c) => {
      const user = c.get('user');
      const idea = await teamIdea(user, c.req.param('id'), 'approveIdeas');
      requireSignedIn(user);
      await approveIdea(db, idea, user.id);
      return c.json(await getIdea(db, idea.id, asTeam(user)));
    });
}
