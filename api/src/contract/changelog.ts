/**
 * The changelog (issue 29): entries the team writes when something ships, linked to the ideas
 * they close, shown on the public page, the embed and the widget, and e-mailed to the people
 * who asked for them and to subscribers. The states, labels and limits live here once.
 */
import { z } from 'zod';
import { emailSchema } from './fields';

/** draft: only the team sees it; scheduled: publishes itself at `publishAt`; published: public. */
export const CHANGELOG_STATES = ['draft', 'scheduled', 'published'] as const;
export type ChangelogState = (typeof CHANGELOG_STATES)[number];

/** The labels every company has; Pro and up may add their own (`customChangelogLabels`). */
export const BUILT_IN_CHANGELOG_LABELS = ['New', 'Improved', 'Fixed'] as const;

/** Entries per page on the public changelog, the embed and the API. */
export const CHANGELOG_PAGE_SIZE = 10;
/** The most ideas one entry links, labels one entry carries, and custom labels a company keeps. */
export const CHANGELOG_IDEA_LIMIT = 50;
export const CHANGELOG_ENTRY_LABEL_LIMIT = 5;
export const CHANGELOG_CUSTOM_LABEL_LIMIT = 30;
export const CHANGELOG_TITLE_MAX = 120;
export const CHANGELOG_BODY_MAX = 20_000;

/** A linked idea as an entry shows it (only ideas the viewer may see are listed). */
export interface ChangelogLinkedIdea {
  id: number;
  title: string;
  boardSlug: string;
}

/** An entry as the public (and the widget, and the embed) read it. */
export interface ChangelogEntry {
  id: number;
  slug: string;
  title: string;
  /** Markdown as written, and the server's safe HTML of it (lib/markdown.ts). */
  body: string;
  bodyHtml: string;
  coverUrl: string | null;
  labels: string[];
  publishedAt: string;
  ideas: ChangelogLinkedIdea[];
}

/** An entry as the team sees it on the dashboard: every state, and its figures. */
export interface ChangelogTeamEntry extends Omit<ChangelogEntry, 'publishedAt'> {
  state: ChangelogState;
  publishAt: string | null;
  publishedAt: string | null;
  coverUploadId: number | null;
  createdAt: string;
  updatedAt: string;
  stats: ChangelogEntryStats;
}

/** Insights per entry: e-mails sent, opened (only when the company tracks opens), widget views. */
export interface ChangelogEntryStats {
  emailsSent: number;
  emailsOpened: number;
  widgetViews: number;
}

/** A page of the public changelog, newest first. */
export interface ChangelogPage {
  entries: ChangelogEntry[];
  page: number;
  totalPages: number;
}

/** An idea's published entries, newest first, on its idea page ("Shipped in …"). */
export interface ChangelogEntryLink {
  slug: string;
  title: string;
  publishedAt: string;
}

/** The announce part's texts (docs/decisions/030-changelog-announce.md). */
export const CHANGELOG_ANNOUNCE_MESSAGES = {
  subscribed: 'Check your inbox to confirm your subscription',
  invalidLink: 'This link is invalid or has expired',
} as const;

const subscriptionToken = z
  .string(CHANGELOG_ANNOUNCE_MESSAGES.invalidLink)
  .min(1, CHANGELOG_ANNOUNCE_MESSAGES.invalidLink)
  .max(200, CHANGELOG_ANNOUNCE_MESSAGES.invalidLink);

/** POST /api/companies/{slug}/changelog/subscribe. */
export const changelogSubscribeSchema = z.object({ email: emailSchema });
export type ChangelogSubscribeInput = z.infer<typeof changelogSubscribeSchema>;

/** POST /api/changelog/subscriptions/confirm and …/unsubscribe: the token of the e-mailed link. */
export const changelogSubscriptionTokenSchema = z.object({ token: subscriptionToken });

/** What confirming or unsubscribing answers: whose changelog it was. */
export interface ChangelogSubscriptionAnswer {
  companySlug: string;
  companyName: string;
}

/** GET|PUT /api/companies/{id}/changelog-settings. */
export const changelogSettingsSchema = z.object({
  trackOpens: z.boolean('trackOpens must be true or false'),
});
export type ChangelogSettings = z.infer<typeof changelogSettingsSchema>;

/** The refusals of the changelog's routes, worded once for the API and the dashboard's forms. */
export const CHANGELOG_MESSAGES = {
  notFound: 'Changelog entry not found',
  title: 'Please enter a title',
  titleLength: `Title must be at most ${CHANGELOG_TITLE_MAX} characters`,
  bodyLength: `The entry must be at most ${CHANGELOG_BODY_MAX.toLocaleString('en')} characters`,
  labels: 'labels must be a list of label names',
  tooManyLabels: `An entry can have at most ${CHANGELOG_ENTRY_LABEL_LIMIT} labels`,
  unknownLabel: 'Unknown label',
  ideaIds: 'ideaIds must be idea ids',
  tooManyIdeas: `An entry can link at most ${CHANGELOG_IDEA_LIMIT} ideas`,
  unknownIdea: "Link only this company's ideas (not merged or deleted ones)",
  coverUploadId: 'coverUploadId must be an uploaded changelog cover',
  publishAt: 'publishAt must be a time, such as 2026-12-01T09:00:00Z',
  publishAtPast: 'The publishing time must be in the future',
  alreadyPublished: 'This entry is already published',
  notScheduled: 'This entry is not scheduled',
  labelName: 'Please enter a label name',
  labelNameLength: 'Label name must be at most 30 characters',
  labelTaken: 'A label with this name already exists',
  labelLimit: `A company can have at most ${CHANGELOG_CUSTOM_LABEL_LIMIT} labels of its own`,
  labelNotFound: 'Label not found',
  page: 'page must be a whole number from 1',
} as const;

const titleSchema = z
  .string(CHANGELOG_MESSAGES.title)
  .trim()
  .min(1, CHANGELOG_MESSAGES.title)
  .max(CHANGELOG_TITLE_MAX, CHANGELOG_MESSAGES.titleLength);
const bodySchema = z
  .string(CHANGELOG_MESSAGES.bodyLength)
  .max(CHANGELOG_BODY_MAX, CHANGELOG_MESSAGES.bodyLength);
const labelsSchema = z
  .array(
    z.string(CHANGELOG_MESSAGES.labels).trim().min(1, CHANGELOG_MESSAGES.labels),
    CHANGELOG_MESSAGES.labels,
  )
  .max(CHANGELOG_ENTRY_LABEL_LIMIT, CHANGELOG_MESSAGES.tooManyLabels);
const ideaIdsSchema = z
  .array(
    z.number(CHANGELOG_MESSAGES.ideaIds).int(CHANGELOG_MESSAGES.ideaIds).positive(CHANGELOG_MESSAGES.ideaIds),
    CHANGELOG_MESSAGES.ideaIds,
  )
  .max(CHANGELOG_IDEA_LIMIT, CHANGELOG_MESSAGES.tooManyIdeas);
const coverUploadIdSchema = z
  .number(CHANGELOG_MESSAGES.coverUploadId)
  .int(CHANGELOG_MESSAGES.coverUploadId)
  .positive(CHANGELOG_MESSAGES.coverUploadId)
  .nullable();

/** POST /api/companies/{id}/changelog (and /api/v1/changelog): a new draft. */
export const createChangelogEntrySchema = z.object({
  title: titleSchema,
  body: bodySchema.optional(),
  labels: labelsSchema.optional(),
  ideaIds: ideaIdsSchema.optional(),
  coverUploadId: coverUploadIdSchema.optional(),
});
export type CreateChangelogEntryInput = z.infer<typeof createChangelogEntrySchema>;

/** PATCH /api/companies/{id}/changelog/{entryId}: the same fields, each optional. */
export const updateChangelogEntrySchema = createChangelogEntrySchema.partial();
export type UpdateChangelogEntryInput = z.infer<typeof updateChangelogEntrySchema>;

/** POST …/changelog/{entryId}/schedule: when it publishes itself (checked to be in the future). */
export const scheduleChangelogEntrySchema = z.object({
  publishAt: z.iso.datetime({ offset: true, message: CHANGELOG_MESSAGES.publishAt }),
});

/** POST /api/companies/{id}/changelog-labels: a label of the company's own (Pro and up). */
export const createChangelogLabelSchema = z.object({
  name: z
    .string(CHANGELOG_MESSAGES.labelName)
    .trim()
    .min(1, CHANGELOG_MESSAGES.labelName)
    .max(30, CHANGELOG_MESSAGES.labelNameLength),
});

/** GET /api/companies/{id}/changelog-labels: the built-in labels and the company's own. */
export interface ChangelogLabels {
  builtIn: string[];
  custom: { id: number; name: string }[];
}

/** GET /api/companies/{slug}/changelog/latest: what the widget's unread dot compares. */
export interface ChangelogLatest {
  latestPublishedAt: string | null;
}
