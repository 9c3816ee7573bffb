/**
 * A company's public page, its header stats and the landing's list of companies: answers that
 * count the company's public ideas, so they live beside the board that shows those ideas.
 */
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { CompanyCategory, CompanyPage, CompanyStats, CompanySummary } from '../../contract';
import type { Db } from '../../db/engine';
import {
  type BoardRow,
  boards,
  type CompanyRow,
  categories,
  companies,
  ideas,
  users,
  votes,
} from '../../db/schema';
import type { ReadCache } from '../../lib/read-cache';
import { boardRows } from '../boards/boards';
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
import { hiddenBoardIds } from './board-scope';

const FEATURED_LIMIT = 50;
/** A board with fewer ideas than this looks empty on the landing, so it is not featured yet. */
const FEATURED_MIN_IDEAS = 3;

/**
 * A company's ideas the public sees: private ones count nowhere public, nor do the ideas of
 * `hidden` boards (those not public, issue 27).
 */
const publicIdeasOf = (companyId: number, hidden: readonly number[] = []) =>
  and(
    eq(ideas.companyId, companyId),
    PUBLIC_IDEA,
    hidden.length > 0 ? notInArray(ideas.boardId, [...hidden]) : undefined,
  );

/** The ids of every board nobody outside its audience sees, as a subquery (few rows: any company's). */
const HIDDEN_BOARDS = sql`(select ${boards.id} from ${boards} where ${boards.visibility} <> 'public')`;

/** Companies for the landing page: boards with some public ideas, the most active first. */
export function listCompanies(db: Db): Promise<CompanySummary[]> {
  const ideaCount = sql<number>`(select count(*) from ${ideas} where ${ideas.companyId} = ${companies.id} and ${publicIdeaSql('features')} and ${ideas.boardId} not in ${HIDDEN_BOARDS})`;
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
  /** The company's boards in switcher order, for the public reads' board access (board-scope.ts). */
  boards: BoardRow[];
  settings: CompanySettingsRow;
  categories: CompanyCategory[];
  owner: OwnerPlan | undefined;
}

export async function companyPageParts(db: Db, row: CompanyRow): Promise<CompanyPageParts> {
  const rows = await boardRows(db, row.id);
  const hidden = hiddenBoardIds(rows);
  const [counted] = await db.select({ n: count() }).from(ideas).where(publicIdeasOf(row.id, hidden));
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
    boards: rows,
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

/** The company's page parts from the read cache (the company's scope): one entry per company. */
export function cachedPageParts(db: Db, cache: ReadCache, row: CompanyRow): Promise<CompanyPageParts> {
  return cache.get(row.id, 'page', () => companyPageParts(db, row));
}

export async function companyPage(db: Db, row: CompanyRow): Promise<CompanyPage> {
  return toCompanyPage(await companyPageParts(db, row));
}

/** How many of the company's ideas have `status`, in a select list. */
const withStatus = (status: string) =>
  sql<number>`coalesce(sum(case when ${ideas.status} = ${status} then 1 else 0 end), 0)`.mapWith(Number);

/**
 * The four numbers of the header card, over public ideas only, and of them only those on no
 * `hidden` board; contributors are distinct submitters and voters of those.
 */
export async function companyStats(
  db: Db,
  companyId: number,
  hidden: readonly number[] = [],
): Promise<CompanyStats> {
  const [[counts], contributors] = await Promise.all([
    db
      .select({
        totalIdeas: count(),
        inProgress: withStatus('in_progress'),
        completed: withStatus('completed'),
      })
      .from(ideas)
      .where(publicIdeasOf(companyId, hidden)),
    // Kept per contributor by the rollups: distinct over every vote took a scan of them all. The
    // rollups know no boards, so a company with a hidden board counts its public ones directly.
    hidden.length > 0 ? contributorsOutside(db, companyId, hidden) : publicContributors(db, companyId),
  ]);
  return {
    totalIdeas: counts?.totalIdeas ?? 0,
    inProgress: counts?.inProgress ?? 0,
    completed: counts?.completed ?? 0,
    contributors,
  };
}

/**
 * Distinct submitters and voters of the company's public ideas on no `hidden` board, accounts
 * and visitors counted apart as the rollups count them ('u' + id, 'v' + id).
 */
async function contributorsOutside(db: Db, companyId: number, hidden: readonly number[]): Promise<number> {
  const shown = publicIdeasOf(companyId, hidden);
  const submitters = db
    .select({ who: sql<string>`'u' || ${ideas.createdBy}`.as('who') })
    .from(ideas)
    .where(and(shown, sql`${ideas.createdBy} is not null`))
    .union(
      db
        .select({ who: sql<string>`'v' || ${ideas.visitorId}`.as('who') })
        .from(ideas)
        .where(and(shown, sql`${ideas.visitorId} is not null`)),
    )
    .union(
      db
        .select({ who: sql<string>`'u' || ${votes.userId}`.as('who') })
        .from(votes)
        .innerJoin(ideas, eq(ideas.id, votes.ideaId))
        .where(and(shown, sql`${votes.userId} is not null`)),
    )
    .union(
      db
        .select({ who: sql<string>`'v' || ${votes.visitorId}`.as('who') })
        .from(votes)
        .innerJoin(ideas, eq(ideas.id, votes.ideaId))
        .where(and(shown, sql`${votes.visitorId} is not null`)),
    )
    .as('people');
  const [row] = await db.select({ n: count() }).from(submitters);
  return Number(row?.n ?? 0);
}

/** The header card's numbers as the public sees them: public boards only (the same for everyone). */
export async function publicCompanyStats(db: Db, companyId: number): Promise<CompanyStats> {
  return companyStats(db, companyId, hiddenBoardIds(await boardRows(db, companyId)));
}
