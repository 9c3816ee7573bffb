/**
 * Every table of Sayso on SQLite, the embedded default. The tables are written once in
 * define-schema.ts; migrations in ./migrations are generated from this file by drizzle-kit.
 */
import { sqliteColumns } from './columns-sqlite';
import { defineSchema } from './define-schema';

export const {
  users,
  companies,
  boards,
  categories,
  ideas,
  tags,
  ideaTags,
  votes,
  comments,
  guestComments,
  uploads,
  stripeEvents,
  authTokens,
  sessions,
  outbox,
  undoableChanges,
  retiredSlugs,
  rateLimits,
  companyMembers,
  teamInvites,
  ideaActivity,
  usageDaily,
  emailUnsubscribes,
  apiKeys,
  identifySecrets,
  identifiedUsers,
  webhookEndpoints,
  webhookDeliveries,
  ideaMerges,
  insightDeltas,
  insightDays,
  insightPersonDays,
  insightPeople,
  insightPublicPeople,
  insightIdeaDays,
  insightIdeas,
  insightNewDays,
  insightCounts,
  voteRecords,
  inboxViews,
  changelogEntries,
  changelogEntryIdeas,
  changelogLabels,
  changelogSubscribers,
  changelogDeliveries,
} = defineSchema(sqliteColumns);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type IdeaRow = typeof ideas.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type IdeaActivityRow = typeof ideaActivity.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type IdentifySecretRow = typeof identifySecrets.$inferSelect;
export type IdentifiedUserRow = typeof identifiedUsers.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type IdeaMergeRow = typeof ideaMerges.$inferSelect;
export type VoteRecordRow = typeof voteRecords.$inferSelect;
export type InboxViewRow = typeof inboxViews.$inferSelect;
export type ChangelogEntryRow = typeof changelogEntries.$inferSelect;
