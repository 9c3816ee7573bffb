/**
 * Every table of Sayso, written once for both engines: `schema.ts` instantiates it on SQLite,
 * `schema-pg.ts` on PostgreSQL, and drizzle-kit generates each engine's migrations from those.
 * SQL names (tables, columns, indexes) are the same on both.
 */

import type { Column } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { API_KEY_SCOPES } from '../contract/api-keys';
import { BOARD_VISIBILITIES } from '../contract/boards';
import { CHANGELOG_STATES } from '../contract/changelog';
// The contract's lists, so a status or plan cannot exist in the API without existing in the table.
import {
  BOARD_THEMES,
  CATEGORIES,
  IDEA_ACTIONS,
  IDEA_SORTS,
  STATUSES,
  STORED_UPLOAD_TYPES,
  TEAM_ROLES,
  USAGE_EVENTS,
  USAGE_SOURCES,
} from '../contract/labels';
import { PLAN_IDS } from '../contract/plans';
import { TAG_COLORS } from '../contract/tags';
import { WEBHOOK_EVENTS } from '../contract/webhooks';
import type { Columns, Dialect } from './columns';

const now = () => new Date().toISOString();

/** The tables on engine `D`. Times are ISO 8601 text on both engines (see `Columns.text`). */
export function defineSchema<D extends Dialect>(c: Columns<D>) {
  const createdAt = () => c.text('created_at', { notNull: true, defaultFn: now });

  const users = c.table(
    'users',
    {
      id: c.id('id'),
      name: c.text('name', { notNull: true }),
      email: c.text('email', { notNull: true }),
      username: c.text('username', { notNull: true }),
      passwordHash: c.text('password_hash', { notNull: true }),
      companySlug: c.text('company_slug'),
      isCompanyOwner: c.boolean('is_company_owner', { notNull: true, default: false }),
      subscriptionPlan: c.enumText('subscription_plan', PLAN_IDS, { notNull: true, default: 'free' }),
      stripeCustomerId: c.text('stripe_customer_id'),
      stripeSubscriptionId: c.text('stripe_subscription_id'),
      /** Set when a paid plan is cancelled: it stays until then, then falls back to free. */
      subscriptionEndsAt: c.text('subscription_ends_at'),
      subscriptionUpdatedAt: c.text('subscription_updated_at'),
      monthlySubmissionsUsed: c.integer('monthly_submissions_used', { notNull: true, default: 0 }),
      /** 'YYYY-MM' (UTC) that monthlySubmissionsUsed counts; another month means 0 used. */
      submissionsMonth: c.text('submissions_month'),
      createdAt: createdAt(),
      /** Notifications: e-mail when an idea they submitted, voted on or commented on changes status or gets a team reply. */
      notifyIdeaUpdates: c.boolean('notify_idea_updates', { notNull: true, default: true }),
      /** Notifications: owners may take a daily digest of new ideas and top movers. */
      dailyDigest: c.boolean('daily_digest', { notNull: true, default: false }),
      /** 'YYYY-MM-DD' (UTC) of the last digest queued, so each day's goes out once across replicas. */
      lastDigestOn: c.text('last_digest_on'),
      /** Notifications (issue 28): e-mail when a teammate mentions them in a comment or note. */
      notifyMentions: c.boolean('notify_mentions', { notNull: true, default: true }),
      /**
       * When a link sent to `email` was followed (issue 27): verify-email, a password reset, a
       * team invitation or an e-mail change. Null until then; only a verified address may pass a
       * board's domain rule (domains/boards/board-access.ts).
       */
      emailVerifiedAt: c.text('email_verified_at'),
    },
    (t) => [
      c.uniqueIndex('users_email_unique', [t.email]),
      c.uniqueIndex('users_username_unique', [t.username]),
      c.index('users_stripe_customer_idx', [t.stripeCustomerId]),
    ],
  );

  const companies = c.table(
    'companies',
    {
      id: c.id('id'),
      name: c.text('name', { notNull: true }),
      slug: c.text('slug', { notNull: true }),
      description: c.text('description'),
      logoUrl: c.text('logo_url'),
      coverImageUrl: c.text('cover_image_url'),
      websiteUrl: c.text('website_url'),
      ownerId: c.integer('owner_id', { notNull: true, references: () => users.id, onDelete: 'cascade' }),
      createdAt: createdAt(),
      // What the owner set up. Each applies only while the owner's plan has its entitlement
      // (contract plans.ts), so a downgrade keeps them stored and an upgrade brings them back.
      /** Advanced customisation: the board's welcome text, shown above the ideas. */
      welcomeText: c.text('welcome_text'),
      /** Advanced customisation: the board's order when the visitor has not chosen one. */
      defaultSort: c.enumText('default_sort', IDEA_SORTS),
      /** Advanced customisation: a JSON array of the statuses the board lists (null: all four). */
      boardStatuses: c.text('board_statuses'),
      /** Advanced customisation: a JSON object of status → label (missing: the standard label). */
      statusLabels: c.text('status_labels'),
      /** Custom branding: '#rrggbb', or null for Sayso's own colour. */
      accentColor: c.text('accent_color'),
      /** Custom branding: the public pages' colour scheme. */
      theme: c.enumText('theme', BOARD_THEMES, { notNull: true, default: 'light' }),
      /** Private roadmaps: the roadmap page shows to the team only. */
      roadmapPrivate: c.boolean('roadmap_private', { notNull: true, default: false }),
      /** White-label: the host name that serves this board at `/` once verified (lower case, no final dot). */
      customDomain: c.text('custom_domain'),
      /** White-label: the value the domain's TXT record must hold to prove it is the owner's. */
      customDomainToken: c.text('custom_domain_token'),
      customDomainVerifiedAt: c.text('custom_domain_verified_at'),
      /** Identify (issue 15): a JSON array of host origins allowed to identify users (null: any). */
      identifyOrigins: c.text('identify_origins'),
      /** Moderation: new ideas from outside the team wait for the team's approval (held). */
      reviewNewIdeas: c.boolean('review_new_ideas', { notNull: true, default: false }),
      /** Changelog e-mails carry an open-tracking image (issue 29); off unless the company turns it on. */
      changelogTrackOpens: c.boolean('changelog_track_opens', { notNull: true, default: false }),
    },
    (t) => [
      c.uniqueIndex('companies_slug_unique', [t.slug]),
      c.index('companies_owner_idx', [t.ownerId]),
      // Unverified claims may repeat (a claim proves nothing until its TXT record does), but a
      // verified domain belongs to one company, even when two replicas verify at once.
      c.uniqueIndex(
        'companies_custom_domain_verified_unique',
        [t.customDomain],
        sql`custom_domain_verified_at IS NOT NULL`,
      ),
      c.index('companies_custom_domain_idx', [t.customDomain]),
    ],
  );

  /**
   * A company's boards (issue 27, docs/decisions/024): every idea is on exactly one. The default
   * board is the lowest (position, id); a trigger gives each new company one (migrations 0023 /
   * pg 0022). Who sees a board is decided by domains/boards/board-access.ts alone.
   */
  const boards = c.table(
    'boards',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      name: c.text('name', { notNull: true }),
      /** The board's address under its company: /company/{slug}/board/{board}. */
      slug: c.text('slug', { notNull: true }),
      description: c.text('description'),
      /** The order of the board switcher, ascending; the first is the company's default board. */
      position: c.integer('position', { notNull: true, default: 0 }),
      visibility: c.enumText('visibility', BOARD_VISIBILITIES, { notNull: true, default: 'public' }),
      /** Restricted boards: a JSON array of e-mail domains whose verified addresses may see it. */
      emailDomains: c.text('email_domains'),
      /** Restricted boards: a JSON array of { attribute, value } an identified person may match. */
      attributeRules: c.text('attribute_rules'),
      createdAt: createdAt(),
    },
    (t) => [
      c.uniqueIndex('boards_company_slug_unique', [t.companyId, t.slug]),
      c.index('boards_company_position_idx', [t.companyId, t.position]),
    ],
  );

  /**
   * A company's own categories (Categorisation). Archived ones stay, so ideas filed under them
   * keep their name; ideas point at the row, so a rename follows them everywhere.
   */
  const categories = c.table(
    'categories',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      name: c.text('name', { notNull: true }),
      /** The order on the board and the submit form, ascending. */
      position: c.integer('position', { notNull: true, default: 0 }),
      archivedAt: c.text('archived_at'),
      createdAt: createdAt(),
    },
    (t) => [c.index('categories_company_idx', [t.companyId, t.position])],
  );

  const ideas = c.table(
    'features',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      title: c.text('title', { notNull: true }),
      description: c.text('description', { notNull: true }),
      /**
       * `description` rendered by lib/markdown.ts when it was written, so no list renders Markdown
       * per row per request; null until rendered (rows from before issue 28: filled at start-up).
       */
      descriptionHtml: c.text('description_html'),
      status: c.enumText('status', STATUSES, { notNull: true, default: 'idea' }),
      category: c.enumText('category', CATEGORIES, { notNull: true }),
      votes: c.integer('votes', { notNull: true, default: 0 }),
      /** Denormalised like votes, so the board never counts rows per request. */
      commentCount: c.integer('comment_count', { notNull: true, default: 0 }),
      createdBy: c.integer('created_by', { references: () => users.id, onDelete: 'set null' }),
      /** Anonymous submitters: the visitor id cookie, so they count as one contributor. */
      visitorId: c.text('visitor_id'),
      authorName: c.text('author_name'),
      authorEmail: c.text('author_email'),
      /** 'Submit completely anonymously': no author (name, e-mail or user id) in any public answer. */
      anonymous: c.boolean('anonymous', { notNull: true, default: false }),
      createdAt: createdAt(),
      /** When the status last changed (null while it is still 'idea'): the roadmap's recent cut. */
      statusChangedAt: c.text('status_changed_at'),
      /** Private roadmaps: the team sees it; no public answer, list, count, search or stream does. */
      private: c.boolean('private', { notNull: true, default: false }),
      /**
       * Categorisation: the company's own category (categories.id), or null. `category` keeps a
       * fixed one too, shown whenever the company's own categories do not apply (a downgrade).
       * No foreign key: categories are archived, never deleted, and go only with their company.
       */
      categoryId: c.integer('category_id'),
      /** Moderation: waiting for the team's approval; like a private idea, in no public answer. */
      held: c.boolean('held', { notNull: true, default: false }),
      /**
       * Merged into this idea (idea_merges keeps what moved): in no list; its page redirects.
       * No foreign key: the merge record goes with either idea, and unmerge clears it.
       */
      mergedInto: c.integer('merged_into'),
      /**
       * The triage inbox's "last activity": the latest of submission, comment, vote and status
       * change, kept by those writes so sorting on it is an index scan (docs/decisions/013).
       */
      lastActivityAt: c.text('last_activity_at', { defaultFn: now }),
      /** When the team last changed the title or description: the idea page says "edited". */
      editedAt: c.text('edited_at'),
      /**
       * The inbox's "has new comments": someone off the team commented since the team last
       * replied or changed the status (docs/decisions/013).
       */
      newComments: c.boolean('new_comments', { notNull: true, default: false }),
      /**
       * The inbox's trending order, time-invariant so it can be stored and indexed:
       * log10(max(votes, 1)) + weeks since 2024-01-01, times 10^6. A week newer weighs as much
       * as ten times the votes. Kept by a trigger on insert and on any change of votes or
       * created_at (migrations 0015 / pg 0013), so every writer of votes keeps it right.
       */
      trendingScore: c.integer('trending_score', { notNull: true, default: 0 }),
      /**
       * The board the idea is on (issue 27). Declared nullable because SQLite cannot add a NOT
       * NULL column with a foreign key without rebuilding `features` (and dropping its triggers);
       * triggers keep it filled instead: an insert without one lands on the company's default
       * board, and null or another company's board is refused (docs/decisions/024).
       */
      boardId: c.integer('board_id', { references: () => boards.id }),
      /** The team's ETA (issue 28): '2026-03' or '2026-Q2', only on planned or in-progress ideas. */
      eta: c.text('eta'),
    },
    (t) => [
      c.index('features_board_idx', [t.boardId]),
      c.index('features_company_votes_idx', [t.companyId, t.votes]),
      c.index('features_company_activity_idx', [t.companyId, t.lastActivityAt]),
      c.index('features_company_trending_idx', [t.companyId, t.trendingScore]),
      c.index('features_company_created_idx', [t.companyId, t.createdAt]),
      c.index('features_company_status_idx', [t.companyId, t.status]),
      c.index('features_created_by_idx', [t.createdBy]),
    ],
  );

  /**
   * The team's own tags (issue 28): never public. `name_key` is the name lower-cased, so the
   * unique index refuses "Mobile" beside "mobile" on both engines alike.
   */
  const tags = c.table(
    'tags',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      name: c.text('name', { notNull: true }),
      nameKey: c.text('name_key', { notNull: true }),
      color: c.enumText('color', TAG_COLORS, { notNull: true }),
      createdAt: createdAt(),
    },
    (t) => [c.uniqueIndex('tags_company_name_unique', [t.companyId, t.nameKey])],
  );

  /** Which ideas carry which tag: gone with the idea, the tag or the company. */
  const ideaTags = c.table(
    'idea_tags',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      ideaId: c.integer('feature_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
      tagId: c.integer('tag_id', { notNull: true, references: () => tags.id, onDelete: 'cascade' }),
    },
    (t) => [
      c.uniqueIndex('idea_tags_feature_tag_unique', [t.ideaId, t.tagId]),
      // The inbox's `?tag=`: the tag's ideas from the index alone.
      c.index('idea_tags_tag_feature_idx', [t.tagId, t.ideaId]),
    ],
  );

  const votes = c.table(
    'votes',
    {
      id: c.id('id'),
      ideaId: c.integer('feature_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
      userId: c.integer('user_id', { references: () => users.id, onDelete: 'cascade' }),
      visitorId: c.text('visitor_id'),
      createdAt: createdAt(),
    },
    (t) => [
      // Each voter kind has its own partial indexes: an anonymous vote (user_id null) then writes
      // no entry into the account indexes and an account's vote none into the visitor ones, two
      // B-tree pages fewer per vote's commit (issue 25; NULLs never collided in a unique index
      // anyway). Every reader names the voter (`user_id = ?`), which implies the index's WHERE.
      c.uniqueIndex('votes_feature_user_unique', [t.ideaId, t.userId], sql`${t.userId} is not null`),
      c.uniqueIndex('votes_feature_visitor_unique', [t.ideaId, t.visitorId], sql`${t.visitorId} is not null`),
      c.index('votes_user_idx', [t.userId], sql`${t.userId} is not null`),
      c.index('votes_visitor_idx', [t.visitorId], sql`${t.visitorId} is not null`),
      // Insights: a company's votes of a date range, per day or per idea, read from the index alone.
      c.index('votes_feature_created_idx', [t.ideaId, t.createdAt]),
      c.check('votes_has_voter', sql`${t.userId} IS NOT NULL OR ${t.visitorId} IS NOT NULL`),
    ],
  );

  const comments = c.table(
    'comments',
    {
      id: c.id('id'),
      ideaId: c.integer('feature_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
      userId: c.integer('user_id', { notNull: true, references: () => users.id, onDelete: 'cascade' }),
      content: c.text('content', { notNull: true }),
      /** `content` rendered when written, like features.description_html. */
      contentHtml: c.text('content_html'),
      /** Written by the company's team at the time (owner, admin or member in force): "Team" badge. */
      byTeam: c.boolean('by_team', { notNull: true, default: false }),
      createdAt: createdAt(),
      /** Moderation: hidden by the team; gone for the public, shown to the team marked Hidden. */
      hiddenAt: c.text('hidden_at'),
      /** Moved here by a merge: the title of the idea it was written on ('Merged from …'). */
      mergedFrom: c.text('merged_from'),
      /**
       * A reply (issue 28): the top-level comment it answers, one level only. A parent gone with
       * its author's account leaves its replies in the thread as top-level comments.
       */
      parentId: c.integer('parent_id', { references: (): Column => comments.id, onDelete: 'set null' }),
      /** A team-internal note (issue 28): the company's team only, never counted or sent to anyone else. */
      internal: c.boolean('internal', { notNull: true, default: false }),
    },
    (t) => [
      c.index('comments_feature_idx', [t.ideaId, t.createdAt]),
      c.index('comments_user_idx', [t.userId]),
    ],
  );

  /**
   * Guest comments (issue 26): written by a visitor with a name and an e-mail, held here (never
   * shown) until the link e-mailed to them is opened; only the link's SHA-256 is stored. On
   * confirmation the comment joins `comments` and `confirmedAt` spends the link.
   */
  const guestComments = c.table(
    'guest_comments',
    {
      id: c.id('id'),
      ideaId: c.integer('feature_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
      name: c.text('name', { notNull: true }),
      email: c.text('email', { notNull: true }),
      content: c.text('content', { notNull: true }),
      tokenHash: c.text('token_hash', { notNull: true }),
      expiresAt: c.text('expires_at', { notNull: true }),
      confirmedAt: c.text('confirmed_at'),
      createdAt: createdAt(),
    },
    (t) => [
      c.uniqueIndex('guest_comments_token_unique', [t.tokenHash]),
      c.index('guest_comments_feature_idx', [t.ideaId]),
    ],
  );

  /**
   * Uploaded images, bytes included: a company's logo and cover, and screenshots on ideas and
   * comments (issue 28, docs/decisions/026-attachments.md). They go with their company; a screenshot also goes
   * with the idea or comment it is bound to, and its bytes stop counting in the quota with it.
   */
  const uploads = c.table(
    'uploads',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      fileName: c.text('file_name', { notNull: true }),
      type: c.enumText('type', STORED_UPLOAD_TYPES, { notNull: true }),
      /** The image's size, summed for the company's upload quota. */
      sizeBytes: c.integer('size_bytes', { notNull: true, default: 0 }),
      /**
       * The image itself, so every replica serves it. Null only for a row stored on disk
       * before images moved into the database, until the start-up import fills it.
       */
      bytes: c.bytes('bytes'),
      /** The type its content was detected as (image/png, image/jpeg or image/webp). */
      contentType: c.text('content_type'),
      createdAt: createdAt(),
      /** A screenshot's idea, once a submit bound it (issue 28); deleting the idea deletes it. */
      ideaId: c.integer('feature_id', { references: () => ideas.id, onDelete: 'cascade' }),
      /** A screenshot's comment, once a comment bound it; deleting the comment deletes it. */
      commentId: c.integer('comment_id', { references: () => comments.id, onDelete: 'cascade' }),
      /** Who uploaded a screenshot: only they may bind it (an account, or else a visitor id). */
      uploaderUserId: c.integer('uploader_user_id', { references: () => users.id, onDelete: 'set null' }),
      uploaderVisitorId: c.text('uploader_visitor_id'),
    },
    (t) => [
      c.uniqueIndex('uploads_file_unique', [t.fileName]),
      c.index('uploads_company_idx', [t.companyId]),
      c.index('uploads_feature_idx', [t.ideaId], sql`${t.ideaId} is not null`),
      c.index('uploads_comment_idx', [t.commentId], sql`${t.commentId} is not null`),
    ],
  );

  /** Stripe webhook events already applied, so a redelivered event changes nothing. */
  const stripeEvents = c.table('stripe_events', {
    id: c.text('id', { primaryKey: true }),
    type: c.text('type', { notNull: true }),
    createdAt: createdAt(),
  });

  /**
   * Single-use links sent by e-mail (password reset, e-mail change). Only a hash of the token is
   * kept, so a copy of the database cannot be used to take over an account.
   */
  const authTokens = c.table(
    'auth_tokens',
    {
      id: c.id('id'),
      userId: c.integer('user_id', { notNull: true, references: () => users.id, onDelete: 'cascade' }),
      kind: c.enumText('kind', ['password_reset', 'email_change', 'email_verify'], { notNull: true }),
      tokenHash: c.text('token_hash', { notNull: true }),
      /** The address the link proves (an e-mail change's new one, the one verify-email was sent to). */
      newEmail: c.text('new_email'),
      expiresAt: c.text('expires_at', { notNull: true }),
      usedAt: c.text('used_at'),
      createdAt: createdAt(),
    },
    (t) => [
      c.uniqueIndex('auth_tokens_hash_unique', [t.tokenHash]),
      c.index('auth_tokens_user_idx', [t.userId]),
    ],
  );

  /**
   * Sign-ins (issue 23): the session token names its row, so one device signs out alone and
   * the account page lists them. A session works only on the host that issued it (`host`: the
   * main site's host name or a verified custom domain, services/sessions.ts).
   */
  const sessions = c.table(
    'sessions',
    {
      id: c.id('id'),
      userId: c.integer('user_id', { notNull: true, references: () => users.id, onDelete: 'cascade' }),
      host: c.text('host', { notNull: true }),
      /** A short summary of the browser's User-Agent ("Firefox on Linux"), for the list only. */
      device: c.text('device', { notNull: true }),
      createdAt: createdAt(),
      /** Refreshed at most every few minutes (LAST_USED_STEP_MS), so a vote costs no write. */
      lastUsedAt: c.text('last_used_at', { notNull: true, defaultFn: now }),
      /** Set by a logout, "Sign out everywhere", ending it from the list or a password change. */
      endedAt: c.text('ended_at'),
    },
    (t) => [c.index('sessions_user_idx', [t.userId, t.endedAt])],
  );

  /**
   * Every e-mail Sayso sends, written in the transaction that decides to send it and delivered
   * by the outbox worker: nothing is lost on a crash, and a leased row is sent by one worker.
   */
  const outbox = c.table(
    'outbox',
    {
      id: c.id('id'),
      toAddress: c.text('to_address', { notNull: true }),
      subject: c.text('subject', { notNull: true }),
      textBody: c.text('text_body', { notNull: true }),
      htmlBody: c.text('html_body'),
      /** Extra headers as a JSON object (List-Unsubscribe and the like). */
      headers: c.text('headers'),
      status: c.enumText('status', ['pending', 'sent', 'failed'], { notNull: true, default: 'pending' }),
      attempts: c.integer('attempts', { notNull: true, default: 0 }),
      nextAttemptAt: c.text('next_attempt_at', { notNull: true, defaultFn: now }),
      /** A worker owns the row until then; past it another worker may take it over. */
      leasedUntil: c.text('leased_until'),
      lastError: c.text('last_error'),
      sentAt: c.text('sent_at'),
      createdAt: createdAt(),
      /** The undoable change that queued it (undoable_changes.token): an undo deletes it unsent. */
      undoToken: c.text('undo_token'),
    },
    (t) => [
      c.index('outbox_due_idx', [t.status, t.nextAttemptAt]),
      c.index('outbox_undo_idx', [t.undoToken]),
    ],
  );

  /**
   * A team's status change that can still be undone (docs/notifications.md, Undo): one row per
   * idea with the status it had before; the followers' e-mails wait in the outbox until
   * `expires_at`, and an undo before then deletes them and puts the status back.
   */
  const undoableChanges = c.table(
    'undoable_changes',
    {
      id: c.id('id'),
      token: c.text('token', { notNull: true }),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      ideaId: c.integer('idea_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
      previousStatus: c.enumText('previous_status', STATUSES, { notNull: true }),
      /**
       * Set when the change was a move to another board (issue 27): the board to put the idea
       * back on. No reference: an undo skips a board deleted since, rather than blocking its delete.
       */
      previousBoardId: c.integer('previous_board_id'),
      expiresAt: c.text('expires_at', { notNull: true }),
      createdAt: createdAt(),
    },
    (t) => [
      c.index('undoable_changes_token_idx', [t.token]),
      c.index('undoable_changes_expiry_idx', [t.expiresAt]),
    ],
  );

  /**
   * Team accounts: the people besides the owner who work on a company's board. The owner is
   * `companies.owner_id` and never has a row here.
   */
  const companyMembers = c.table(
    'company_members',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      userId: c.integer('user_id', { notNull: true, references: () => users.id, onDelete: 'cascade' }),
      role: c.enumText('role', TEAM_ROLES, { notNull: true }),
      createdAt: createdAt(),
    },
    (t) => [
      c.uniqueIndex('company_members_unique', [t.companyId, t.userId]),
      c.index('company_members_user_idx', [t.userId]),
    ],
  );

  /** Team invitations by e-mail: single use, 7 days; only a hash of the link's token is kept. */
  const teamInvites = c.table(
    'team_invites',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      email: c.text('email', { notNull: true }),
      role: c.enumText('role', TEAM_ROLES, { notNull: true }),
      tokenHash: c.text('token_hash', { notNull: true }),
      invitedBy: c.integer('invited_by', { references: () => users.id, onDelete: 'set null' }),
      expiresAt: c.text('expires_at', { notNull: true }),
      usedAt: c.text('used_at'),
      createdAt: createdAt(),
    },
    (t) => [
      c.uniqueIndex('team_invites_hash_unique', [t.tokenHash]),
      c.index('team_invites_company_idx', [t.companyId]),
    ],
  );

  /**
   * What the team did to an idea and who did it (status changes, edits, privacy, category). The
   * idea page shows it; the statistics read the status changes (idea → planned → completed).
   */
  const ideaActivity = c.table(
    'idea_activity',
    {
      id: c.id('id'),
      ideaId: c.integer('feature_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      /** Who did it; null once that account is gone. */
      userId: c.integer('user_id', { references: () => users.id, onDelete: 'set null' }),
      action: c.enumText('action', IDEA_ACTIONS, { notNull: true }),
      fromValue: c.text('from_value'),
      toValue: c.text('to_value'),
      createdAt: createdAt(),
    },
    (t) => [
      c.index('idea_activity_feature_idx', [t.ideaId, t.createdAt]),
      c.index('idea_activity_company_idx', [t.companyId, t.action, t.createdAt]),
    ],
  );

  /**
   * First-party usage counts (board views, the widget funnel), one row per company, UTC day,
   * event, source and host page, so a year of a busy board is a few thousand rows to chart.
   * Nothing personal: `host` is the embedding page's origin and path, '' on Sayso's own pages.
   */
  const usageDaily = c.table(
    'usage_daily',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      /** 'YYYY-MM-DD', UTC. */
      day: c.text('day', { notNull: true }),
      event: c.enumText('event', USAGE_EVENTS, { notNull: true }),
      source: c.enumText('source', USAGE_SOURCES, { notNull: true }),
      host: c.text('host', { notNull: true, default: '' }),
      count: c.integer('count', { notNull: true, default: 0 }),
    },
    (t) => [c.uniqueIndex('usage_daily_unique', [t.companyId, t.day, t.event, t.source, t.host])],
  );

  /**
   * Insights rollups (issue 25, domains/insights/rollups.ts). Every write of an idea, vote or
   * comment appends one row here by trigger (migrations 0019 / pg 0017): +1 or -1 of one kind,
   * with the contributors it names. Append-only, so concurrent votes never wait on a shared row;
   * the next Insights read folds a company's rows into the three tables below. No foreign key:
   * a company's deletion writes its last rows after the company is gone.
   */
  const insightDeltas = c.table(
    'insight_deltas',
    {
      companyId: c.integer('company_id', { notNull: true }),
      /** The idea the act is on. */
      ideaId: c.integer('feature_id', { notNull: true }),
      /** 'YYYY-MM-DD' (UTC) of the row's created_at. */
      day: c.text('day', { notNull: true }),
      ideas: c.integer('ideas', { notNull: true, default: 0 }),
      votes: c.integer('votes', { notNull: true, default: 0 }),
      comments: c.integer('comments', { notNull: true, default: 0 }),
      /** The account and the anonymous visitor the act belongs to (either may be null). */
      userId: c.integer('user_id'),
      visitorId: c.text('visitor_id'),
      /**
       * +1 or -1 when a submission or vote on a public idea comes or goes (a visibility change
       * of the idea included): the board header's contributors, who count public ideas only.
       */
      publicActs: c.integer('public_acts', { notNull: true, default: 0 }),
    },
    (t) => [c.index('insight_deltas_company_idx', [t.companyId])],
  );

  /** Ideas, votes and comments created per company and UTC day (folded from insight_deltas). */
  const insightDays = c.table(
    'insight_days',
    {
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      day: c.text('day', { notNull: true }),
      ideas: c.integer('ideas', { notNull: true, default: 0 }),
      votes: c.integer('votes', { notNull: true, default: 0 }),
      comments: c.integer('comments', { notNull: true, default: 0 }),
    },
    (t) => [c.uniqueIndex('insight_days_unique', [t.companyId, t.day])],
  );

  /**
   * Votes per idea and day, and per idea in all (trending ideas of a range: its days, or the
   * total less the days outside it). No foreign key: a deleted idea's rows fold away to 0.
   */
  const insightIdeaDays = c.table(
    'insight_idea_days',
    {
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      ideaId: c.integer('feature_id', { notNull: true }),
      day: c.text('day', { notNull: true }),
      votes: c.integer('votes', { notNull: true, default: 0 }),
    },
    (t) => [
      c.uniqueIndex('insight_idea_days_unique', [t.ideaId, t.day]),
      c.index('insight_idea_days_company_idx', [t.companyId, t.day, t.ideaId, t.votes]),
    ],
  );

  const insightIdeas = c.table(
    'insight_ideas',
    {
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      ideaId: c.integer('feature_id', { notNull: true }),
      votes: c.integer('votes', { notNull: true, default: 0 }),
    },
    (t) => [
      c.uniqueIndex('insight_ideas_unique', [t.ideaId]),
      c.index('insight_ideas_company_votes_idx', [t.companyId, t.votes]),
    ],
  );

  /**
   * The days each contributor acted on a company's board: `who` is 'u' + user id or 'v' +
   * visitor id (accounts and visitors counted apart), `acts` how many ideas, votes and comments.
   */
  const insightPersonDays = c.table(
    'insight_person_days',
    {
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      who: c.text('who', { notNull: true }),
      day: c.text('day', { notNull: true }),
      acts: c.integer('acts', { notNull: true, default: 0 }),
    },
    (t) => [
      c.uniqueIndex('insight_person_days_unique', [t.companyId, t.who, t.day]),
      c.index('insight_person_days_day_idx', [t.companyId, t.day, t.who]),
    ],
  );

  /** Each contributor's first day on a company's board: who is new in a range, who returns. */
  const insightPeople = c.table(
    'insight_people',
    {
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      who: c.text('who', { notNull: true }),
      firstDay: c.text('first_day', { notNull: true }),
    },
    (t) => [
      c.uniqueIndex('insight_people_unique', [t.companyId, t.who]),
      c.index('insight_people_first_idx', [t.companyId, t.firstDay]),
    ],
  );

  /**
   * Per company and day, how many contributors acted for the first time that day (new people
   * of a range), and per company the count of public contributors: both kept by the fold.
   */
  const insightNewDays = c.table(
    'insight_new_days',
    {
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      day: c.text('day', { notNull: true }),
      people: c.integer('people', { notNull: true, default: 0 }),
    },
    (t) => [c.uniqueIndex('insight_new_days_unique', [t.companyId, t.day])],
  );

  const insightCounts = c.table(
    'insight_counts',
    {
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      publicContributors: c.integer('public_contributors', { notNull: true, default: 0 }),
    },
    (t) => [c.uniqueIndex('insight_counts_unique', [t.companyId])],
  );

  /** Everyone who submitted or voted on a public idea, with how many such acts (> 0). */
  const insightPublicPeople = c.table(
    'insight_public_people',
    {
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      who: c.text('who', { notNull: true }),
      acts: c.integer('acts', { notNull: true, default: 0 }),
    },
    (t) => [c.uniqueIndex('insight_public_people_unique', [t.companyId, t.who])],
  );

  /** Addresses that took the one-click unsubscribe without an account (anonymous submitters). */
  const emailUnsubscribes = c.table('email_unsubscribes', {
    email: c.text('email', { primaryKey: true }),
    createdAt: createdAt(),
  });

  /** Slugs of deleted companies, held back for 90 days so nobody can take over old links. */
  const retiredSlugs = c.table('retired_slugs', {
    slug: c.text('slug', { primaryKey: true }),
    retiredAt: c.text('retired_at', { notNull: true, defaultFn: now }),
  });

  /**
   * Fixed-window rate-limit counters (lib/rate-limit.ts), shared by every replica on the database.
   * `key` is `${rule}:${key}`; a row whose `reset_at` has passed is an expired window, reused by
   * the next attempt or swept away.
   */
  const rateLimits = c.table(
    'rate_limits',
    {
      key: c.text('key', { primaryKey: true }),
      count: c.integer('count', { notNull: true }),
      resetAt: c.text('reset_at', { notNull: true }),
    },
    (t) => [c.index('rate_limits_reset_idx', [t.resetAt])],
  );

  /**
   * REST API keys (issue 15): a company's keys for /api/v1. Only the SHA-256 of the secret is
   * kept, so a copy of the database calls nothing; `prefix` is the start shown in the dashboard.
   * Revoked keys stay (revoked_at) so the list can tell what happened to them.
   */
  const apiKeys = c.table(
    'api_keys',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      name: c.text('name', { notNull: true }),
      prefix: c.text('prefix', { notNull: true }),
      secretHash: c.text('secret_hash', { notNull: true }),
      /** 'read', or 'write' (which includes read). */
      scope: c.enumText('scope', API_KEY_SCOPES, { notNull: true }),
      createdBy: c.integer('created_by', { references: () => users.id, onDelete: 'set null' }),
      createdAt: createdAt(),
      /** Updated at most once a minute, so a busy key does not write on every call. */
      lastUsedAt: c.text('last_used_at'),
      revokedAt: c.text('revoked_at'),
    },
    (t) => [
      c.uniqueIndex('api_keys_secret_hash_unique', [t.secretHash]),
      c.index('api_keys_company_idx', [t.companyId]),
    ],
  );

  /**
   * Identify secrets (issue 15, docs/decisions/011): the HS256 keys a company's server signs
   * identify tokens with, named by `kid`. Kept as given, since verifying needs the key itself;
   * no answer shows it after the create. A rotated secret keeps working until `expires_at`.
   */
  const identifySecrets = c.table(
    'identify_secrets',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      kid: c.text('kid', { notNull: true }),
      secret: c.text('secret', { notNull: true }),
      createdBy: c.integer('created_by', { references: () => users.id, onDelete: 'set null' }),
      createdAt: createdAt(),
      /** Set by a rotation: the old secret verifies until then (the overlap), then never. */
      expiresAt: c.text('expires_at'),
      revokedAt: c.text('revoked_at'),
    },
    (t) => [
      c.uniqueIndex('identify_secrets_kid_unique', [t.kid]),
      c.index('identify_secrets_company_idx', [t.companyId]),
    ],
  );

  /**
   * Identified users (issue 15): a person a company's own app vouched for with an identify
   * token, one per company and external id. Each has a `users` row (no password, an address
   * nobody can receive mail at) so votes, ideas and comments work as for anyone signed in.
   */
  const identifiedUsers = c.table(
    'identified_users',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      userId: c.integer('user_id', { notNull: true, references: () => users.id, onDelete: 'cascade' }),
      externalId: c.text('external_id', { notNull: true }),
      email: c.text('email', { notNull: true }),
      name: c.text('name', { notNull: true }),
      avatarUrl: c.text('avatar_url'),
      /** The host's attributes of the person's account: their company, plan and MRR in cents. */
      companyName: c.text('company_name'),
      plan: c.text('plan'),
      mrrCents: c.integer('mrr_cents'),
      createdAt: createdAt(),
      updatedAt: c.text('updated_at', { notNull: true, defaultFn: now }),
    },
    (t) => [
      c.uniqueIndex('identified_users_external_unique', [t.companyId, t.externalId]),
      c.uniqueIndex('identified_users_user_unique', [t.userId]),
    ],
  );

  /**
   * Webhook endpoints (issue 15): where a company's events are POSTed. The signing secret is
   * kept as is (it must sign every request); it is shown in the dashboard once, at create/roll.
   */
  const webhookEndpoints = c.table(
    'webhook_endpoints',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      url: c.text('url', { notNull: true }),
      /** The subscribed events as a JSON array of WEBHOOK_EVENTS. */
      events: c.text('events', { notNull: true }),
      secret: c.text('secret', { notNull: true }),
      enabled: c.boolean('enabled', { notNull: true, default: true }),
      /** 'failures' (auto-disabled, owner e-mailed) or 'manual'; null while enabled. */
      disabledReason: c.enumText('disabled_reason', ['failures', 'manual']),
      /** Deliveries in a row that failed every try; a success resets it. */
      consecutiveFailures: c.integer('consecutive_failures', { notNull: true, default: 0 }),
      createdBy: c.integer('created_by', { references: () => users.id, onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (t) => [c.index('webhook_endpoints_company_idx', [t.companyId])],
  );

  /**
   * One event for one endpoint: written in the transaction of the change, then leased, sent and
   * retried with backoff by the outbox worker, exactly like an outbox row (decision 012). The
   * rows are the delivery log; a replay is a new row with the same payload.
   */
  const webhookDeliveries = c.table(
    'webhook_deliveries',
    {
      id: c.id('id'),
      endpointId: c.integer('endpoint_id', {
        notNull: true,
        references: () => webhookEndpoints.id,
        onDelete: 'cascade',
      }),
      eventId: c.text('event_id', { notNull: true }),
      eventType: c.enumText('event_type', [...WEBHOOK_EVENTS, 'webhook.test'], { notNull: true }),
      /** The exact JSON body sent (the signature covers these bytes). */
      payload: c.text('payload', { notNull: true }),
      status: c.enumText('status', ['pending', 'succeeded', 'failed'], { notNull: true, default: 'pending' }),
      attempts: c.integer('attempts', { notNull: true, default: 0 }),
      nextAttemptAt: c.text('next_attempt_at', { notNull: true, defaultFn: now }),
      leasedUntil: c.text('leased_until'),
      responseStatus: c.integer('response_status'),
      responseExcerpt: c.text('response_excerpt'),
      error: c.text('error'),
      durationMs: c.integer('duration_ms'),
      lastAttemptAt: c.text('last_attempt_at'),
      replayOf: c.integer('replay_of'),
      createdAt: createdAt(),
    },
    (t) => [
      c.index('webhook_deliveries_due_idx', [t.status, t.nextAttemptAt]),
      c.index('webhook_deliveries_endpoint_idx', [t.endpointId, t.id]),
      // The queue cap counts an endpoint's waiting deliveries on every event (decision 018).
      c.index('webhook_deliveries_endpoint_status_idx', [t.endpointId, t.status]),
    ],
  );

  /**
   * Merges of a duplicate (source) into another idea (target), with exactly what moved, so an
   * unmerge within 30 days restores both ideas as they were. JSON arrays of row ids.
   */
  const ideaMerges = c.table(
    'idea_merges',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      sourceId: c.integer('source_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
      targetId: c.integer('target_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
      userId: c.integer('user_id', { references: () => users.id, onDelete: 'set null' }),
      /** Votes moved from source to target (voters who had not voted for the target too). */
      movedVoteIds: c.text('moved_vote_ids', { notNull: true }),
      /** Comments moved from source to target. */
      movedCommentIds: c.text('moved_comment_ids', { notNull: true }),
      createdAt: createdAt(),
      unmergedAt: c.text('unmerged_at'),
    },
    (t) => [
      c.index('idea_merges_target_idx', [t.targetId, t.createdAt]),
      c.index('idea_merges_source_idx', [t.sourceId]),
    ],
  );

  /**
   * Votes the team recorded for a customer (issue 28, docs/decisions/029-demand.md): who recorded
   * it, their note, and the attributes the team typed (company, plan, MRR in cents), which the
   * inbox's segments read before the person's own identified attributes.
   */
  const voteRecords = c.table(
    'vote_records',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      voteId: c.integer('vote_id', { notNull: true, references: () => votes.id, onDelete: 'cascade' }),
      recordedBy: c.integer('recorded_by', { references: () => users.id, onDelete: 'set null' }),
      note: c.text('note'),
      companyName: c.text('company_name'),
      plan: c.text('plan'),
      mrrCents: c.integer('mrr_cents'),
      createdAt: createdAt(),
    },
    (t) => [
      c.uniqueIndex('vote_records_vote_unique', [t.voteId]),
      c.index('vote_records_company_idx', [t.companyId]),
    ],
  );

  /** The team's saved inbox filters (issue 28): a name and the inbox's query string, team-wide. */
  const inboxViews = c.table(
    'inbox_views',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      name: c.text('name', { notNull: true }),
      query: c.text('query', { notNull: true }),
      createdBy: c.integer('created_by', { references: () => users.id, onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (t) => [c.uniqueIndex('inbox_views_company_name_unique', [t.companyId, t.name])],
  );

  /**
   * Changelog entries (issue 29). Company-wide, not per board: who may read one follows from the
   * boards of the ideas it links (an entry linking only restricted boards' ideas shows only to
   * their audience; one linking none is public once published). `labels` is a JSON array of
   * label names. A scheduled entry publishes itself once `publish_at` has come (exactly once:
   * the claim is one UPDATE … WHERE state = 'scheduled').
   */
  const changelogEntries = c.table(
    'changelog_entries',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      slug: c.text('slug', { notNull: true }),
      title: c.text('title', { notNull: true }),
      body: c.text('body', { notNull: true, default: '' }),
      bodyHtml: c.text('body_html', { notNull: true, default: '' }),
      coverUploadId: c.integer('cover_upload_id', { references: () => uploads.id, onDelete: 'set null' }),
      labels: c.text('labels', { notNull: true, default: '[]' }),
      state: c.enumText('state', CHANGELOG_STATES, { notNull: true, default: 'draft' }),
      publishAt: c.text('publish_at'),
      publishedAt: c.text('published_at'),
      /** Widget "What's new" views of this entry, counted for its insights. */
      widgetViews: c.integer('widget_views', { notNull: true, default: 0 }),
      createdBy: c.integer('created_by', { references: () => users.id, onDelete: 'set null' }),
      createdAt: createdAt(),
      updatedAt: c.text('updated_at', { notNull: true, defaultFn: now }),
    },
    (t) => [
      c.uniqueIndex('changelog_entries_company_slug_unique', [t.companyId, t.slug]),
      c.index('changelog_entries_company_published_idx', [t.companyId, t.state, t.publishedAt]),
      c.index('changelog_entries_due_idx', [t.state, t.publishAt]),
    ],
  );

  /** Which ideas an entry ships: gone with the entry, the idea or the company. */
  const changelogEntryIdeas = c.table(
    'changelog_entry_ideas',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      entryId: c.integer('entry_id', {
        notNull: true,
        references: () => changelogEntries.id,
        onDelete: 'cascade',
      }),
      ideaId: c.integer('feature_id', { notNull: true, references: () => ideas.id, onDelete: 'cascade' }),
    },
    (t) => [
      c.uniqueIndex('changelog_entry_ideas_entry_feature_unique', [t.entryId, t.ideaId]),
      c.index('changelog_entry_ideas_feature_idx', [t.ideaId]),
    ],
  );

  /** A company's own changelog labels (Pro and up), beside the built-in New, Improved and Fixed. */
  const changelogLabels = c.table(
    'changelog_labels',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      name: c.text('name', { notNull: true }),
      nameKey: c.text('name_key', { notNull: true }),
      createdAt: createdAt(),
    },
    (t) => [c.uniqueIndex('changelog_labels_company_name_unique', [t.companyId, t.nameKey])],
  );

  /**
   * People who asked for every published entry by e-mail: `confirmed_at` is null until they
   * followed the double opt-in link; `token` confirms and unsubscribes (one click).
   */
  const changelogSubscribers = c.table(
    'changelog_subscribers',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      /** Lower-cased, so one address subscribes once. */
      email: c.text('email', { notNull: true }),
      token: c.text('token', { notNull: true }),
      confirmedAt: c.text('confirmed_at'),
      createdAt: createdAt(),
    },
    (t) => [
      c.uniqueIndex('changelog_subscribers_company_email_unique', [t.companyId, t.email]),
      c.uniqueIndex('changelog_subscribers_token_unique', [t.token]),
    ],
  );

  /**
   * One row per person an entry was e-mailed to: the unique index makes the fan-out exactly
   * once per person (insert … on conflict do nothing, whichever replica publishes), the count
   * is "e-mails sent", and `opened_at` (set by the open-tracking image's `token`) "opened".
   */
  const changelogDeliveries = c.table(
    'changelog_deliveries',
    {
      id: c.id('id'),
      companyId: c.integer('company_id', {
        notNull: true,
        references: () => companies.id,
        onDelete: 'cascade',
      }),
      entryId: c.integer('entry_id', {
        notNull: true,
        references: () => changelogEntries.id,
        onDelete: 'cascade',
      }),
      /** Lower-cased. */
      email: c.text('email', { notNull: true }),
      token: c.text('token', { notNull: true }),
      openedAt: c.text('opened_at'),
      createdAt: createdAt(),
    },
    (t) => [
      c.uniqueIndex('changelog_deliveries_entry_email_unique', [t.entryId, t.email]),
      c.uniqueIndex('changelog_deliveries_token_unique', [t.token]),
    ],
  );

  return {
    identifySecrets,
    identifiedUsers,
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
    emailUnsubscribes,
    apiKeys,
    webhookEndpoints,
    webhookDeliveries,
    voteRecords,
    inboxViews,
    changelogEntries,
    changelogEntryIdeas,
    changelogLabels,
    changelogSubscribers,
    changelogDeliveries,
  };
}
