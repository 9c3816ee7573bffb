/**
 * A person's say over notification e-mail: the account page's settings, and the signed one-click
 * unsubscribe (and its undo) that works without a session.
 */
import { eq } from 'drizzle-orm';
import type {
  NotificationSettings,
  UnsubscribeAnswer,
  UnsubscribeTopic,
  UpdateNotificationSettingsInput,
} from '../../contract';
import { type Db, first } from '../../db/engine';
import { companies, emailUnsubscribes, type UserRow, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** Only company owners are offered the daily digest. */
async function ownsCompany(db: Db, userId: number): Promise<boolean> {
  const row = first(
    await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, userId)).limit(1),
  );
  return row !== undefined;
}

function settingsOf(user: UserRow, digestAvailable: boolean): NotificationSettings {
  return {
    ideaUpdates: user.notifyIdeaUpdates,
    dailyDigest: user.dailyDigest,
    mentions: user.notifyMentions,
    digestAvailable,
  };
}

export async function getNotificationSettings(db: Db, user: UserRow): Promise<NotificationSettings> {
  return settingsOf(user, await ownsCompany(db, user.id));
}

/** Stores the settings given; the digest is refused (403) to anyone who owns no company. */
export async function updateNotificationSettings(
  db: Db,
  user: UserRow,
  input: UpdateNotificationSettingsInput,
): Promise<NotificationSettings> {
  const digestAvailable = await ownsCompany(db, user.id);
  if (input.dailyDigest && !digestAvailable)
    throw new ApiError(403, 'The daily digest is for company owners');
  // An empty change (`{}`) changes nothing: there is no column to set.
  if (input.ideaUpdates === undefined && input.dailyDigest === undefined && input.mentions === undefined)
    return settingsOf(user, digestAvailable);
  const [updated] = await db
    .update(users)
    .set({
      notifyIdeaUpdates: input.ideaUpdates,
      dailyDigest: input.dailyDigest,
      notifyMentions: input.mentions,
    })
    .where(eq(users.id, user.id))
    .returning();
  return settingsOf(updated ?? user, digestAvailable);
}

/** The account column each unsubscribe topic turns off or on. */
const SETTING_OF_TOPIC: Record<UnsubscribeTopic, (on: boolean) => Partial<UserRow>> = {
  idea_updates: (on) => ({ notifyIdeaUpdates: on }),
  daily_digest: (on) => ({ dailyDigest: on }),
  mentions: (on) => ({ notifyMentions: on }),
};

/**
 * Turns the topic off (`subscribed` false) or back on for the address: its account's setting
 * when it has one; otherwise (an anonymous submitter's address) a row in email_unsubscribes.
 */
export async function setSubscribed(
  db: Db,
  claim: { email: string; topic: UnsubscribeTopic },
  subscribed: boolean,
): Promise<UnsubscribeAnswer> {
  const email = claim.email.toLowerCase();
  const setting = SETTING_OF_TOPIC[claim.topic](subscribed);
  await db.transaction(async (tx) => {
    // Account addresses are stored in lower case (contract emailSchema).
    const accounts = await tx
      .update(users)
      .set(setting)
      .where(eq(users.email, email))
      .returning({ id: users.id });
    // Only idea updates reach addresses without an account; the list remembers their choice.
    if (claim.topic !== 'idea_updates') return;
    if (subscribed) await tx.delete(emailUnsubscribes).where(eq(emailUnsubscribes.email, email));
    else if (accounts.length === 0)
      await tx.insert(emailUnsubscribes).values({ email }).onConflictDoNothing();
  });
  return { email, topic: claim.topic, unsubscribed: !subscribed };
}
