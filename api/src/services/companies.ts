/** Companies: the public page's owner, profile, stats, and deletion with everything it holds. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type {
  Company,
  CompanyPage,
  CompanyStats,
  CompanySummary,
  CreateCompanyInput,
  UpdateCompanyInput,
} from '../contract';
import type { Db, Queryable } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { type CompanyRow, companies, ideas, uploads, users } from '../db/schema';
import { ApiError, invariant } from '../lib/errors';
import { preparedOnce } from '../lib/prepared';
import { isSlugRetired, retireSlug, slugify, uniqueSlug } from './slugs';

const FEATURED_LIMIT = 50;
/** A board with fewer ideas than this looks empty on the landing, so it is not featured yet. */
const FEATURED_MIN_IDEAS = 3;

function toCompany(row: CompanyRow): Company {
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

/** Companies for the landing page: boards with some ideas, the most active first. */
export function listCompanies(db: Db): CompanySummary[] {
  const ideaCount = sql<number>`(select count(*) from ${ideas} where ${ideas.companyId} = ${companies.id})`;
  return db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      description: companies.description,
      logoUrl: companies.logoUrl,
    })
    .from(companies)
    .where(sql`${ideaCount} >= ${FEATURED_MIN_IDEAS}`)
    .orderBy(desc(ideaCount), desc(companies.id))
    .limit(FEATURED_LIMIT)
    .all();
}

export function findCompanyBySlug(db: Queryable, slug: string): CompanyRow | undefined {
  return preparedOnce(db, 'findCompanyBySlug', () =>
    db
      .select()
      .from(companies)
      .where(eq(companies.slug, sql.placeholder('slug')))
      .prepare(),
  ).get({ slug });
}

export function findCompanyById(db: Queryable, id: number): CompanyRow | undefined {
  return db.select().from(companies).where(eq(companies.id, id)).get();
}

export function requireCompanyBySlug(db: Db, slug: string): CompanyRow {
  const company = findCompanyBySlug(db, slug);
  invariant(company, 404, 'Company not found');
  return company;
}

export function requireCompanyById(db: Db, id: number): CompanyRow {
  const company = Number.isSafeInteger(id) ? findCompanyById(db, id) : undefined;
  invariant(company, 404, 'Company not found');
  return company;
}

/** Creates the user's company page and makes them its owner; one company per owner. */
export function createCompany(db: Db, ownerId: number, input: CreateCompanyInput): CompanyRow {
  return db.transaction((tx) => {
    const owner = tx.select().from(users).where(eq(users.id, ownerId)).get();
    invariant(owner, 401, 'Please sign in to continue');
    if (owner.isCompanyOwner && owner.companySlug) {
      throw new ApiError(409, 'You already have a company page');
    }
    const base = slugify(input.slug || input.name);
    const slug = uniqueSlug(
      base,
      (candidate) => Boolean(findCompanyBySlug(tx, candidate)) || isSlugRetired(tx, candidate),
    );
    try {
      const company = tx
        .insert(companies)
        .values({ name: input.name, slug, description: input.description || null, ownerId })
        .returning()
        .get();
      tx.update(users).set({ companySlug: slug, isCompanyOwner: true }).where(eq(users.id, ownerId)).run();
      return company;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'This company address is already taken');
      throw error;
    }
  });
}

export function updateCompany(db: Db, company: CompanyRow, input: UpdateCompanyInput): CompanyRow {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return company;
  const updated = db.update(companies).set(changes).where(eq(companies.id, company.id)).returning().get();
  invariant(updated, 404, 'Company not found');
  return updated;
}

/**
 * Deletes the company with its ideas, votes, comments and upload records in one transaction
 * (foreign keys cascade), and returns the file names of its images for the caller to remove.
 */
export function deleteCompany(db: Db, company: CompanyRow): string[] {
  return db.transaction((tx) => {
    const files = tx
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(eq(uploads.companyId, company.id))
      .all()
      .map((row) => row.fileName);
    tx.delete(companies).where(eq(companies.id, company.id)).run();
    retireSlug(tx, company.slug);
    tx.update(users)
      .set({ companySlug: null, isCompanyOwner: false })
      .where(eq(users.id, company.ownerId))
      .run();
    return files;
  });
}

export function companyPage(db: Db, row: CompanyRow): CompanyPage {
  const ideaCount = db.select({ n: count() }).from(ideas).where(eq(ideas.companyId, row.id)).get()?.n ?? 0;
  return { ...toCompany(row), ideaCount };
}

/** The four numbers of the header card; contributors are distinct submitters and voters. */
export function companyStats(db: Db, companyId: number): CompanyStats {
  const counts = db.$client
    .prepare(
      `select count(*) as totalIdeas,
              coalesce(sum(status = 'in_progress'), 0) as inProgress,
              coalesce(sum(status = 'completed'), 0) as completed
         from features where company_id = ?`,
    )
    .get(companyId) as Omit<CompanyStats, 'contributors'>;
  const contributors = db.$client
    .prepare(
      `select count(*) as n from (
         select 'u' || created_by as who from features where company_id = @companyId and created_by is not null
         union select 'v' || visitor_id from features where company_id = @companyId and visitor_id is not null
         union select 'u' || v.user_id from votes v join features f on f.id = v.feature_id
               where f.company_id = @companyId and v.user_id is not null
         union select 'v' || v.visitor_id from votes v join features f on f.id = v.feature_id
               where f.company_id = @companyId and v.visitor_id is not null
       )`,
    )
    .get({ companyId }) as { n: number };
  return { ...counts, contributors: contributors.n };
}
