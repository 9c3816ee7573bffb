/**
 * GET /api/features/{id}/activity: who triaged the idea, for its team (member and up) only.
 * Visitors see the status itself, never the names of the team behind it (docs/api.md, Team).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../lib/params';
import { requireCompanyById } from '../companies/companies';
import { requireCompanyRole, requireSignedIn } from '../team/authorization';
import { listIdeaActivity } from './idea-activity';
import { requireVisibleIdea } from './ideas';

export function ideaActivityRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/:id/activity', async (c) => {
    const user = c.get('user');
    requireSignedIn(user);
    // A private idea stays 'not found' outside the team, as on every other idea route.
    const idea = await requireVisibleIdea(db, idParam(c.req.param('id'), 'Feature'), user, {
      allowMerged: true,
    });
    await requireCompanyRole(db, user, await requireCompanyById(db, idea.companyId), 'member');
    return c.json(await listIdeaActivity(db, idea.id));
  });
}
