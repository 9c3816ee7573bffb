/**
 * /api/companies/{id}/inbox: the team's triage inbox and its bulk actions, and /{id}/undo of a
 * status change while its e-mails wait. Member and up, like triage of one idea
 * (PATCH /api/features/{id}); private ideas included.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { bulkActionSchema, inboxQuerySchema, undoSchema } from '../../contract';
import { validationError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { undoChange } from '../notifications/undo-changes';
import { requireCompanyEntitlement } from '../plans/plans';
import { requireCompanyWithRole, requireSignedIn } from '../team/authorization';
import { bulkTriage } from './bulk-triage';
import { inboxPage } from './inbox';
import { asksSegment, inboxSegments } from './voter-segments';

export function inboxRoutes({ db, notifications }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/:id/inbox', async (c) => {
        const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
        const query = inboxQuerySchema.safeParse(c.req.query());
        if (!query.success) throw validationError(query.error);
        if (asksSegment(query.data)) await requireCompanyEntitlement(db, company, 'revenueRanking');
        return c.json(await inboxPage(db, company.id, query.data));
      })
      // The Company and Plan filters' choices (issue 28): segments are Revenue ranking's, Pro and up.
      .get('/:id/inbox/segments', async (c) => {
        const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
        await requireCompanyEntitlement(db, company, 'revenueRanking');
        return c.json(await inboxSegments(db, company.id));
      })
      .post('/:id/inbox/bulk', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const company = await requireCompanyWithRole(db, user, c.req.param('id'), 'member');
        const action = await readJson(c, bulkActionSchema);
        return c.json(await bulkTriage(db, notifications, company, user, action));
      })
      // Undoes a status change (one idea or a bulk) while its e-mails still wait: the same team.
      .post('/:id/undo', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const company = await requireCompanyWithRole(db, user, c.req.param('id'), 'member');
        const { token } = await readJson(c, undoSchema);
        return c.json(await undoChange(db, company, token, user.id));
      })
  );
}
