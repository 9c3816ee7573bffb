/**
 * /api/features/{id}/votes/on-behalf (issue 28): the team records a customer's vote and lists
 * those recorded. The idea is read as the caller may see it (requireVisibleIdea), then the
 * caller must be on its team with `triageIdeas`.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { voteOnBehalfSchema } from '../../contract';
import type { UserRow } from '../../db/schema';
import { idParam } from '../../lib/params';
import { readJson } from '../../lib/validate';
import { requireCompanyById } from '../companies/companies';
import { requireVisibleIdea } from '../ideas/ideas';
import { publishVoteCount } from '../live/live-counts';
import { requireCompanyPermission, requireSignedIn } from '../team/authorization';
import { recordVoteOnBehalf, votesOnBehalf } from './votes-on-behalf';

export function voteOnBehalfRoutes({ db, live }: AppDeps) {
  /** 401 signed out, 404 an idea the caller may not see, 403 off the team. */
  const teamIdea = async (user: UserRow | null, id: string | undefined) => {
    requireSignedIn(user);
    const idea = await requireVisibleIdea(db, idParam(id, 'Feature'), user);
    await requireCompanyPermission(db, user, await requireCompanyById(db, idea.companyId), 'triageIdeas');
    return idea;
  };

  return new Hono<AppEnv>()
    .get('/:id/votes/on-behalf', async (c) => {
      const idea = await teamIdea(c.get('user'), c.req.param('id'));
      return c.json(await votesOnBehalf(db, idea.id));
    })
    .post('/:id/votes/on-behalf', async (c) => {
      const user = c.get('user');
      const idea = await teamIdea(user, c.req.param('id'));
      requireSignedIn(user);
      const input = await readJson(c, voteOnBehalfSchema);
      const result = await recordVoteOnBehalf(db, idea, user, input);
      await publishVoteCount(live, idea, result.votes);
      return c.json(result, 201);
    });
}
