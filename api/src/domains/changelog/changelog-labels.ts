/**
 * The changelog's labels: New, Improved and Fixed for every company, and a company's own on Pro
 * and up (`customChangelogLabels`). Names are unique per company whatever their case; an entry
 * stores label names, always spelt as the label is.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import {
  BUILT_IN_CHANGELOG_LABELS,
  CHANGELOG_CUSTOM_LABEL_LIMIT,
  CHANGELOG_MESSAGES,
  type ChangelogLabels,
} from '../../contract';
import { type Db, isUniqueViolation, type Queryable } from '../../db/engine';
import { type CompanyRow, changelogEntries, changelogLabels } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { requireCompanyEntitlement } from '../plans/plans';

const keyOf = (name: string) => name.trim().toLowerCase();

/** An entry's stored labels (a JSON array of names). */
export function labelsOf(row: { labels: string }): string[] {
  try {
    const parsed: unknown = JSON.parse(row.labels);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** The built-in labels and the company's own, by name. */
export async function listChangelogLabels(db: Queryable, companyId: number): Promise<ChangelogLabels> {
  const custom = await db
    .select({ id: changelogLabels.id, name: changelogLabels.name })
    .from(changelogLabels)
    .where(eq(changelogLabels.companyId, companyId))
    .orderBy(asc(changelogLabels.nameKey), asc(changelogLabels.id));
  return { builtIn: [...BUILT_IN_CHANGELOG_LABELS], custom };
}

const taken = () =>
  new ApiError(409, CHANGELOG_MESSAGES.labelTaken, [
    { path: 'name', message: CHANGELOG_MESSAGES.labelTaken },
  ]);

/** Adds a label of the company's own: the plan's, then 409 on a name it has (built-in ones too). */
export async function addChangelogLabel(
  db: Db,
  company: CompanyRow,
  name: string,
): Promise<{ id: number; name: string }> {
  await requireCompanyEntitlement(db, company, 'customChangelogLabels');
  if (BUILT_IN_CHANGELOG_LABELS.some((label) => keyOf(label) === keyOf(name))) throw taken();
  try {
    return await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(changelogLabels)
        .where(eq(changelogLabels.companyId, company.id));
      if (Number(held?.n ?? 0) >= CHANGELOG_CUSTOM_LABEL_LIMIT)
        throw new ApiError(400, CHANGELOG_MESSAGES.labelLimit);
      const [row] = await tx
        .insert(changelogLabels)
        .values({ companyId: company.id, name, nameKey: keyOf(name) })
        .returning({ id: changelogLabels.id, name: changelogLabels.name });
      invariant(row, 404, CHANGELOG_MESSAGES.labelNotFound);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Deletes one of the company's labels and takes its name off every entry that carried it. */
export async function deleteChangelogLabel(db: Db, companyId: number, labelId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [label] = await tx
      .delete(changelogLabels)
      .where(and(eq(changelogLabels.id, labelId), eq(changelogLabels.companyId, companyId)))
      .returning();
    invariant(label, 404, CHANGELOG_MESSAGES.labelNotFound);
    const entries = await tx
      .select({ id: changelogEntries.id, labels: changelogEntries.labels })
      .from(changelogEntries)
      .where(eq(changelogEntries.companyId, companyId));
    for (const entry of entries) {
      const labels = labelsOf(entry);
      const kept = labels.filter((name) => keyOf(name) !== label.nameKey);
      if (kept.length !== labels.length)
        await tx
          .update(changelogEntries)
          .set({ labels: JSON.stringify(kept) })
          .where(eq(changelogEntries.id, entry.id));
    }
  });
}

/**
 * The names as the company's labels spell them, each once, in the order given: 400 on `labels`
 * for a name that is neither built-in nor the company's own.
 */
export async function requireKnownLabels(
  db: Queryable,
  companyId: number,
  names: string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const { builtIn, custom } = await listChangelogLabels(db, companyId);
  const known = new Map(
    [...builtIn, ...custom.map((label) => label.name)].map((name) => [keyOf(name), name]),
  );
  const spelt = names.map((name) => known.get(keyOf(name)));
  if (spelt.some((name) => name === undefined))
    throw new ApiError(400, CHANGELOG_MESSAGES.unknownLabel, [
      { path: 'labels', message: CHANGELOG_MESSAGES.unknownLabel },
    ]);
  return [...new Set(spelt as string[])];
}
