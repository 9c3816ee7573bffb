/**
 * Subscribing to a company's changelog by e-mail (issue 29): double opt-in, one-click
 * unsubscribe. The row's `token` is the credential of both links (confirm, and every entry
 * e-mail's unsubscribe), so it works without an account or a session. Asking again answers the
 * same whatever the address's state, so the form tells nobody who is subscribed.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CHANGELOG_ANNOUNCE_MESSAGES, type ChangelogSubscriptionAnswer } from '../../contract';
import { type Db, first } from '../../db/engine';
import { type CompanyRow, changelogSubscribers, companies } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { enqueueEmail } from '../outbox/outbox';
import { confirmSubscriptionEmail } from './subscription-email';

/** A confirmation link works this long; a later request sends a fresh one. */
export const SUBSCRIPTION_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

/** The portal's page that confirms the token of the e-mailed link. */
export function confirmLink(publicUrl: string, token: string): string {
  return `${publicUrl}/changelog/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Records a pending subscription (or refreshes a pending one's token) and queues its
 * confirmation e-mail, in one transaction; an address already confirmed gets nothing. One
 * upsert, so two requests at once for a new address cannot collide on the unique index.
 */
export async function requestSubscription(
  db: Db,
  publicUrl: string,
  company: Pick<CompanyRow, 'id' | 'name'>,
  email: string,
  now = new Date(),
): Promise<{ queued: boolean }> {
  const token = randomBytes(24).toString('base64url');
  const createdAt = now.toISOString();
  return db.transaction(async (tx) => {
    const pending = await tx
      .insert(changelogSubscribers)
      .values({ companyId: company.id, email, token, createdAt })
      .onConflictDoUpdate({
        target: [changelogSubscribers.companyId, changelogSubscribers.email],
        set: { token, createdAt },
        setWhere: isNull(changelogSubscribers.confirmedAt),
      })
      .returning({ id: changelogSubscribers.id });
    if (pending.length === 0) return { queued: false };
    await enqueueEmail(tx, confirmSubscriptionEmail(email, company.name, confirmLink(publicUrl, token)), now);
    return { queued: true };
  });
}

const invalidLink = () => new ApiError(400, CHANGELOG_ANNOUNCE_MESSAGES.invalidLink);

async function subscriptionOf(db: Db, token: string) {
  const found = first(
    await db
      .select({ subscription: changelogSubscribers, slug: companies.slug, name: companies.name })
      .from(changelogSubscribers)
      .innerJoin(companies, eq(companies.id, changelogSubscribers.companyId))
      .where(eq(changelogSubscribers.token, token))
      .limit(1),
  );
  if (!found) throw invalidLink();
  return found;
}

/** Confirms the subscription of `token` (again is fine); 400 for an unknown or expired link. */
export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ChangelogSubscriptionAnswer> {
  const { subscription, slug, name } = await subscriptionOf(db, token);
  if (subscription.confirmedAt === null) {
    const age = now.getTime() - Date.parse(subscription.createdAt);
    if (age > SUBSCRIPTION_CONFIRM_TTL_MS) throw invalidLink();
    await db
      .update(changelogSubscribers)
      .set({ confirmedAt: now.toISOString() })
      .where(and(eq(changelogSubscribers.id, subscription.id), isNull(changelogSubscribers.confirmedAt)));
  }
  return { companySlug: slug, companyName: name };
}

/**
 * Ends the subscription of `token`: the row stays, unconfirmed, so a second click (a mail
 * client's one-click POST, then the page) answers the same; subscribing again sends a new link.
 */
export async function unsubscribe(db: Db, token: string): Promise<ChangelogSubscriptionAnswer> {
  const { subscription, slug, name } = await subscriptionOf(db, token);
  await db
    .update(changelogSubscribers)
    .set({ confirmedAt: null })
    .where(eq(changelogSubscribers.id, subscription.id));
  return { companySlug: slug, companyName: name };
}
