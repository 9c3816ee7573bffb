/**
 * What a company's public pages look like under its owner's plan. The owner's choices stay
 * stored whatever the plan; here each one applies only while the plan has its entitlement, so a
 * downgrade returns the standard board at once and an upgrade brings the choices back. Privacy is
 * the exception: a private roadmap stays private after a downgrade (a downgrade publishes nothing).
 */
import { eq } from 'drizzle-orm';
import {
  type BoardSettings,
  type CompanyBranding,
  type CompanyCategory,
  type CompanySettings,
  type CompanySettingsInput,
  type Entitlement,
  hasEntitlement,
  IDEA_SORTS,
  isStatus,
  type PlanId,
  STATUS_LABELS,
  STATUSES,
  type Status,
} from '../../contract';
import type { Db } from '../../db/engine';
import { type CategoryRow, type CompanyRow, companies } from '../../db/schema';
import { invariant } from '../../lib/errors';
import { companyPlan, requireEntitlement } from '../plans/plans';

/** Which entitlement each setting needs: the one place a setting is tied to a plan. */
const SETTING_ENTITLEMENTS: Record<keyof CompanySettingsInput, Entitlement> = {
  welcomeText: 'advancedCustomisation',
  defaultSort: 'advancedCustomisation',
  statuses: 'advancedCustomisation',
  statusLabels: 'advancedCustomisation',
  accentColor: 'customBranding',
  theme: 'customBranding',
  roadmapPrivate: 'privateRoadmaps',
};

/** The owner's view: what is stored, whether or not the plan applies it now. */
export function storedSettings(row: CompanyRow): CompanySettings {
  const statuses = storedStatuses(row.boardStatuses);
  return {
    welcomeText: row.welcomeText,
    defaultSort: row.defaultSort ?? IDEA_SORTS[0],
    statuses: statuses.length > 0 ? statuses : [...STATUSES],
    statusLabels: storedLabels(row.statusLabels),
    accentColor: row.accentColor,
    theme: row.theme,
    roadmapPrivate: row.roadmapPrivate,
  };
}

/**
 * Stores the settings given, after checking the owner's plan has every one of them (403 naming
 * the plan otherwise, and nothing stored). An empty label restores the standard one.
 */
export async function updateSettings(
  db: Db,
  company: CompanyRow,
  input: CompanySettingsInput,
): Promise<CompanyRow> {
  const given = (Object.keys(input) as (keyof CompanySettingsInput)[]).filter(
    (key) => input[key] !== undefined,
  );
  if (given.length === 0) return company;
  const plan = await companyPlan(db, company);
  // Making the roadmap public again needs no plan: it only publishes what the owner chooses.
  const gated = given.filter((key) => !(key === 'roadmapPrivate' && input.roadmapPrivate === false));
  for (const key of gated) requireEntitlement(plan, SETTING_ENTITLEMENTS[key]);

  const labels =
    input.statusLabels &&
    Object.fromEntries(
      Object.entries(input.statusLabels).filter(([, label]) => label !== undefined && label !== ''),
    );
  const [updated] = await db
    .update(companies)
    .set({
      welcomeText: input.welcomeText,
      defaultSort: input.defaultSort,
      boardStatuses:
        input.statuses && JSON.stringify(STATUSES.filter((status) => input.statuses?.includes(status))),
      statusLabels: labels && JSON.stringify(labels),
      accentColor: input.accentColor,
      theme: input.theme,
      roadmapPrivate: input.roadmapPrivate,
    })
    .where(eq(companies.id, company.id))
    .returning();
  invariant(updated, 404, 'Company not found');
  return updated;
}

/** The company columns the public pages read, as the read cache keeps them. */
export type CompanySettingsRow = Pick<
  CompanyRow,
  | 'welcomeText'
  | 'defaultSort'
  | 'boardStatuses'
  | 'statusLabels'
  | 'accentColor'
  | 'theme'
  | 'roadmapPrivate'
>;

export function settingsOf(row: CompanyRow): CompanySettingsRow {
  return {
    welcomeText: row.welcomeText,
    defaultSort: row.defaultSort,
    boardStatuses: row.boardStatuses,
    statusLabels: row.statusLabels,
    accentColor: row.accentColor,
    theme: row.theme,
    roadmapPrivate: row.roadmapPrivate,
  };
}

export function appliedBranding(settings: CompanySettingsRow, plan: PlanId): CompanyBranding {
  const branded = hasEntitlement(plan, 'customBranding');
  return {
    poweredBy: !hasEntitlement(plan, 'whiteLabel'),
    accentColor: branded ? settings.accentColor : null,
    theme: branded ? settings.theme : 'light',
  };
}

export function appliedBoard(settings: CompanySettingsRow, plan: PlanId): BoardSettings {
  // The plan gates making the roadmap private, not keeping it so: a downgrade publishes nothing.
  const roadmapPublic = !settings.roadmapPrivate;
  if (!hasEntitlement(plan, 'advancedCustomisation'))
    return {
      welcomeText: null,
      defaultSort: IDEA_SORTS[0],
      statuses: [...STATUSES],
      statusLabels: STATUS_LABELS,
      roadmapPublic,
    };
  const statuses = storedStatuses(settings.boardStatuses);
  return {
    welcomeText: settings.welcomeText,
    defaultSort: settings.defaultSort ?? IDEA_SORTS[0],
    statuses: statuses.length > 0 ? statuses : [...STATUSES],
    statusLabels: { ...STATUS_LABELS, ...storedLabels(settings.statusLabels) },
    roadmapPublic,
  };
}

/** The company's own categories under `plan`: none without Categorisation (the fixed five apply). */
export function appliedCategories(rows: readonly CompanyCategory[], plan: PlanId): CompanyCategory[] {
  return hasEntitlement(plan, 'categorisation') ? [...rows] : [];
}

export function toCompanyCategory(row: CategoryRow): CompanyCategory {
  return { id: row.id, name: row.name, archived: row.archivedAt !== null };
}

/** The stored JSON array, in the standard order, unknown entries dropped. */
export function storedStatuses(json: string | null): Status[] {
  const parsed = parseJson(json);
  if (!Array.isArray(parsed)) return [];
  return STATUSES.filter((status) => parsed.includes(status));
}

/** The stored JSON object of custom labels, unknown statuses and empty labels dropped. */
export function storedLabels(json: string | null): Partial<Record<Status, string>> {
  const parsed = parseJson(json);
  if (typeof parsed !== 'object' || parsed === null) return {};
  const labels: Partial<Record<Status, string>> = {};
  for (const [status, label] of Object.entries(parsed)) {
    if (isStatus(status) && typeof label === 'string' && label.trim() !== '') labels[status] = label;
  }
  return labels;
}

function parseJson(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
