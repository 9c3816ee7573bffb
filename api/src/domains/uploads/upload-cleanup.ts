/**
 * Deletes uploads that no longer back an image the company shows: the image a new logo or
 * cover replaced, and uploads never saved to the company within a grace period (the owner
 * chose an image, then left), screenshots never bound to an idea or comment among them.
 */
import { and, eq, inArray, isNotNull, isNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/engine';
import { type CompanyRow, changelogEntries, uploads } from '../../db/schema';
import { findCompanyById } from '../companies/companies';

/** How long an upload may wait for the PATCH (or the submit) that saves it. */
const UNSAVED_GRACE_MS = 60 * 60_000;

const UPLOAD_PREFIX = '/uploads/';

function fileNameOf(url: string | null): string | undefined {
  return url?.startsWith(UPLOAD_PREFIX) ? url.slice(UPLOAD_PREFIX.length) : undefined;
}

/** The uploaded files the company shows now: its logo and cover, when they are uploads. */
function shownFiles(company: CompanyRow): string[] {
  return [fileNameOf(company.logoUrl), fileNameOf(company.coverImageUrl)].filter(
    (name): name is string => name !== undefined,
  );
}

/** Deletes the company's images that `before` showed and `after` no longer does. */
export async function releaseReplacedUploads(db: Db, before: CompanyRow, after: CompanyRow): Promise<void> {
  const shown = shownFiles(after);
  const replaced = shownFiles(before).filter((name) => !shown.includes(name));
  if (replaced.length === 0) return;
  await db.delete(uploads).where(and(eq(uploads.companyId, before.id), inArray(uploads.fileName, replaced)));
}

/** Deletes the company's uploads older than the grace period that it does not show. */
export function sweepUnsavedUploads(db: Db, companyId: number, now = Date.now()): Promise<void> {
  return db.transaction(async (tx) => {
    const company = await findCompanyById(tx, companyId);
    if (!company) return;
    const shown = shownFiles(company);
    const cutoff = new Date(now - UNSAVED_GRACE_MS).toISOString();
    const rows = await tx
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(
        and(
          eq(uploads.companyId, companyId),
          lt(uploads.createdAt, cutoff),
          // A screenshot bound to an idea or comment is shown there: it goes with them.
          isNull(uploads.ideaId),
          isNull(uploads.commentId),
          // A changelog entry's cover is shown on the entry (issue 29): it goes with the entry.
          notInArray(
            uploads.id,
            tx
              .select({ id: changelogEntries.coverUploadId })
              .from(changelogEntries)
              .where(
                and(eq(changelogEntries.companyId, companyId), isNotNull(changelogEntries.coverUploadId)),
              ),
          ),
        ),
      );
    const stale = rows.map((row) => row.fileName).filter((name) => !shown.includes(name));
    if (stale.length > 0) await tx.delete(uploads).where(inArray(uploads.fileName, stale));
  });
}
