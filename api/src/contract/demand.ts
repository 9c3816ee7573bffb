/**
 * Demand (issue 28, docs/decisions/029-demand.md): votes the team records for a customer, the
 * inbox's segments by voters' company, plan and MRR, and the team's saved inbox views. Declared
 * once for the API and the dashboard's forms.
 */
import { z } from 'zod';
import { emailSchema } from './fields';

export const DEMAND_MESSAGES = {
  alreadyVoted: 'This person has already voted for this idea',
  viewNotFound: 'View not found',
  viewNameTaken: 'A view with this name already exists',
} as const;

/** Optional text: blank is the same as left out. */
const optionalText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /api/features/{id}/votes/on-behalf: the person a team member records a vote for. */
export const voteOnBehalfSchema = z.object({
  email: emailSchema,
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  company: optionalText(100, 'Company must be at most 100 characters'),
  plan: optionalText(60, 'Plan must be at most 60 characters'),
  /** Monthly recurring revenue in the company's currency units (stored in cents). */
  mrr: z
    .number('MRR must be a number')
    .min(0, 'MRR must not be negative')
    .max(100_000_000, 'MRR is too large')
    .optional(),
  note: optionalText(500, 'Note must be at most 500 characters'),
});
export type VoteOnBehalfInput = z.infer<typeof voteOnBehalfSchema>;

/** One vote recorded on behalf of a customer, as the team sees it on the idea. */
export interface VoteOnBehalf {
  id: number;
  voter: { userId: number; name: string; email: string };
  company: string | null;
  plan: string | null;
  /** In the company's currency units; null when not given. */
  mrr: number | null;
  note: string | null;
  /** The team member who recorded it; null once their account is gone. */
  recordedBy: { id: number; name: string } | null;
  createdAt: string;
}

/** The answer to recording one: the record and the idea's new vote count. */
export interface VoteOnBehalfResult {
  record: VoteOnBehalf;
  votes: number;
}

/** GET /api/companies/{id}/inbox/segments: the choices of the inbox's Company and Plan filters. */
export interface InboxSegments {
  companies: string[];
  plans: string[];
}

/** How long a saved view's name may be. */
export const VIEW_NAME_MAX = 50;

/** POST …/inbox/views and PATCH …/inbox/views/{viewId}: a name and the inbox's query string. */
export const inboxViewSchema = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(VIEW_NAME_MAX, `Name must be at most ${VIEW_NAME_MAX} characters`),
  query: z
    .string('query must be a query string')
    .trim()
    .max(2000, 'query must be at most 2000 characters')
    .transform((value) => value.replace(/^\?/, '')),
});
export const inboxViewPatchSchema = inboxViewSchema.partial();
export type InboxViewInput = z.infer<typeof inboxViewSchema>;

export interface InboxView {
  id: number;
  name: string;
  /** The inbox's query string, without the leading '?' (e.g. `voterPlan=enterprise&sort=mrr`). */
  query: string;
  createdBy: { id: number; name: string } | null;
  createdAt: string;
}
