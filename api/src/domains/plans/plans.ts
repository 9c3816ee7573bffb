/**
 * The plan gate: a company's plan is its owner's plan in force now (domains/users/users.ts), and
 * every paid feature asks `requireEntitlement` before it acts (docs/plans.md).
 */
import { type Entitlement, entitlementMessage, hasEntitlement, type PlanId } from '../../contract';
import type { Queryable } from '../../db/engine';
import type { CompanyRow, UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { effectivePlan, findUser } from '../users/users';

/** The owner's plan fields, as loaded or cached; an owner that is gone leaves the board on Free. */
export type OwnerPlan = Pick<UserRow, 'subscriptionPlan' | 'subscriptionEndsAt'>;

export function ownerPlan(owner: OwnerPlan | undefined, now = new Date()): PlanId {
  return owner ? effectivePlan(owner, now) : 'free';
}

/** The company's plan now: its owner's, an ended subscription being Free. One query. */
export async function companyPlan(
  db: Queryable,
  company: Pick<CompanyRow, 'ownerId'>,
  now = new Date(),
): Promise<PlanId> {
  return ownerPlan(await findUser(db, company.ownerId), now);
}

/** A 403 naming the plan needed ("Custom branding needs the Pro plan") when `plan` lacks it. */
export function requireEntitlement(plan: PlanId, entitlement: Entitlement): void {
  if (!hasEntitlement(plan, entitlement)) throw new ApiError(403, entitlementMessage(entitlement));
}

/** requireEntitlement on the company's plan now (its owner's): one query, then 403 or nothing. */
export async function requireCompanyEntitlement(
  db: Queryable,
  company: Pick<CompanyRow, 'ownerId'>,
  entitlement: Entitlement,
): Promise<void> {
  requireEntitlement(await companyPlan(db, company), entitlement);
}
