/**
 * Publishing an entry, by hand or by the scheduler: one function, one transaction. The claim is
 * a single UPDATE on the entry's state, so two replicas (or a click racing the scheduler) publish
 * it once; what publishing does to its ideas and who hears of it happen in that transaction.
 */
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { CHANGELOG_MESSAGES } from '../../contract';
import type { Db, Queryable } from '../../db/engine';
import {
  type ChangelogEntryRow,
  type CompanyRow,
  changelogEntries,
  changelogEntryIdeas,
  ideaActivity,
  ideas,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { announcePublished } from '../changelog-announce/announce';
import { withEtaRule } from '../ideas/idea-eta';
import { updateIdea } from '../ideas/ideas';
import type { LinkContext } from '../notifications/notification-emails';
import { requireEntry } from './entries';

export interface PublishContext {
  links: LinkContext;
  now: Date;
  /** Who published it (null for the scheduler): the ideas' activity names them. */
  byUserId: number | null;
}

/**
 * What a published entry does, in the transaction that claimed it: each linked idea becomes
 * Completed (its status_changed row and webhook event as any status change, but no status
 * e-mail: the entry's own e-mail replaces it) and gets a 'shipped' row; then the announcement.
 */
async function shipEntry(db: Db, entry: ChangelogEntryRow, context: PublishContext): Promise<void> {
  const linked = await db
    .select()
    .from(ideas)
    .where(
      inArray(
        ideas.id,
        db
          .select({ id: changelogEntryIdeas.ideaId })
          .from(changelogEntryIdeas)
          .where(eq(changelogEntryIdeas.entryId, entry.id)),
      ),
    );
  for (const idea of linked)
    if (idea.status !== 'completed')
      await updateIdea(db, idea, withEtaRule(idea, { status: 'completed' }), context.byUserId);
  if (linked.length > 0)
    await db.insert(ideaActivity).values(
      linked.map((idea) => ({
        ideaId: idea.id,
        companyId: entry.companyId,
        userId: context.byUserId,
        action: 'shipped' as const,
        toValue: entry.title,
        createdAt: context.now.toISOString(),
      })),
    );
  await announcePublished(db as unknown as Queryable, context.links, {
    entryId: entry.id,
    companyId: entry.companyId,
    now: context.now,
  });
}

/** Publishes the company's entry now: 409 when it already is, 404 for another company's. */
export async function publishEntry(
  db: Db,
  company: CompanyRow,
  entryId: number,
  context: PublishContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const at = context.now.toISOString();
    const [claimed] = await tx
      .update(changelogEntries)
      .set({ state: 'published', publishedAt: at, publishAt: null, updatedAt: at })
      .where(
        and(
          eq(changelogEntries.id, entryId),
          eq(changelogEntries.companyId, company.id),
          ne(changelogEntries.state, 'published'),
        ),
      )
      .returning();
    if (!claimed) {
      await requireEntry(tx, company.id, entryId);
      throw new ApiError(409, CHANGELOG_MESSAGES.alreadyPublished);
    }
    await shipEntry(tx as unknown as Db, claimed, context);
  });
}

/**
 * Publishes every scheduled entry whose time has come, each exactly once whichever replica
 * looks: one indexed UPDATE claims them (changelog_entries_due_idx), and their effects commit
 * with the claim. Answers how many it published.
 */
export async function publishDueEntries(db: Db, links: LinkContext, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const claimed = await tx
      .update(changelogEntries)
      .set({ state: 'published', publishedAt: at, publishAt: null, updatedAt: at })
      .where(and(eq(changelogEntries.state, 'scheduled'), lte(changelogEntries.publishAt, at)))
      .returning();
    for (const entry of claimed) await shipEntry(tx as unknown as Db, entry, { links, now, byUserId: null });
    return claimed.length;
  });
}

/** Schedules a draft (or moves a scheduled entry): 400 for a time not in the future, 409 once published. */
export async function scheduleEntry(
  db: Db,
  company: CompanyRow,
  entryId: number,
  publishAt: string,
  now: Date,
): Promise<void> {
  const at = new Date(publishAt);
  if (at.getTime() <= now.getTime())
    throw new ApiError(400, CHANGELOG_MESSAGES.publishAtPast, [
      { path: 'publishAt', message: CHANGELOG_MESSAGES.publishAtPast },
    ]);
  await db.transaction(async (tx) => {
    const entry = await requireEntry(tx, company.id, entryId);
    if (entry.state === 'published') throw new ApiError(409, CHANGELOG_MESSAGES.alreadyPublished);
    await tx
      .update(changelogEntries)
      .set({ state: 'scheduled', publishAt: at.toISOString(), updatedAt: now.toISOString() })
      .where(eq(changelogEntries.id, entry.id));
  });
}

/** Takes a scheduled entry back to draft: 409 unless it is scheduled. */
export async function unscheduleEntry(
  db: Db,
  company: CompanyRow,
  entryId: number,
  now: Date,
): Promise<void> {
  const [row] = await db
    .update(changelogEntries)
    .set({ state: 'draft', publishAt: null, updatedAt: now.toISOString() })
    .where(
      and(
        eq(changelogEntries.id, entryId),
        eq(changelogEntries.companyId, company.id),
        eq(changelogEntries.state, 'scheduled'),
      ),
    )
    .returning({ id: changelogEntries.id });
  if (row) return;
  await requireEntry(db, company.id, entryId);
  throw new ApiError(409, CHANGELOG_MESSAGES.notScheduled);
}
