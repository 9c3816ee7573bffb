/**
 * A company's public page, its header stats and the landing's list of companies: answers that
 * count the company's public ideas, so they live beside the board that shows those ideas.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CompanyCategory, CompanyPage, CompanyStats, CompanySummary } from '../../contract';
import type { Db } from '../../db/engine';
import { type CompanyRow, categories, companies, ideas, users } from '../../db/schema';
import { toCompany } from '../companies/companies';
import {
  appliedBoard,
  appliedBranding,
  appliedCategories,
  type CompanySettingsRow,
  settingsOf,
  toCompanyCategory,
} from '../companies/company-settings';
import { PUBLIC_IDEA, publicIdeaSql } from '../ideas/idea-visibility';
import { type OwnerPlan, ownerPlan } from '../plans/plans';
import { publicContributors } from '../rollups/rollups';

const FEATURED_LIMIT = 50;
/** A board with fewer ideas than this looks empty on the landing, so it is not featured yet. */
const FEATURED_MIN_IDEAS = 3;

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

/** How many of the company's ideas have `status`, in a select list. */
const withStatus = (status: string) =>
  sql<number>`coalesce(sum(case when ${ideas.status} = ${status} then 1 else 0 end), 0)`.mapWith(Number);

/**
 * The four numbers of the header card, over public ideas only; contributors are distinct
 * submitters and voters of those.
 */
export async function companyStats(db: Db, companyId: number): Promise<CompanyStats> {
  const [[counts], contributors] = await Promise.all([
    db
      .select({
        totalIdeas: count(),
        inProgress: withStatus('in_progress'),
        completed: withStatus('completed'),
      })
      .from(ideas)
      .where(publicIdeasOf(companyId)),
    // Kept per contributor by the rollups: distinct over every vote took a scan of them all.
    publicContributors(db, companyId),
  ]);
  return {
    totalIdeas: counts?.totalIdeas ?? 0,
    inProgress: counts?.inProgress ?? 0,
    completed: counts?.completed ?? 0,
    contributors,
  };
}
