/**
 * /api/companies/{id}/team…: the owner's team management (Team accounts, Business), the caller's
 * own role, and /api/team/accept for the invitation link. Roles: docs/api.md, Team.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  acceptInviteSchema,
  mentionableQuerySchema,
  TEAM_MESSAGES,
  type TeamMe,
  teamInviteSchema,
  teamRoleSchema,
  transferOwnershipSchema,
} from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { ApiError, validationError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { readJson } from '../../lib/validate';
import { requireCompanyById } from '../companies/companies';
import { companyPlan, requireCompanyEntitlement } from '../plans/plans';
import { requireCompanyRole, requireOwnedCompany, requireSignedIn } from './authorization';
import { mentionableMembers } from './mentions';
import { changeRole, listTeam, removeMember, transferOwnership } from './team';
import { acceptInvite, invitationCompany, inviteToTeam, revokeInvite } from './team-invites';

/** A member's or invitation's id: a positive integer, anything else is not found. */
function rowParam(value: string | undefined, notFound: string): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, notFound);
  return id;
}

export function teamRoutes({ db, config, outbox }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/:id/team', async (c) => {
        const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
        return c.json(await listTeam(db, company));
      })
      // The caller's own role, so the dashboard shows only what it may do (403 off the team).
      .get('/:id/team/me', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const company = await requireCompanyById(db, idParam(c.req.param('id'), 'Company'));
        const role = await requireCompanyRole(db, user, company, 'member');
        return c.json({ role, plan: await companyPlan(db, company) } satisfies TeamMe);
      })
      // Who `@` may mention in a comment (issue 28): the team in force, for the team only.
      .get('/:id/team/mentionable', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const company = await requireCompanyById(db, idParam(c.req.param('id'), 'Company'));
        await requireCompanyRole(db, user, company, 'member');
        const query = mentionableQuerySchema.safeParse(c.req.query());
        if (!query.success) throw validationError(query.error);
        return c.json(await mentionableMembers(db, company, query.data.q));
      })
      .post('/:id/team/invites', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const company = await requireOwnedCompany(db, user, c.req.param('id'));
        await requireCompanyEntitlement(db, company, 'teamAccounts');
        const input = await readJson(c, teamInviteSchema);
        await inviteToTeam(db, config.publicUrl, company, user, input);
        outbox.wake();
        return c.json(await listTeam(db, company), 201);
      })
      // Withdrawing, changing a role and removing work on every plan: none grants access.
      .delete('/:id/team/invites/:inviteId', async (c) => {
        const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
        await revokeInvite(db, company, rowParam(c.req.param('inviteId'), TEAM_MESSAGES.inviteNotFound));
        return c.json(await listTeam(db, company));
      })
      .patch('/:id/team/members/:userId', async (c) => {
        const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
        const userId = rowParam(c.req.param('userId'), TEAM_MESSAGES.memberNotFound);
        await changeRole(db, company, userId, (await readJson(c, teamRoleSchema)).role);
        return c.json(await listTeam(db, company));
      })
      // The owner removes anyone; an admin or member may also take themselves off (leave).
      .delete('/:id/team/members/:userId', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const userId = rowParam(c.req.param('userId'), TEAM_MESSAGES.memberNotFound);
        const company =
          userId === user.id
            ? await requireCompanyById(db, idParam(c.req.param('id'), 'Company'))
            : await requireOwnedCompany(db, user, c.req.param('id'));
        await removeMember(db, company, userId);
        return c.json({ ok: true });
      })
      .post('/:id/team/transfer', async (c) => {
        const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
        const { userId } = await readJson(c, transferOwnershipSchema);
        await transferOwnership(db, company, userId);
        return c.json({ ok: true });
      })
  );
}

/** POST /api/team/accept {token}: the signed-in person joins the invitation's team. */
export function teamAcceptRoutes({ db, limiter }: AppDeps) {
  return (
    new Hono<AppEnv>()
      // The invitation page names the company before anyone signs in (issue 26); 404 for a dead link.
      .get('/invitation', async (c) => {
        await limiter.consume('emailLink', clientIp(c));
        const found = await invitationCompany(db, (c.req.query('token') ?? '').slice(0, 200));
        if (!found) throw new ApiError(404, TEAM_MESSAGES.invalidInvite);
        return c.json(found);
      })
      .post('/accept', async (c) => {
        const user = c.get('user');
        requireSignedIn(user);
        const { token } = await readJson(c, acceptInviteSchema);
        return c.json(await acceptInvite(db, user, token));
      })
  );
}
