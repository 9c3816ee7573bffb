/** Companies: the public page's owner, profile, stats, and deletion with everything it holds. */
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type {
  Company,
  CompanyCategory,
  CompanyPage,
  CompanyStats,
  CompanySummary,
  CreateCompanyInput,
  UpdateCompanyInput,
} from '../../contract';
import { TEAM_MESSAGES } from '../../contract';
import { type Db, first, isUniqueViolation, type Queryable } from '../../db/engine';
import { type CompanyRow, categories, companies, ideas, users } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { preparedOnce } from '../../lib/prepared';
import { PUBLIC_IDEA, publicIdeaSql } from '../ideas/idea-visibility';
import { deleteIdentifiedUsers } from '../identify/identified-users';
import { type OwnerPlan, ownerPlan } from '../plans/plans';
import {
  appliedBoard,
  appliedBranding,
  appliedCategories,
  type CompanySettingsRow,
  settingsOf,
  toCompanyCategory,
} from './company-settings';
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

/** A company's ideas the public sees: private ones count nowhere public. */
const publicIdeasOf = (companyId: number) => and(eq(ideas.companyId, companyId), PUBLIC_IDEA);

/** Companies for the landing page: boards with some public ideas, the most active first. */
export function listCompanies(db: Db): Promise<CompanySummary[]> {
  const ideaCount = sql<number>`(select count(*) from ${ideas} where ${ideas.companyId} = ${companies.id} and ${publicIdeaSql('features')})`;
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
    .limit(FEATURED_LIMIT);
}

export function findCompanyBySlug(db: Queryable, slug: string): Promise<CompanyRow | undefined> {
  return preparedOnce(db, 'findCompanyBySlug', () =>
    db
      .select()
      .from(companies)
      .where(eq(companies.slug, sql.placeholder('slug')))
      .prepare(),
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
    const base = slugify(input.slug || input.name);
    const slug = await uniqueSlug(
      base,
      async (candidate) =>
        Boolean(await findCompanyBySlug(tx, candidate)) || (await isSlugRetired(tx, candidate)),
    );
    try {
      const [company] = await tx
        .insert(companies)
        .values({ name: input.name, slug, description: input.description || null, ownerId })
        .returning();
      await tx.update(users).set({ companySlug: slug, isCompanyOwner: true }).where(eq(users.id, ownerId));
      return company as CompanyRow;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'This company address is already taken');
      throw error;
    }
  });
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

/**
 * The company page as the read cache keeps it: the owner's plan fields rather than the plan,
 * so a subscription that ends by the clock (no write to bump the scope) shows at once.
 */
export interface CompanyPageParts {
  page: Omit<CompanyPage, 'branding' | 'board' | 'categories'>;
  settings: CompanySettingsRow;
  categories: CompanyCategory[];
  owner: OwnerPlan | undefined;
}

export async function companyPageParts(db: Db, row: CompanyRow): Promise<CompanyPageParts> {
  const [counted] = await db.select({ n: count() }).from(ideas).where(publicIdeasOf(row.id));
  const [owner] = await db
    .select({ subscriptionPlan: users.subscriptionPlan, subscriptionEndsAt: users.subscriptionEndsAt })
    .from(users)
    .where(eq(users.id, row.ownerId));
  const categoryRows = await db
    .select()
    .from(categories)
    .where(eq(categories.companyId, row.id))
    .orderBy(asc(categories.position), asc(categories.id));
  return {
    page: { ...toCompany(row), ideaCount: counted?.n ?? 0 },
    settings: settingsOf(row),
    categories: categoryRows.map(toCompanyCategory),
    owner,
  };
}

/** The public answer: the page with what the owner's plan in force at `now` shows. */
export function toCompanyPage(
  { page, settings, categories, owner }: CompanyPageParts,
  now = new Date(),
): CompanyPage {
  const plan = ownerPlan(owner, now);
  return {
    ...page,
    branding: appliedBranding(settings, plan),
    board: appliedBoard(settings, plan),
    categories: appliedCategories(categories, plan),
  };
}

export async function companyPage(db: Db, row: CompanyRow): Promise<CompanyPage> {
  return toCompanyPage(await companyPageParts(db, row));
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

/** How many of the company's ideas have `status`, in a select list. */
const withStatus = (status: string) =>
  sql<number>`coalesce(sum(case when ${ideas.status} = ${status} then 1 else 0 end), 0)`.mapWith(Number);

/**
 * The four numbers of the header card, over public ideas only; contributors are distinct
 * submitters and voters of those.
 */
export async function companyStats(db: Db, companyId: number): Promise<CompanyStats> {
  const [counts] = await db
    .select({
      totalIdeas: count(),
      inProgress: withStatus('in_progress'),
      completed: withStatus('completed'),
    })
    .from(ideas)
    .where(publicIdeasOf(companyId));
  const [contributors] = await db.select({ n: count() }).from(sql`(
      select 'u' || created_by as who from features
            where company_id = ${companyId} and ${publicIdeaSql('features')} and created_by is not null
      union select 'v' || visitor_id from features
            where company_id = ${companyId} and ${publicIdeaSql('features')} and visitor_id is not null
      union select 'u' || v.user_id from votes v join features f on f.id = v.feature_id
            where f.company_id = ${companyId} and ${publicIdeaSql('f')} and v.user_id is not null
      union select 'v' || v.visitor_id from votes v join features f on f.id = v.feature_id
            where f.company_id = ${companyId} and ${publicIdeaSql('f')} and v.visitor_id is not null
    ) as contributors`);
  return {
    totalIdeas: counts?.totalIdeas ?? 0,
    inProgress: counts?.inProgress ?? 0,
    completed: counts?.completed ?? 0,
    contributors: contributors?.n ?? 0,
  };
}
