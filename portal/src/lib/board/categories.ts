/**
 * Which categories a board uses: the company's own (Categorisation) when its page offers any,
 * else the five fixed ones. An idea filed under an own category shows that category's name,
 * archived or renamed; otherwise (no own category, or a downgraded board whose page lists none)
 * its fixed category shows. Pure functions over CompanyPage.categories, no React.
 */
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type CompanyPage,
  fixedCategoryLabel,
  type Idea,
} from '@sayso/api/contract';

type WithCategories = Pick<CompanyPage, 'categories'>;
type IdeaCategory = Pick<Idea, 'category' | 'categoryId'>;

export interface CategoryOption {
  /** A fixed category ('bug_fixes'), or an own category's id as digits ('12'). */
  value: string;
  label: string;
}

const FIXED_OPTIONS: CategoryOption[] = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** True for an option value that names an own category (its id) rather than a fixed one. */
export function isOwnCategoryValue(value: string): boolean {
  return /^\d{1,15}$/.test(value);
}

/** The options of the board filters and the submit form: the offered own categories, else the fixed five. */
export function categoryOptions(company: WithCategories | undefined): CategoryOption[] {
  const offered = (company?.categories ?? []).filter((category) => !category.archived);
  if (offered.length === 0) return FIXED_OPTIONS;
  return offered.map((category) => ({ value: String(category.id), label: category.name }));
}

/** The category label of an idea on this company's board (badge, card, idea page, roadmap). */
export function categoryLabel(idea: IdeaCategory, company: WithCategories | undefined): string {
  const own =
    idea.categoryId === null ? undefined : company?.categories.find((c) => c.id === idea.categoryId);
  if (own) return own.name;
  return fixedCategoryLabel(idea.category);
}

/** The option value an idea matches in the category filter. */
export function categoryValue(idea: IdeaCategory, company: WithCategories | undefined): string {
  const ownInUse = idea.categoryId !== null && company?.categories.some((c) => c.id === idea.categoryId);
  return ownInUse ? String(idea.categoryId) : idea.category;
}
