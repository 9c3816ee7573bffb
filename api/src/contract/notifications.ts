/** Notification settings and the unsubscribe link's calls, shared by the API and the portal. */
import { z } from 'zod';

/** What an unsubscribe link unsubscribes from: idea updates, an owner's daily digest, or mentions. */
export const UNSUBSCRIBE_TOPICS = ['idea_updates', 'daily_digest', 'mentions'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/** The signed-in user's e-mail settings (GET /api/account/notifications). */
export interface NotificationSettings {
  /** E-mail me when ideas I submitted, voted on or commented on change status or get a team reply. */
  ideaUpdates: boolean;
  /** The owner's daily digest of new ideas and top movers. */
  dailyDigest: boolean;
  /** E-mail me when a teammate mentions me in a comment or an internal note (issue 28). */
  mentions: boolean;
  /** Whether the digest is offered: company owners only. */
  digestAvailable: boolean;
}

export const updateNotificationSettingsSchema = z
  .object({
    ideaUpdates: z.boolean('Must be true or false').optional(),
    dailyDigest: z.boolean('Must be true or false').optional(),
    mentions: z.boolean('Must be true or false').optional(),
  })
  .strict();
export type UpdateNotificationSettingsInput = z.infer<typeof updateNotificationSettingsSchema>;

/** The answer to an unsubscribe or its undo: which address, from what, and where it stands now. */
export interface UnsubscribeAnswer {
  email: string;
  topic: UnsubscribeTopic;
  unsubscribed: boolean;
}

export const unsubscribeQuerySchema = z.object({
  token: z
    .string('This unsubscribe link is invalid')
    .min(1, 'This unsubscribe link is invalid')
    .max(1000, 'This unsubscribe link is invalid'),
});
