/** Who may do what, as named checks beside the actions (DESIGN.md section 3, 'Admin'). */
import type { CompanyRow, UserRow } from '../db/schema';
import { ApiError } from '../lib/errors';

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
