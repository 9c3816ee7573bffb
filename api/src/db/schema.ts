/** Every table of Sayso. Migrations in ./migrations are generated from this file by drizzle-kit. */
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
// The contract's lists, so a status or plan cannot exist in the API without existing in the table.
import { CATEGORIES, STATUSES, UPLOAD_TYPES } from '../contract/labels';
import { PLAN_IDS } from '../contract/plans';

const now = () => new Date().toISOString();

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    companySlug: text('company_slug'),
    isCompanyOwner: integer('is_company_owner', { mode: 'boolean' }).notNull().default(false),
    subscriptionPlan: text('subscription_plan', { enum: PLAN_IDS }).notNull().default('free'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Set when a paid plan is cancelled: it stays until then, then falls back to free. */
    subscriptionEndsAt: text('subscription_ends_at'),
    subscriptionUpdatedAt: text('subscription_updated_at'),
    monthlySubmissionsUsed: integer('monthly_submissions_used').notNull().default(0),
    /** 'YYYY-MM' (UTC) that monthlySubmissionsUsed counts; another month means 0 used. */
    submissionsMonth: text('submissions_month'),
    /**
     * Every session token carries the version it was signed under; raising it (logout,
     * password change) ends every session signed before.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    index('users_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

export const companies = sqliteTable(
  'companies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    coverImageUrl: text('cover_image_url'),
    websiteUrl: text('website_url'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (t) => [uniqueIndex('companies_slug_unique').on(t.slug), index('companies_owner_idx').on(t.ownerId)],
);

export const ideas = sqliteTable(
  'features',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('idea'),
    category: text('category', { enum: CATEGORIES }).notNull(),
    votes: integer('votes').notNull().default(0),
    /** Denormalised like votes, so the board never counts rows per request. */
    commentCount: integer('comment_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Anonymous submitters: the visitor id cookie, so they count as one contributor. */
    visitorId: text('visitor_id'),
    authorName: text('author_name'),
    authorEmail: text('author_email'),
    /** 'Submit completely anonymously': no author (name, e-mail or user id) in any public answer. */
    anonymous: integer('anonymous', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (t) => [
    index('features_company_votes_idx').on(t.companyId, t.votes),
    index('features_company_created_idx').on(t.companyId, t.createdAt),
    index('features_company_status_idx').on(t.companyId, t.status),
    index('features_created_by_idx').on(t.createdBy),
  ],
);

export const votes = sqliteTable(
  'votes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (t) => [
    // NULLs are distinct in SQLite unique indexes, so each index guards only its own kind.
    uniqueIndex('votes_feature_user_unique').on(t.featureId, t.userId),
    uniqueIndex('votes_feature_visitor_unique').on(t.featureId, t.visitorId),
    index('votes_user_idx').on(t.userId),
    index('votes_visitor_idx').on(t.visitorId),
    check('votes_has_voter', sql`${t.userId} IS NOT NULL OR ${t.visitorId} IS NOT NULL`),
  ],
);

export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (t) => [
    index('comments_feature_idx').on(t.featureId, t.createdAt),
    index('comments_user_idx').on(t.userId),
  ],
);

/** Uploaded images, so deleting a company can delete its files too. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    type: text('type', { enum: UPLOAD_TYPES }).notNull(),
    /** Bytes on disk, summed for the company's upload quota. */
    sizeBytes: integer('size_bytes').notNull().default(0),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (t) => [uniqueIndex('uploads_file_unique').on(t.fileName), index('uploads_company_idx').on(t.companyId)],
);

/** Stripe webhook events already applied, so a redelivered event changes nothing. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: text('created_at').notNull().$defaultFn(now),
});

/**
 * Single-use links sent by e-mail (password reset, e-mail change). Only a hash of the token is
 * kept, so a copy of the database cannot be used to take over an account.
 */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an e-mail change confirms; null for other kinds. */
    newEmail: text('new_email'),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * Every e-mail Sayso sends, written in the transaction that decides to send it and delivered
 * by the outbox worker: nothing is lost on a crash, and a leased row is sent by one worker.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers as a JSON object (List-Unsubscribe and the like). */
    headers: text('headers'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull().$defaultFn(now),
    /** A worker owns the row until then; past it another worker may take it over. */
    leasedUntil: text('leased_until'),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Slugs of deleted companies, held back for 90 days so nobody can take over old links. */
export const retiredSlugs = sqliteTable('retired_slugs', {
  slug: text('slug').primaryKey(),
  retiredAt: text('retired_at').notNull().$defaultFn(now),
});

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type IdeaRow = typeof ideas.$inferSelect;
