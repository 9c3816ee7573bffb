/** Deleting a company with everything it holds. */
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/engine';
import { type CompanyRow, companies, users } from '../../db/schema';
import { retireSlug } from '../companies/slugs';
import { deleteIdentifiedUsers } from '../identify/identified-users';

/**
 * Deletes the company with its ideas, votes, comments and images in one transaction (foreign
 * keys cascade).
 */
export function deleteCompany(db: Db, company: CompanyRow): Promise<void> {
  return db.transaction(async (tx) => {
    // Identify (issue 15): the board's identified people go with it (no account of their own).
    await deleteIdentifiedUsers(tx, company.id);
    await tx.delete(companies).where(eq(companies.id, company.id));
    await retireSlug(tx, company.slug);
    // The owner and every team member (their rows went with the company) point at no company.
    await tx
      .update(users)
      .set({ companySlug: null, isCompanyOwner: false })
      .where(or(eq(users.id, company.ownerId), eq(users.companySlug, company.slug)));
  });
}
