/** Idea statuses and categories, with the labels the spec shows for them. */

export const STATUSES = ['idea', 'planned', 'in_progress', 'completed'] as const;
export type Status = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = {
  idea: 'Idea',
  planned: 'Planned',
  in_progress: 'In Progress',
  completed: 'Completed',
};

/** Short labels for small screens (spec: Idea, Plan, In Prog, Done). */
export const STATUS_SHORT_LABELS: Record<Status, string> = {
  idea: 'Idea',
  planned: 'Plan',
  in_progress: 'In Prog',
  completed: 'Done',
};

export const CATEGORIES = ['ux_improvements', 'new_features', 'bug_fixes', 'performance', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  ux_improvements: 'UX Improvements',
  new_features: 'New Features',
  bug_fixes: 'Bug Fixes',
  performance: 'Performance',
  other: 'Other',
};

export function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

/** An unknown status is shown as Idea (spec section 3). */
export function statusLabel(value: string): string {
  return isStatus(value) ? STATUS_LABELS[value] : STATUS_LABELS.idea;
}

/** A fixed category's label; an unknown value still reads as words ('new_thing' -> 'New Thing'). */
export function fixedCategoryLabel(value: string): string {
  return CATEGORY_LABELS[value as Category] ?? humanizeCategory(value);
}

/** Underscores to spaces, words capitalised: 'bug_fixes' -> 'Bug Fixes'. */
export function humanizeCategory(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The idea list's orders (spec: Most Votes, Newest, Status, Category). Kept beside the labels,
 * away from the zod schemas, so a page that only sorts does not download zod. */
export const IDEA_SORTS = ['most_votes', 'newest', 'status', 'category'] as const;
export type IdeaSort = (typeof IDEA_SORTS)[number];

/** The colour schemes a company's public pages can take (Custom branding). */
export const BOARD_THEMES = ['light', 'dark'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

/** The images a company can upload: its logo and its board's cover. */
export const UPLOAD_TYPES = ['logo', 'cover'] as const;
/** What a stored upload is: a company image, a screenshot on an idea or comment (issue 28), or a changelog entry's cover (issue 29). */
export const STORED_UPLOAD_TYPES = [...UPLOAD_TYPES, 'attachment', 'changelog_cover'] as const;
export type StoredUploadType = (typeof STORED_UPLOAD_TYPES)[number];

/** The public roadmap: completed ideas of the last this many days, and at most this many ideas per column. */
export const ROADMAP_COMPLETED_DAYS = 90;
export const ROADMAP_COLUMN_LIMIT = 100;

/** Team roles besides the owner (Team accounts): admin triages and edits settings, member triages. */
export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Who someone is on a company's team; the owner is the company's `ownerId`, never a member row. */
export type TeamPosition = 'owner' | TeamRole;

/**
 * What the team did to an idea, one row each in idea_activity: shown on the idea ("who did it")
 * and read by the statistics (time from idea to planned to completed).
 */
export const IDEA_ACTIONS = [
  'status_changed',
  'privacy_changed',
  'category_changed',
  'edited',
  'deleted',
  'merged',
  'unmerged',
  'approved',
  /** Linked by a changelog entry that was published (issue 29): `to_value` is the entry's title. */
  'shipped',
] as const;
export type IdeaAction = (typeof IDEA_ACTIONS)[number];

/** The widget funnel's steps and the board's views, counted per day (Advanced statistics). */
export const USAGE_EVENTS = [
  'board_viewed',
  'launcher_shown',
  'panel_opened',
  'idea_submitted',
  'voted',
] as const;
export type UsageEvent = (typeof USAGE_EVENTS)[number];
/** Where an event happened: the public board, the /embed page, or the widget on a host page. */
export const USAGE_SOURCES = ['board', 'embed', 'widget'] as const;
export type UsageSource = (typeof USAGE_SOURCES)[number];
