/**
 * An entry's reach beyond "sent" (issue 29): opened (the e-mail's image, only where the company
 * turned tracking on and the reader's client loads images) and widget views. Both are plain
 * counters on rows the changelog already has; the dashboard's figures read them.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChangelogSettings } from '../../contract';
import { type Db, first } from '../../db/engine';
import {
  type CompanyRow,
  changelogDeliveries,
  changelogEntries,
  changelogEntryIdeas,
  companies,
} from '../../db/schema';

/** A transparent 1×1 GIF: the smallest image every mail client shows. */
export const OPEN_PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Longer than any token this server makes: not worth a lookup. */
const TOKEN_MAX = 100;

/** Marks the delivery of `token` opened, once: later opens (and unknown tokens) change nothing. */
export async function recordOpen(db: Db, token: string, now = new Date()): Promise<void> {
  if (token.length === 0 || token.length > TOKEN_MAX) return;
  await db
    .update(changelogDeliveries)
    .set({ openedAt: now.toISOString() })
    .where(and(eq(changelogDeliveries.token, token), isNull(changelogDeliveries.openedAt)));
}

/** A published entry of the company by its slug, with the ids of the ideas it links. */
export async function findPublishedEntry(db: Db, companyId: number, slug: string) {
  const entry = first(
    await db
      .select({ id: changelogEntries.id })
      .from(changelogEntries)
      .where(
        and(
          eq(changelogEntries.companyId, companyId),
          eq(changelogEntries.slug, slug),
          eq(changelogEntries.state, 'published'),
        ),
      )
      .limit(1),
  );
  if (!entry) return undefined;
  const links = await db
    .select({ ideaId: changelogEntryIdeas.ideaId })
    .from(changelogEntryIdeas)
    .where(eq(changelogEntryIdeas.entryId, entry.id));
  return { id: entry.id, ideaIds: links.map((link) => link.ideaId) };
}

/** One more widget view of the entry: a single atomic increment, safe under any concurrency. */
export async function recordWidgetView(db: Db, entryId: number): Promise<void> {
  await db
    .update(changelogEntries)
    .set({ widgetViews: sql`${changelogEntries.widgetViews} + 1` })
    .where(eq(changelogEntries.id, entryId));
}

export function changelogSettingsOf(company: Pick<CompanyRow, 'changelogTrackOpens'>): ChangelogSettings {
  return { trackOpens: company.changelogTrackOpens };
}

export async function updateChangelogSettings(
  db: Db,
  company: Pick<CompanyRow, 'id'>,
  settings: ChangelogSettings,
): Promise<ChangelogSettings> {
  await db
    .update(companies)
    .set({ changelogTrackOpens: settings.trackOpens })
    .where(eq(companies.id, company.id));
  return settings;
}
