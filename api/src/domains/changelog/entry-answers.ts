/**
 * Entries as they are answered: the public's (`ChangelogEntry`, linked ideas filtered per viewer)
 * and the team's (`ChangelogTeamEntry`, every linked idea and the entry's figures). A page of
 * entries costs three queries whatever its length: the rows, their ideas, their deliveries.
 */
import { and, asc, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type {
  ChangelogEntry,
  ChangelogEntryStats,
  ChangelogLinkedIdea,
  ChangelogTeamEntry,
} from '../../contract';
import type { Queryable } from '../../db/engine';
import {
  boards,
  type ChangelogEntryRow,
  changelogDeliveries,
  changelogEntries,
  changelogEntryIdeas,
  ideas,
  uploads,
} from '../../db/schema';
import { isPublicIdea } from '../ideas/idea-visibility';
import { labelsOf } from './changelog-labels';

/** An entry's row with its cover's file name (null without a cover). */
export interface EntryWithCover {
  entry: ChangelogEntryRow;
  coverFile: string | null;
}

/** Which linked ideas a reader sees: the team every one; anyone else public ideas on boards they may see. */
export type IdeaScope = { team: true } | { team: false; boardIds: ReadonlySet<number> };

/** Entries (with their covers) matching `where`, in `order`; `page` limits and offsets. */
export function selectEntries(
  db: Queryable,
  where: SQL | undefined,
  order: SQL[],
  page?: { limit: number; offset: number },
): Promise<EntryWithCover[]> {
  const query = db
    .select({ entry: changelogEntries, coverFile: uploads.fileName })
    .from(changelogEntries)
    .leftJoin(uploads, eq(uploads.id, changelogEntries.coverUploadId))
    .where(where)
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

const coverUrl = (file: string | null) => (file ? `/uploads/${file}` : null);

/** The linked ideas of each entry the reader sees, oldest link first. */
async function linkedIdeas(
  db: Queryable,
  entryIds: number[],
  scope: IdeaScope,
): Promise<Map<number, ChangelogLinkedIdea[]>> {
  const byEntry = new Map<number, ChangelogLinkedIdea[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .select({
      entryId: changelogEntryIdeas.entryId,
      id: ideas.id,
      title: ideas.title,
      boardId: boards.id,
      boardSlug: boards.slug,
      private: ideas.private,
      held: ideas.held,
      mergedInto: ideas.mergedInto,
    })
    .from(changelogEntryIdeas)
    .innerJoin(ideas, eq(ideas.id, changelogEntryIdeas.ideaId))
    .innerJoin(boards, eq(boards.id, ideas.boardId))
    .where(inArray(changelogEntryIdeas.entryId, entryIds))
    .orderBy(asc(changelogEntryIdeas.id));
  for (const row of rows) {
    if (!scope.team && !(scope.boardIds.has(row.boardId) && isPublicIdea(row))) continue;
    const list = byEntry.get(row.entryId) ?? [];
    list.push({ id: row.id, title: row.title, boardSlug: row.boardSlug });
    byEntry.set(row.entryId, list);
  }
  return byEntry;
}

/** E-mails sent and opened per entry (changelog_deliveries); widget views are on the row. */
async function deliveryCounts(db: Queryable, entryIds: number[]) {
  const counts = new Map<number, { sent: number; opened: number }>();
  if (entryIds.length === 0) return counts;
  const sent = await db
    .select({ entryId: changelogDeliveries.entryId, n: count() })
    .from(changelogDeliveries)
    .where(inArray(changelogDeliveries.entryId, entryIds))
    .groupBy(changelogDeliveries.entryId);
  const opened = await db
    .select({ entryId: changelogDeliveries.entryId, n: count() })
    .from(changelogDeliveries)
    .where(and(inArray(changelogDeliveries.entryId, entryIds), isNotNull(changelogDeliveries.openedAt)))
    .groupBy(changelogDeliveries.entryId);
  for (const row of sent) counts.set(row.entryId, { sent: Number(row.n), opened: 0 });
  for (const row of opened) {
    const entry = counts.get(row.entryId);
    if (entry) entry.opened = Number(row.n);
  }
  return counts;
}

function answerOf(row: EntryWithCover, linked: ChangelogLinkedIdea[]) {
  const { entry } = row;
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    body: entry.body,
    bodyHtml: entry.bodyHtml,
    coverUrl: coverUrl(row.coverFile),
    labels: labelsOf(entry),
    ideas: linked,
  };
}

/** Published entries as `scope`'s reader sees them. */
export async function publicEntries(
  db: Queryable,
  rows: EntryWithCover[],
  scope: IdeaScope,
): Promise<ChangelogEntry[]> {
  const linked = await linkedIdeas(
    db,
    rows.map((row) => row.entry.id),
    scope,
  );
  return rows.map((row) => ({
    ...answerOf(row, linked.get(row.entry.id) ?? []),
    publishedAt: row.entry.publishedAt ?? row.entry.updatedAt,
  }));
}

/** Entries in any state as the team sees them, with their figures. */
export async function teamEntries(db: Queryable, rows: EntryWithCover[]): Promise<ChangelogTeamEntry[]> {
  const ids = rows.map((row) => row.entry.id);
  const linked = await linkedIdeas(db, ids, { team: true });
  const deliveries = await deliveryCounts(db, ids);
  return rows.map((row) => {
    const { entry } = row;
    const counted = deliveries.get(entry.id);
    const stats: ChangelogEntryStats = {
      emailsSent: counted?.sent ?? 0,
      emailsOpened: counted?.opened ?? 0,
      widgetViews: entry.widgetViews,
    };
    return {
      ...answerOf(row, linked.get(entry.id) ?? []),
      state: entry.state,
      publishAt: entry.publishAt,
      publishedAt: entry.publishedAt,
      coverUploadId: entry.coverUploadId,
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      stats,
    };
  });
}
