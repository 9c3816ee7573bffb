/**
 * Team invitations by e-mail: a single-use link valid TEAM_INVITE_DAYS days. Only the SHA-256
 * of the link's token is stored (as auth-tokens.ts does), and the e-mail is queued in the
 * same transaction as the invitation, so neither exists without the other.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  type AcceptedInvite,
  entitlementMessage,
  hasEntitlement,
  TEAM_INVITE_DAYS,
  TEAM_MESSAGES,
  type TeamInviteInput,
} from '../../contract';
import { type Db, first, type Queryable } from '../../db/engine';
import {
  type CompanyRow,
  companies,
  companyMembers,
  teamInvites,
  type UserRow,
  users,
} from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { enqueueEmail } from '../outbox/outbox';
import { companyPlan } from '../plans/plans';
import { hashToken } from '../users/auth-tokens';
import { markEmailVerified } from '../users/users';
import { pendingInvites, pointAt } from './team';
import { teamInviteEmail } from './team-emails';

const INVITE_TTL_MS = TEAM_INVITE_DAYS * 24 * 60 * 60_000;

/** Stores the invitation and queues its e-mail; the caller has checked role and plan. */
export function inviteToTeam(
  db: Db,
  publicUrl: string,
  company: CompanyRow,
  inviter: UserRow,
  input: TeamInviteInput,
  now = new Date(),
): Promise<void> {
  return db.transaction(async (tx) => {
    await refuseKnownAddress(tx, company, input.email, now);
    const token = randomBytes(32).toString('base64url');
    await tx.insert(teamInvites).values({
      companyId: company.id,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      expiresAt: new Date(now.getTime() + INVITE_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    const mail = teamInviteEmail(publicUrl, { to: input.email, company, inviter, role: input.role, token });
    await enqueueEmail(tx, mail, now);
  });
}

/** 409 when the address is the owner's, a member's, or already has a pending invitation. */
async function refuseKnownAddress(db: Queryable, company: CompanyRow, email: string, now: Date) {
  const owner = first(
    await db.select({ email: users.email }).from(users).where(eq(users.id, company.ownerId)),
  );
  if (owner?.email === email) throw new ApiError(409, TEAM_MESSAGES.ownerEmail);
  const member = first(
    await db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, company.id), eq(users.email, email))),
  );
  if (member) throw new ApiError(409, TEAM_MESSAGES.alreadyOnTeam);
  const pending = first(
    await db
      .select({ id: teamInvites.id })
      .from(teamInvites)
      .where(and(pendingInvites(company.id, now), eq(teamInvites.email, email))),
  );
  if (pending) throw new ApiError(409, TEAM_MESSAGES.alreadyInvited);
}

/** Withdraws a pending invitation: its link stops working. 404 when there is none. */
export async function revokeInvite(db: Db, company: CompanyRow, inviteId: number): Promise<void> {
  const [row] = await db
    .delete(teamInvites)
    .where(
      and(eq(teamInvites.id, inviteId), eq(teamInvites.companyId, company.id), isNull(teamInvites.usedAt)),
    )
    .returning();
  invariant(row, 404, TEAM_MESSAGES.inviteNotFound);
}

/**
 * Joins the signed-in `user` to the invitation's team. The invitation must be unused, unexpired,
 * addressed to the user's e-mail, and the company still on Business; the user must own no
 * company and be on no other team. Spent by the statement that checks it (two clicks race safely).
 */
export function acceptInvite(
  db: Db,
  user: UserRow,
  token: string,
  now = new Date(),
): Promise<AcceptedInvite> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const live = and(
      eq(teamInvites.tokenHash, hashToken(token)),
      isNull(teamInvites.usedAt),
      gt(teamInvites.expiresAt, at),
    );
    const invite = first(await tx.select().from(teamInvites).where(live));
    invariant(invite, 400, TEAM_MESSAGES.invalidInvite);
    // A mismatched account leaves the link unspent, so the right one can still use it.
    invariant(invite.email === user.email.toLowerCase(), 403, TEAM_MESSAGES.wrongAccount);
    const company = first(await tx.select().from(companies).where(eq(companies.id, invite.companyId)));
    invariant(company, 400, TEAM_MESSAGES.invalidInvite);
    await refuseTakenPerson(tx, user, company);
    if (!hasEntitlement(await companyPlan(tx, company, now), 'teamAccounts'))
      throw new ApiError(403, entitlementMessage('teamAccounts'));
    const [spent] = await tx
      .update(teamInvites)
      .set({ usedAt: at })
      .where(and(eq(teamInvites.id, invite.id), live))
      .returning();
    invariant(spent, 400, TEAM_MESSAGES.invalidInvite);
    await tx
      .insert(companyMembers)
      .values({ companyId: company.id, userId: user.id, role: invite.role, createdAt: at });
    await pointAt(tx, user.id, company.slug, false);
    // The invitation went to this address and was opened: that proves it, as verify-email would.
    await markEmailVerified(tx, user.id, user.email, now);
    return { companySlug: company.slug, role: invite.role };
  });
}

/** One company per person: 409 for an owner, or for someone already on a team. */
async function refuseTakenPerson(db: Queryable, user: UserRow, company: CompanyRow) {
  if (company.ownerId === user.id) throw new ApiError(409, TEAM_MESSAGES.ownerEmail);
  const owned = first(
    await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, user.id)),
  );
  if (owned) throw new ApiError(409, TEAM_MESSAGES.ownsCompany);
  const membership = first(
    await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, user.id)),
  );
  if (membership?.companyId === company.id) throw new ApiError(409, TEAM_MESSAGES.alreadyOnTeam);
  if (membership) throw new ApiError(409, TEAM_MESSAGES.onAnotherTeam);
}

/**
 * The company a live invitation is for (issue 26: the invitation page names it), or null for a
 * wrong, used or expired link. Open like the link itself: the token is the proof.
 */
export async function invitationCompany(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ companyName: string } | null> {
  const [row] = await db
    .select({ companyName: companies.name })
    .from(teamInvites)
    .innerJoin(companies, eq(companies.id, teamInvites.companyId))
    .where(
      and(
        eq(teamInvites.tokenHash, hashToken(token)),
        isNull(teamInvites.usedAt),
        gt(teamInvites.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row ?? null;
}
