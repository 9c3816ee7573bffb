/** The shapes the API answers with (spec sections 3 and 7). */

import type { ChangelogEntryLink } from './changelog';
import type { BoardTheme, Category, IdeaSort, Status } from './labels';
import type { PlanId } from './plans';
import type { Tag } from './tags';

export interface PublicUser {
  id: number;
  name: string;
  email: string;
  /** Whether a link sent to `email` was followed: only then may it pass a board's domain rule. */
  emailVerified: boolean;
  username: string;
  companySlug: string | null;
  isCompanyOwner: boolean;
  subscriptionPlan: PlanId;
  /** Ideas submitted this calendar month (UTC); 0 once a new month has begun. */
  monthlySubmissionsUsed: number;
  /** The plan's monthly limit; 999 means unlimited. */
  monthlySubmissionLimit: number;
  subscriptionUpdatedAt: string | null;
  /** When a cancelled paid plan falls back to free, if it is cancelled. */
  subscriptionEndsAt: string | null;
}

export interface CompanySummary {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  logoUrl: string | null;
}

export interface Company extends CompanySummary {
  coverImageUrl: string | null;
  websiteUrl: string | null;
  ownerId: number;
  createdAt: string;
}

/** GET /api/companies/{slug}: the company and how many ideas its board has. */
export interface CompanyPage extends Company {
  /** Above a few hundred the portal pages, filters and searches on the server. */
  ideaCount: number;
  /** What the public pages show from the owner's plan, without telling the plan itself. */
  branding: CompanyBranding;
  /** How the board presents itself (Advanced customisation; the standard board without it). */
  board: BoardSettings;
  /**
   * The company's own categories, archived ones included (ideas keep their names), in board
   * order. Empty while the plan lacks Categorisation: boards then use the five fixed ones.
   */
  categories: CompanyCategory[];
}

/**
 * Each field is what applies now: what the owner set when the plan includes it, Sayso's default
 * when it does not (a downgrade), so a client never needs to know the plan.
 */
export interface CompanyBranding {
  /** The "Powered by Sayso" link on board, idea page, embed and widget: off with white-label. */
  poweredBy: boolean;
  /** Custom branding: '#rrggbb', or null for Sayso's own colour. */
  accentColor: string | null;
  /** Custom branding: the public pages' colour scheme. */
  theme: BoardTheme;
}

export interface BoardSettings {
  /** Shown above the ideas; null for none. */
  welcomeText: string | null;
  /** The order the board opens in when the visitor has not chosen one. */
  defaultSort: IdeaSort;
  /** The statuses the board lists, in the standard order; never empty. */
  statuses: Status[];
  /** Every status's label as this board shows it (the four statuses stay; their names change). */
  statusLabels: Record<Status, string>;
  /** False when the roadmap is private (Private roadmaps): only the team sees it. */
  roadmapPublic: boolean;
}

/**
 * GET/PATCH /api/companies/{id}/settings (owner only): the board settings as the owner stored
 * them. They stay stored below the plan that applies them; CompanyPage says what applies.
 */
export interface CompanySettings {
  welcomeText: string | null;
  defaultSort: IdeaSort;
  statuses: Status[];
  /** Only the labels the owner changed. */
  statusLabels: Partial<Record<Status, string>>;
  accentColor: string | null;
  theme: BoardTheme;
  roadmapPrivate: boolean;
}

export interface CompanyCategory {
  id: number;
  name: string;
  /** Archived: no longer offered to new ideas or as a filter; ideas filed under it keep it. */
  archived: boolean;
}

export interface CompanyStats {
  totalIdeas: number;
  inProgress: number;
  completed: number;
  contributors: number;
}

export interface Commenter {
  id: number;
  name: string;
}

export interface Idea {
  id: number;
  title: string;
  /** Markdown as written. */
  description: string;
  /** `description` rendered to safe HTML by the server (lib/markdown.ts), for <RichText>. */
  descriptionHtml: string;
  status: Status;
  /** One of the five fixed categories: what shows whenever the company's own do not apply. */
  category: Category;
  /** The company's own category (CompanyPage.categories), or null. */
  categoryId: number | null;
  /** The board the idea is on (issue 27): every idea is on exactly one of its company's boards. */
  boardId: number;
  /** Private roadmaps: visible to the team only. Public answers never contain a private idea. */
  private: boolean;
  /** Moderation: waiting for the team's approval; only the team and its author see it. */
  held: boolean;
  /** Set on a merged idea's own page: the idea it was merged into (the portal redirects). */
  mergedInto?: { id: number; title: string };
  votes: number;
  comments: number;
  commenters: Commenter[];
  companyId: number;
  createdBy: number | null;
  /** Display name of the author; null when submitted completely anonymously. */
  authorName: string | null;
  createdAt: string;
  timeAgo: string;
  /** When the team last edited the title or description; null if never ("edited" on the idea page). */
  editedAt: string | null;
  /** Whether the caller (signed-in user or this browser's visitor id) has voted for it. */
  voted: boolean;
  /** The team's ETA on a planned or in-progress idea: '2026-03' (a month) or '2026-Q2' (a quarter). */
  eta: string | null;
  /** The team's tags (issue 28): on the team's answer of one idea only, never a public one. */
  tags?: Tag[];
  /** Screenshots on the idea (issue 28), oldest first; empty when none. */
  attachments: Attachment[];
  /**
   * The published changelog entries that ship it and the viewer may see, newest first (issue 29):
   * on the answer of one idea only (GET /api/features/{id}), never on a list.
   */
  changelog?: ChangelogEntryLink[];
}

/** GET /api/companies/{slug}/roadmap: the public roadmap's three columns, most votes first. */
export interface Roadmap {
  planned: Idea[];
  inProgress: Idea[];
  /** Ideas completed in the last ROADMAP_COMPLETED_DAYS days (by when their status last changed). */
  completed: Idea[];
}

export interface Comment {
  id: number;
  /** Markdown as written. */
  content: string;
  /** `content` rendered to safe HTML by the server (lib/markdown.ts), for <RichText>. */
  contentHtml: string;
  userId: number;
  userName: string;
  featureId: number;
  /** Written by the company's team (owner, admin or member at the time): the "Team" badge. */
  isTeam: boolean;
  createdAt: string;
  timeAgo: string;
  /** Moved here by a merge: the title of the idea it was first written on. */
  mergedFrom: string | null;
  /** Hidden by the team: only the team's answers carry hidden comments, marked so. */
  hidden: boolean;
  /** The top-level comment this one replies to (issue 28), or null for a top-level comment. */
  parentId: number | null;
  /** A team-internal note: only the team's answers carry them, marked so. */
  internal: boolean;
  /** Screenshots on the comment (issue 28), oldest first; empty when none. */
  attachments: Attachment[];
}

/** A screenshot on an idea or comment, served at `url` (an unguessable name under /uploads). */
export interface Attachment {
  id: number;
  url: string;
  contentType: string;
}

/** POST /api/attachments: the stored screenshot, to be bound by `attachmentIds`. */
export interface UploadedAttachment extends Attachment {
  sizeBytes: number;
}

/**
 * GET/PUT/POST /api/companies/{id}/domain (White-label, CUSTOM_DOMAINS=on): the board's custom
 * domain and the TXT record that proves it is the owner's.
 */
export interface CustomDomain {
  /** The host name, lower case, such as feedback.example.com. */
  domain: string;
  verified: boolean;
  /** Where the TXT record goes: `_sayso.<domain>`. */
  txtName: string;
  /** What it must hold: `sayso-verify=<token>`. */
  txtValue: string;
}

/** Every error answer of the API. */
export interface ApiErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
}
