/**
 * Telling people an entry shipped (issue 29): called by the changelog domain in the very
 * transaction that publishes an entry (by hand or by the scheduler), so the e-mails and the
 * webhook event exist exactly when the entry is published.
 */
import type { Queryable } from '../../db/engine';
import type { LinkContext } from '../notifications/notification-emails';

export interface PublishedEntry {
  entryId: number;
  companyId: number;
  now: Date;
}

/**
 * Queues one e-mail per person who asked for the entry's ideas or subscribed, and the
 * `changelog.published` webhook event. (Filled in by the announce part of issue 29.)
 */
export async function announcePublished(
  _tx: Queryable,
  _links: LinkContext,
  _entry: PublishedEntry,
): Promise<void> {}
