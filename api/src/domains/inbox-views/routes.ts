/**
 * /api/companies/{id}/inbox/views (issue 28): the team's saved inbox views, team-wide. Member
 * and up, like the inbox itself.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { DEMAND_MESSAGES, inboxViewPatchSchema, inboxViewSchema } from '../../contract';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireCompanyWithRole, requireSignedIn } from '../team/authorization';
import { createInboxView, deleteInboxView, listInboxViews, updateInboxView } from './inbox-views';

function viewParam(value: string | undefined): number {
  const id = value && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new ApiError(404, DEMAND_MESSAGES.viewNotFound);
  return id;
}

export function inboxViewRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/inbox/views', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
      return c.json(await listInboxViews(db, company.id));
    })
    .post('/:id/inbox/views', async (c) => {
      const user = c.get('user');
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
      requireSignedIn(user);
      const input = await readJson(c, inboxViewSchema);
      return c.json(await createInboxView(db, company.id, user, input), 201);
    })
    .patch('/:id/inbox/views/:viewId', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
      const input = await readJson(c, inboxViewPatchSchema);
      return c.json(await updateInboxView(db, company.id, viewParam(c.req.param('viewId')), input));
    })
    .delete('/:id/inbox/views/:viewId', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
      await deleteInboxView(db, company.id, viewParam(c.req.param('viewId')));
      return c.json({ ok: true });
    });
}
