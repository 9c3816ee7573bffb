/**
 * Companies: finding, creating and updating one. Its public page and stats are the board's
 * (domains/board/company-page.ts); deleting one with all it holds is data's (domains/data/company-deletion.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Company, CreateCompanyInput, UpdateCompanyInput } from '../../contract';
import { TEAM_MESSAGES } from '../../contract';
import { type Db, first, isUniqueViolation, type Queryable } from '../../db/engine';
import { type CompanyRow, companies, users } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { preparedOnce } from '../../lib/prepared';
import { isSlugRetired, RESERVED_SLUGS, slugify, slugProblem, uniqueSlug } from './slugs';

const TAKEN_ADDRESS = 'This address is already taken';

/** The company as every answer shows it. */
export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    coverImageUrl: row.coverImageUrl,
    websiteUrl: row.websiteUrl,
    ownerId: row.ownerId,
    createdAt: row.createdAt,
  };
}

export function findCompanyBySlug(db: Queryable, slug: string): Promise<CompanyRow | undefined> {
  return preparedOnce(db, 'findCompanyBySlug', () =>
    db
      .select()
      .from(companies)
      .where(eq(companies.slug, sql.placeholder('slug'))),
  ).get({ slug });
}

export async function findCompanyById(db: Queryable, id: number): Promise<CompanyRow | undefined> {
  return first(await db.select().from(companies).where(eq(companies.id, id)));
}

export async function requireCompanyBySlug(db: Db, slug: string): Promise<CompanyRow> {
  const company = await findCompanyBySlug(db, slug);
  invariant(company, 404, 'Company not found');
  return company;
}

export async function requireCompanyById(db: Db, id: number): Promise<CompanyRow> {
  const company = Number.isSafeInteger(id) ? await findCompanyById(db, id) : undefined;
  invariant(company, 404, 'Company not found');
  return company;
}

/** Creates the user's company page and makes them its owner; one company per owner. */
export function createCompany(db: Db, ownerId: number, input: CreateCompanyInput): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const owner = first(await tx.select().from(users).where(eq(users.id, ownerId)));
    invariant(owner, 401, 'Please sign in to continue');
    // One company per person: an owner, or a member of a team (domains/team/team.ts).
    if (owner.companySlug) {
      throw new ApiError(
        409,
        owner.isCompanyOwner ? 'You already have a company page' : TEAM_MESSAGES.onAnotherTeam,
      );
    }
    const taken = async (candidate: string) =>
      RESERVED_SLUGS.has(candidate) ||
      Boolean(await findCompanyBySlug(tx, candidate)) ||
      (await isSlugRetired(tx, candidate));
    const slug = input.address
      ? await requireFreeAddress(input.address, taken)
      : await uniqueSlug(slugify(input.slug || input.name), taken);
    try {
      const [company] = await tx
        .insert(companies)
        .values({ name: input.name, slug, description: input.description || null, ownerId })
        .returning();
      await tx.update(users).set({ companySlug: slug, isCompanyOwner: true }).where(eq(users.id, ownerId));
      return company as CompanyRow;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, TAKEN_ADDRESS);
      throw error;
    }
  });
}

/** The address the owner chose, exactly: 400 when it breaks a rule, 409 when someone has it. */
async function requireFreeAddress(address: string, taken: (slug: string) => Promise<boolean>) {
  const problem = slugProblem(address);
  if (problem) throw new ApiError(400, problem, [{ path: 'address', message: problem }]);
  if (await taken(address))
    throw new ApiError(409, TAKEN_ADDRESS, [{ path: 'address', message: TAKEN_ADDRESS }]);
  return address;
}

export async function updateCompany(
  db: Db,
  company: CompanyRow,
  input: UpdateCompanyInput,
): Promise<CompanyRow> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return company;
  const [updated] = await db.update(companies).set(changes).where(eq(companies.id, company.id)).returning();
  invariant(updated, 404, 'Company not found');
  return updated;
}

/**
 * A plan change shows on the owner's public pages at once: the company page is cached in the
 * company's scope, and touching the company row bumps that scope (read_versions triggers).
 */
export async function touchOwnedCompany(db: Queryable, ownerId: number): Promise<void> {
  await db
    .update(companies)
    .set({ ownerId: sql`${companies.ownerId}` })
    .where(eq(companies.ownerId, ownerId));
}
