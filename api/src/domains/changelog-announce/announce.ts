/**
 * Telling people an entry shipped (issue 29): called by the changelog domain in the very
 * transaction that publishes an entry (by hand or by the scheduler), so the e-mails and the
 * webhook event exist exactly when the entry is published.
 *
 * Exactly once per person: each recipient's `changelog_deliveries` row is inserted first
 * (`on conflict do nothing` on its unique (entry, address)), and only the rows this call
 * inserted get an e-mail. A second call, or a second replica publishing the same entry at the
 * same moment, finds the rows there (PostgreSQL makes the later insert wait for the earlier
 * transaction, then skip) and queues nothing. The caller wakes the outbox after committing.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { first, type Queryable } from '../../db/engine';
import {
  type ChangelogEntryRow,
  type CompanyRow,
  changelogDeliveries,
  changelogEntries,
  changelogEntryIdeas,
  type IdeaRow,
  ideas,
} from '../../db/schema';
import { chunksOf } from '../../lib/chunks';
import { findCompanyById } from '../companies/companies';
import type { LinkContext } from '../notifications/notification-emails';
import { enqueueEmails } from '../outbox/outbox';
import { changelogPublished } from '../webhooks/webhook-events';
import { entryEmail, entryUrl } from './announce-email';
import { type AnnounceRecipient, announceRecipients } from './announce-recipients';

export interface PublishedEntry {
  entryId: number;
  companyId: number;
  now: Date;
}

/** Delivery rows per insert statement (6 parameters each): far below both engines' limits. */
const DELIVERY_CHUNK = 500;

/**
 * Queues one e-mail per person who asked for the entry's ideas or subscribed, and the
 * `changelog.published` webhook event. An entry that is not published (or not the company's)
 * announces nothing.
 */
export async function announcePublished(
  tx: Queryable,
  links: LinkContext,
  published: PublishedEntry,
): Promise<void> {
  const { entryId, companyId, now } = published;
  const entry = first(
    await tx
      .select()
      .from(changelogEntries)
      .where(and(eq(changelogEntries.id, entryId), eq(changelogEntries.companyId, companyId))),
  );
  const company = await findCompanyById(tx, companyId);
  if (entry?.state !== 'published' || !company) return;
  const linked = await linkedIdeas(tx, entry.id);
  const recipients = await announceRecipients(tx, company, linked);
  const tokens = await recordDeliveries(tx, entry, recipients, now);
  const messages = recipients.flatMap((to) => {
    const token = tokens.get(to.email);
    return token ? [entryEmail(links, company, entry, to, token)] : [];
  });
  await enqueueEmails(tx, messages, now);
  // The event goes with the first announcement: a repeat finds every delivery there and adds none.
  // (An entry that tells nobody has no rows to tell a repeat by; the changelog's claim publishes it once.)
  if (messages.length > 0 || recipients.length === 0)
    await changelogPublished(tx, companyId, webhookEntry(links, company, entry, now), linked, now);
}

function linkedIdeas(tx: Queryable, entryId: number): Promise<IdeaRow[]> {
  return tx
    .select({ idea: ideas })
    .from(changelogEntryIdeas)
    .innerJoin(ideas, eq(ideas.id, changelogEntryIdeas.ideaId))
    .where(eq(changelogEntryIdeas.entryId, entryId))
    .orderBy(ideas.id)
    .then((rows) => rows.map((row) => row.idea));
}

/** Inserts a delivery row per recipient; answers the address → token of the rows inserted now. */
async function recordDeliveries(
  tx: Queryable,
  entry: ChangelogEntryRow,
  recipients: AnnounceRecipient[],
  now: Date,
): Promise<Map<string, string>> {
  const inserted = new Map<string, string>();
  for (const chunk of chunksOf(recipients, DELIVERY_CHUNK)) {
    const rows = await tx
      .insert(changelogDeliveries)
      .values(
        chunk.map((to) => ({
          companyId: entry.companyId,
          entryId: entry.id,
          email: to.email,
          // The open-tracking image's credential: unguessable, one per person and entry.
          token: randomBytes(18).toString('base64url'),
          createdAt: now.toISOString(),
        })),
      )
      .onConflictDoNothing()
      .returning({ email: changelogDeliveries.email, token: changelogDeliveries.token });
    for (const row of rows) inserted.set(row.email, row.token);
  }
  return inserted;
}

function labelsOf(entry: ChangelogEntryRow): string[] {
  try {
    const labels: unknown = JSON.parse(entry.labels);
    return Array.isArray(labels) ? labels.filter((label) => typeof label === 'string') : [];
  } catch {
    return [];
  }
}

function webhookEntry(links: LinkContext, company: CompanyRow, entry: ChangelogEntryRow, now: Date) {
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    body: entry.body,
    labels: labelsOf(entry),
    publishedAt: entry.publishedAt ?? now.toISOString(),
    url: entryUrl(links.publicUrl, company.slug, entry.slug),
  };
}
