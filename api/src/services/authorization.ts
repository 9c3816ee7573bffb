/** Who may do what, as named checks beside the actions (DESIGN.md section 3, 'Admin'). */
import { and, eq } from 'drizzle-orm';
import type { TeamPosition } from '../contract';
import { type Db, first, type Queryable } from '../db/engine';
import { type CompanyRow, companyMembers, type UserRow } from '../db/schema';
import { ApiError } from '../lib/errors';
import { idParam } from '../lib/params';
import { requireCompanyById } from './companies';

export function requireSignedIn(user: UserRow | null): asserts user is UserRow {
  if (!user) throw new ApiError(401, 'Please sign in to continue');
}

/** Owner-only actions: 401 signed out, 403 for anyone but the company's owner. */
export function requireCompanyOwner(user: UserRow | null, company: CompanyRow): asserts user is UserRow {
  requireSignedIn(user);
  if (company.ownerId !== user.id) {
    throw new ApiError(403, "You don't have permission to manage this company");
  }
}

/**
 * Who sees the company's private ideas and private roadmap: its team. Today the team is the
 * owner; members (issue 14) join here, the one place this is decided.
 */
export function canSeePrivate(
  user: Pick<UserRow, 'id'> | null,
  company: Pick<CompanyRow, 'ownerId'>,
): boolean {
  return user !== null && company.ownerId === user.id;
}

/**
 * The company named by a route's `:id`, for its owner only: 401 signed out, then 404 for no
 * such company, then 403 for anyone but the owner. Every owner-only company route starts here.
 */
export async function requireOwnedCompany(
  db: Db,
  user: UserRow | null,
  id: string | undefined,
): Promise<CompanyRow> {
  requireSignedIn(user);
  const company = await requireCompanyById(db, idParam(id, 'Company'));
  requireCompanyOwner(user, company);
  return company;
}

/**
 * Where `user` stands on the company's team: 'owner' (the company's ownerId), 'admin' or
 * 'member' (a company_members row), or null for everyone else. One query at most.
 */
export async function teamPosition(
  db: Queryable,
  user: Pick<UserRow, 'id'> | null,
  company: Pick<CompanyRow, 'id' | 'ownerId'>,
): Promise<TeamPosition | null> {
  if (!user) return null;
  if (company.ownerId === user.id) return 'owner';
  const row = first(
    await db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, user.id)))
      .limit(1),
  );
  return row?.role ?? null;
}
