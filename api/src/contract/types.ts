/** The shapes the API answers with (spec sections 3 and 7). */
import type { Category, Status } from './labels';
import type { PlanId } from './plans';

export interface PublicUser {
  id: number;
  name: string;
  email: string;
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
}

export interface CompanyBranding {
  /** The "Powered by Sayso" link on board, idea page, embed and widget: off with white-label. */
  poweredBy: boolean;
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
  description: string;
  status: Status;
  category: Category;
  votes: number;
  comments: number;
  commenters: Commenter[];
  companyId: number;
  createdBy: number | null;
  /** Display name of the author; null when submitted completely anonymously. */
  authorName: string | null;
  createdAt: string;
  timeAgo: string;
  /** Whether the caller (signed-in user or this browser's visitor id) has voted for it. */
  voted: boolean;
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
  content: string;
  userId: number;
  userName: string;
  featureId: number;
  createdAt: string;
  timeAgo: string;
}

/** Every error answer of the API. */
export interface ApiErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
}
