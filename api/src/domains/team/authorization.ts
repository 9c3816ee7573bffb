/**
 * Who may do what, as named checks beside the actions (DESIGN.md sections 3 and 5; docs/api.md,
 * Team). The one place a company's team standing is decided: owner ⊇ admin ⊇ member, and an
 * admin or member counts only while the company's plan (its owner's) has Team accounts.
 */
import { and, eq } from 'drizzle-orm';
import {
  entitlementMessage,
  hasEntitlement,
  reaches,
  TEAM_MESSAGES,
  TEAM_PERMISSIONS,
  type TeamPermission,
  type TeamPosition,
} from '../../contract';
import { type Db, first, type Queryable } from '../../db/engine';
import { type CompanyRow, companyMembers, type UserRow, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { requireCompanyById } from '../companies/companies';
import { ownerPlan } from '../plans/plans';

type CompanyRef = Pick<CompanyRow, 'id' | 'ownerId'>;

export function requireSignedIn(user: UserRow | null): asserts user is UserRow {
  if (!user) throw new ApiError(401, 'Please sign in to continue');
}

/** A team standing and whether it is in force: admins and members lapse below Business. */
export interface TeamAccess {
  position: TeamPosition | null;
  /** A member row the owner's plan no longer carries (kept, and back on upgrade). */
  lapsed: boolean;
}

/**
 * Where `user` stands on the company's team now: 'owner' (the company's ownerId), 'admin' or
 * 'member' (a company_members row, in force only while the owner's plan has Team accounts), or
 * null for everyone else. One query (none for the owner or a visitor).
 */
export async function teamAccess(
  db: Queryable,
  user: Pick<UserRow, 'id'> | null,
  company: CompanyRef,
): Promise<TeamAccess> {
  if (!user) return { position: null, lapsed: false };
  if (company.ownerId === user.id) return { position: 'owner', lapsed: false };
  const row = first(
    await db
      .select({
        role: companyMembers.role,
        subscriptionPlan: users.subscriptionPlan,
        subscriptionEndsAt: users.subscriptionEndsAt,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, company.ownerId))
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, user.id)))
      .limit(1),
  );
  if (!row) return { position: null, lapsed: false };
  if (hasEntitlement(ownerPlan(row), 'teamAccounts')) return { position: row.role, lapsed: false };
  return { position: null, lapsed: true };
}

/**
 * Who sees the company's private ideas and private roadmap: its team in force. Sync on a
 * position resolved once (`teamAccess`), so a list checks each row without a query.
 */
export function canSeePrivate(position: TeamPosition | null): boolean {
  return position !== null;
}

/** canSeePrivate for one company and caller: at most one query. */
export async function seesPrivate(db: Queryable, user: Pick<UserRow, 'id'> | null, company: CompanyRef) {
  return canSeePrivate((await teamAccess(db, user, company)).position);
}

/**
 * 401 signed out; 403 off the team, lapsed below Business ('Team accounts needs the Business
 * plan') or below `least`. Answers the caller's position. Triage needs 'member', settings
 * 'admin', billing, deletion, transfer and the team itself 'owner' (docs/api.md, Team).
 */
export async function requireCompanyRole(
  db: Queryable,
  user: UserRow | null,
  company: CompanyRef,
  least: TeamPosition,
): Promise<TeamPosition> {
  requireSignedIn(user);
  const { position, lapsed } = await teamAccess(db, user, company);
  if (lapsed) throw new ApiError(403, entitlementMessage('teamAccounts'));
  if (!position) throw new ApiError(403, TEAM_MESSAGES.notOnTeam);
  if (!reaches(position, least))
    throw new ApiError(403, least === 'owner' ? TEAM_MESSAGES.needsOwner : TEAM_MESSAGES.needsAdmin);
  return position;
}

/** requireCompanyRole at the role TEAM_PERMISSIONS names for `permission` (the table the role texts come from). */
export function requireCompanyPermission(
  db: Queryable,
  user: UserRow | null,
  company: CompanyRef,
  permission: TeamPermission,
): Promise<TeamPosition> {
  return requireCompanyRole(db, user, company, TEAM_PERMISSIONS[permission].least);
}

/**
 * The company named by a route's `:id` for a caller of at least `least`: 401 signed out, then
 * 404 for no such company, then 403 (requireCompanyRole). Every company route starts here.
 */
export async function requireCompanyWithRole(
  db: Db,
  user: UserRow | null,
  id: string | undefined,
  least: TeamPosition,
): Promise<CompanyRow> {
  requireSignedIn(user);
  const company = await requireCompanyById(db, idParam(id, 'Company'));
  await requireCompanyRole(db, user, company, least);
  return company;
}

/** requireCompanyWithRole at the role TEAM_PERMISSIONS names for `permission`. */
export function requireCompanyWithPermission(
  db: Db,
  user: UserRow | null,
  id: string | undefined,
  permission: TeamPermission,
): Promise<CompanyRow> {
  return requireCompanyWithRole(db, user, id, TEAM_PERMISSIONS[permission].least);
}

/** The company of a route's `:id`, for its owner only (billing, deletion, transfer, team). */
export function requireOwnedCompany(db: Db, user: UserRow | null, id: string | undefined) {
  return requireCompanyWithRole(db, user, id, 'owner');
}
