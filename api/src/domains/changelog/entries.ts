/**
 * The team's changelog entries (issue 29): writing, editing and deleting them. Publishing and
 * scheduling are publishing.ts; what the public reads is changelog-reads.ts.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHANGELOG_MESSAGES,
  type ChangelogTeamEntry,
  type CreateChangelogEntryInput,
  type UpdateChangelogEntryInput,
} from '../../contract';
import { type Db, isUniqueViolation, type Queryable } from '../../db/engine';
import {
  type ChangelogEntryRow,
  type CompanyRow,
  changelogEntries,
  changelogEntryIdeas,
  ideas,
  uploads,
} from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { renderMarkdown } from '../../lib/markdown';
import { requireKnownLabels } from './changelog-labels';
import { selectEntries, teamEntries } from './entry-answers';
import { uniqueEntrySlug } from './entry-slugs';

/** An entry id from a path: anything but a positive integer is simply not found. */
export function entryParam(value: string | undefined): number {
  const id = value && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new ApiError(404, CHANGELOG_MESSAGES.notFound);
  return id;
}

/** The company's entry `entryId` (404 for another company's). */
export async function requireEntry(
  db: Queryable,
  companyId: number,
  entryId: number,
): Promise<ChangelogEntryRow> {
  const [row] = await db
    .select()
    .from(changelogEntries)
    .where(and(eq(changelogEntries.id, entryId), eq(changelogEntries.companyId, companyId)))
    .limit(1);
  invariant(row, 404, CHANGELOG_MESSAGES.notFound);
  return row;
}

/** One entry as the team sees it. */
export async function teamEntry(
  db: Queryable,
  companyId: number,
  entryId: number,
): Promise<ChangelogTeamEntry> {
  const rows = await selectEntries(
    db,
    and(eq(changelogEntries.id, entryId), eq(changelogEntries.companyId, companyId)),
    [],
  );
  const [entry] = await teamEntries(db, rows);
  invariant(entry, 404, CHANGELOG_MESSAGES.notFound);
  return entry;
}

/** Every entry of the company: drafts and scheduled first, then published ones newest first. */
export async function listTeamEntries(db: Queryable, companyId: number): Promise<ChangelogTeamEntry[]> {
  const rows = await selectEntries(db, eq(changelogEntries.companyId, companyId), [
    sql`case when ${changelogEntries.state} = 'published' then 1 else 0 end`,
    desc(sql`coalesce(${changelogEntries.publishedAt}, ${changelogEntries.updatedAt})`),
    desc(changelogEntries.id),
  ]);
  return teamEntries(db, rows);
}

const refuse = (path: string, message: string) => new ApiError(400, message, [{ path, message }]);

/** The ids, each once: 400 unless every one is an idea of the company, not merged away. */
async function requireLinkableIdeas(db: Queryable, companyId: number, ideaIds: number[]): Promise<number[]> {
  const ids = [...new Set(ideaIds)];
  if (ids.length === 0) return ids;
  const found = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.companyId, companyId), inArray(ideas.id, ids), isNull(ideas.mergedInto)));
  if (found.length !== ids.length) throw refuse('ideaIds', CHANGELOG_MESSAGES.unknownIdea);
  return ids;
}

/** 400 unless the upload is a changelog cover of the company. */
async function requireCover(db: Queryable, companyId: number, uploadId: number): Promise<void> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(eq(uploads.id, uploadId), eq(uploads.companyId, companyId), eq(uploads.type, 'changelog_cover')),
    )
    .limit(1);
  if (!row) throw refuse('coverUploadId', CHANGELOG_MESSAGES.coverUploadId);
}

/** The columns an input sets, checked against the company (labels, ideas, cover). */
async function columnsOf(db: Queryable, companyId: number, input: UpdateChangelogEntryInput) {
  const columns: Partial<typeof changelogEntries.$inferInsert> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.body !== undefined) {
    columns.body = input.body;
    columns.bodyHtml = renderMarkdown(input.body);
  }
  if (input.labels !== undefined)
    columns.labels = JSON.stringify(await requireKnownLabels(db, companyId, input.labels));
  if (input.coverUploadId != null) await requireCover(db, companyId, input.coverUploadId);
  if (input.coverUploadId !== undefined) columns.coverUploadId = input.coverUploadId;
  const ideaIds = input.ideaIds && (await requireLinkableIdeas(db, companyId, input.ideaIds));
  return { columns, ideaIds };
}

async function linkIdeas(db: Queryable, companyId: number, entryId: number, ideaIds: number[]) {
  await db.delete(changelogEntryIdeas).where(eq(changelogEntryIdeas.entryId, entryId));
  if (ideaIds.length > 0)
    await db.insert(changelogEntryIdeas).values(ideaIds.map((ideaId) => ({ companyId, entryId, ideaId })));
}

/**
 * Runs a write that picks a slug; when another request took the same slug between the pick and
 * the insert (the unique index refused it), picks again.
 */
async function withFreshSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 10) throw error;
    }
  }
}

/** A new draft, its slug made from its title. */
export async function createEntry(
  db: Db,
  company: CompanyRow,
  userId: number | null,
  input: CreateChangelogEntryInput,
): Promise<ChangelogTeamEntry> {
  const entryId = await withFreshSlug(() =>
    db.transaction(async (tx) => {
      const { columns, ideaIds } = await columnsOf(tx, company.id, input);
      const [row] = await tx
        .insert(changelogEntries)
        .values({
          ...columns,
          title: input.title,
          companyId: company.id,
          slug: await uniqueEntrySlug(tx, company.id, input.title),
          createdBy: userId,
        })
        .returning({ id: changelogEntries.id });
      invariant(row, 404, CHANGELOG_MESSAGES.notFound);
      await linkIdeas(tx, company.id, row.id, ideaIds ?? []);
      return row.id;
    }),
  );
  return teamEntry(db, company.id, entryId);
}

/**
 * Edits an entry in any state. A draft's or scheduled entry's slug follows its title; a
 * published entry keeps its address, and is not announced again.
 */
export async function updateEntry(
  db: Db,
  company: CompanyRow,
  entryId: number,
  input: UpdateChangelogEntryInput,
): Promise<ChangelogTeamEntry> {
  await withFreshSlug(() =>
    db.transaction(async (tx) => {
      const entry = await requireEntry(tx, company.id, entryId);
      const { columns, ideaIds } = await columnsOf(tx, company.id, input);
      if (input.title !== undefined && input.title !== entry.title && entry.state !== 'published')
        columns.slug = await uniqueEntrySlug(tx, company.id, input.title, entry.id);
      await tx
        .update(changelogEntries)
        .set({ ...columns, updatedAt: new Date().toISOString() })
        .where(eq(changelogEntries.id, entry.id));
      if (ideaIds) await linkIdeas(tx, company.id, entry.id, ideaIds);
    }),
  );
  return teamEntry(db, company.id, entryId);
}

/** Deletes an entry (its links and delivery records go with it). */
export async function deleteEntry(db: Db, companyId: number, entryId: number): Promise<void> {
  const deleted = await db
    .delete(changelogEntries)
    .where(and(eq(changelogEntries.id, entryId), eq(changelogEntries.companyId, companyId)))
    .returning({ id: changelogEntries.id });
  invariant(deleted.length > 0, 404, CHANGELOG_MESSAGES.notFound);
}
