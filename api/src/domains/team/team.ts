/**
 * A company's team (Team accounts): listing it, changing a role, removing someone and handing
 * the company to an admin. Who may call each is decided by the routes through authorization.ts.
 * A person is on one company at most (owner or team member): `users.company_slug` points each
 * of them at it, so the portal's "Company Dashboard" link works for the whole team.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { TEAM_MESSAGES, type Team, type TeamRole } from '../../contract';
import { type Db, first, type Queryable } from '../../db/engine';
import { type CompanyRow, companies, companyMembers, teamInvites, users } from '../../db/schema';
import { invariant } from '../../lib/errors';

/** Everyone on the team, the owner first, then the pending (unused, unexpired) invitations. */
export async function listTeam(db: Db, company: CompanyRow, now = new Date()): Promise<Team> {
  const owner = first(
    await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, company.ownerId)),
  );
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: companyMembers.role,
      since: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  const invites = await db
    .select({
      id: teamInvites.id,
      email: teamInvites.email,
      role: teamInvites.role,
      expiresAt: teamInvites.expiresAt,
      createdAt: teamInvites.createdAt,
    })
    .from(teamInvites)
    .where(pendingInvites(company.id, now))
    .orderBy(asc(teamInvites.createdAt), asc(teamInvites.id));
  const ownerRow = owner
    ? [{ userId: company.ownerId, ...owner, role: 'owner' as const, since: company.createdAt }]
    : [];
  return { members: [...ownerRow, ...rows], invites };
}

/** The company's invitations that can still be accepted. */
export function pendingInvites(companyId: number, now = new Date()) {
  return and(
    eq(teamInvites.companyId, companyId),
    isNull(teamInvites.usedAt),
    gt(teamInvites.expiresAt, now.toISOString()),
  );
}

/** Changes an admin's or member's role; 404 for anyone not on the team (the owner included). */
export async function changeRole(db: Db, company: CompanyRow, userId: number, role: TeamRole) {
  const [row] = await db
    .update(companyMembers)
    .set({ role })
    .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, userId)))
    .returning();
  invariant(row, 404, TEAM_MESSAGES.memberNotFound);
}

/** Takes someone off the team at once (their next call is refused); 404 when not on it. */
export function removeMember(db: Db, company: CompanyRow, userId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, userId)))
      .returning();
    invariant(row, 404, TEAM_MESSAGES.memberNotFound);
    await tx
      .update(users)
      .set({ companySlug: null })
      .where(and(eq(users.id, userId), eq(users.companySlug, company.slug), eq(users.isCompanyOwner, false)));
  });
}

/**
 * Hands the company to one of its admins: they become the owner, the old owner stays on as an
 * admin. The company's plan is its owner's, so it is the new owner's plan from now on.
 */
export function transferOwnership(db: Db, company: CompanyRow, toUserId: number): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .delete(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, company.id),
          eq(companyMembers.userId, toUserId),
          eq(companyMembers.role, 'admin'),
        ),
      )
      .returning();
    invariant(admin, 400, TEAM_MESSAGES.transferToAdmin);
    const [updated] = await tx
      .update(companies)
      .set({ ownerId: toUserId })
      .where(eq(companies.id, company.id))
      .returning();
    invariant(updated, 404, 'Company not found');
    await tx.insert(companyMembers).values({ companyId: company.id, userId: company.ownerId, role: 'admin' });
    await pointAt(tx, company.ownerId, company.slug, false);
    await pointAt(tx, toUserId, company.slug, true);
    return updated;
  });
}

/** Points a person at the company they are on (or at none), as the portal reads it. */
export async function pointAt(db: Queryable, userId: number, slug: string | null, owner: boolean) {
  await db.update(users).set({ companySlug: slug, isCompanyOwner: owner }).where(eq(users.id, userId));
}
