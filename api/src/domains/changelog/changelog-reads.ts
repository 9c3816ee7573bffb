/**
 * What a reader may see of the changelog (issue 29, the contract's visibility rule): published
 * entries only; one linking no idea is public, one linking ideas shows to whoever may see at
 * least one of those ideas' boards (domains/boards/board-access.ts decides), and lists only the
 * linked ideas the reader may see. The rule is one SQL condition, so pages count and page right.
 */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CHANGELOG_MESSAGES,
  CHANGELOG_PAGE_SIZE,
  type ChangelogEntry,
  type ChangelogEntryLink,
  type ChangelogPage,
} from '../../contract';
import type { Queryable } from '../../db/engine';
import { type CompanyRow, changelogEntries, changelogEntryIdeas, ideas } from '../../db/schema';
import { invariant } from '../../lib/errors';
import { type BoardViewer, boardViewer, type ViewingUser, visibleBoards } from '../boards/board-access';
import { type IdeaScope, publicEntries, selectEntries } from './entry-answers';

/** What `user` sees of the company's changelog: everything for its team, else the boards they may see. */
export async function readerScope(
  db: Queryable,
  user: ViewingUser | null,
  company: Pick<CompanyRow, 'id' | 'ownerId'>,
): Promise<IdeaScope> {
  return scopeOf(db, await boardViewer(db, user, company), company.id);
}

async function scopeOf(db: Queryable, viewer: BoardViewer, companyId: number): Promise<IdeaScope> {
  if (viewer.kind === 'team') return { team: true };
  const boards = await visibleBoards(db, viewer, companyId);
  return { team: false, boardIds: new Set(boards.map((board) => board.id)) };
}

/** The company's published entries `scope`'s reader may see. */
function visibleWhere(companyId: number, scope: IdeaScope): SQL {
  const published = and(
    eq(changelogEntries.companyId, companyId),
    eq(changelogEntries.state, 'published'),
  ) as SQL;
  if (scope.team) return published;
  const linked = sql`select 1 from ${changelogEntryIdeas} where ${changelogEntryIdeas.entryId} = ${changelogEntries.id}`;
  if (scope.boardIds.size === 0) return and(published, sql`not exists (${linked})`) as SQL;
  const onVisibleBoard = sql`select 1 from ${changelogEntryIdeas} inner join ${ideas} on ${ideas.id} = ${changelogEntryIdeas.ideaId} where ${changelogEntryIdeas.entryId} = ${changelogEntries.id} and ${inArray(ideas.boardId, [...scope.boardIds])}`;
  return and(published, sql`(not exists (${linked}) or exists (${onVisibleBoard}))`) as SQL;
}

/** A page of the company's changelog as the reader sees it, newest first. */
export async function changelogPage(
  db: Queryable,
  companyId: number,
  scope: IdeaScope,
  page: number,
): Promise<ChangelogPage> {
  const where = visibleWhere(companyId, scope);
  const [total] = await db.select({ n: count() }).from(changelogEntries).where(where);
  const rows = await selectEntries(
    db,
    where,
    [desc(changelogEntries.publishedAt), desc(changelogEntries.id)],
    {
      limit: CHANGELOG_PAGE_SIZE,
      offset: (page - 1) * CHANGELOG_PAGE_SIZE,
    },
  );
  return {
    entries: await publicEntries(db, rows, scope),
    page,
    totalPages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / CHANGELOG_PAGE_SIZE)),
  };
}

/** One published entry by its slug, or 404 'Changelog entry not found' when the reader may not see it. */
export async function changelogEntry(
  db: Queryable,
  companyId: number,
  scope: IdeaScope,
  slug: string,
): Promise<ChangelogEntry> {
  const rows = await selectEntries(
    db,
    and(visibleWhere(companyId, scope), eq(changelogEntries.slug, slug)),
    [],
  );
  const [entry] = await publicEntries(db, rows, scope);
  invariant(entry, 404, CHANGELOG_MESSAGES.notFound);
  return entry;
}

/** When the newest entry an anonymous visitor may see was published (the widget's unread dot). */
export async function latestPublishedAt(db: Queryable, companyId: number): Promise<string | null> {
  const scope = await scopeOf(db, { kind: 'visitor' }, companyId);
  const [row] = await db
    .select({ at: changelogEntries.publishedAt })
    .from(changelogEntries)
    .where(visibleWhere(companyId, scope))
    .orderBy(desc(changelogEntries.publishedAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The published entries that link an idea, newest first, for the idea's own answer: its reader
 * already may see the idea's board, so each of them is visible to that reader. One query.
 */
export async function entriesShipping(db: Queryable, ideaId: number): Promise<ChangelogEntryLink[]> {
  const rows = await db
    .select({
      slug: changelogEntries.slug,
      title: changelogEntries.title,
      publishedAt: changelogEntries.publishedAt,
    })
    .from(changelogEntryIdeas)
    .innerJoin(changelogEntries, eq(changelogEntries.id, changelogEntryIdeas.entryId))
    .where(and(eq(changelogEntryIdeas.ideaId, ideaId), eq(changelogEntries.state, 'published')))
    .orderBy(desc(changelogEntries.publishedAt), desc(changelogEntries.id));
  return rows.map((row) => ({ slug: row.slug, title: row.title, publishedAt: row.publishedAt ?? '' }));
}

/** The newest entries an anonymous visitor may see, with their rows (the Atom feed's `updated`). */
export async function visitorFeed(db: Queryable, companyId: number, limit: number) {
  const scope = await scopeOf(db, { kind: 'visitor' }, companyId);
  const rows = await selectEntries(
    db,
    visibleWhere(companyId, scope),
    [desc(changelogEntries.publishedAt), desc(changelogEntries.id)],
    { limit, offset: 0 },
  );
  return { rows, entries: await publicEntries(db, rows, scope) };
}
