/**
 * Identify (issue 15, docs/decisions/011-identify.md): a company's server vouches for its
 * signed-in people with a short HS256 token, and the widget's panel acts as them. The refusal
 * reasons are named here once, for the exchange, the dashboard's token tester and the docs.
 */
import { z } from 'zod';
import type { Status } from './labels';

/** The longest an identify token may live: `exp` at most this far ahead. */
export const IDENTIFY_MAX_TTL_SECONDS = 600;
/** Clocks drift: `exp` and expiry are judged with this much leeway. */
export const IDENTIFY_CLOCK_SKEW_SECONDS = 30;
/** A rotated secret keeps verifying this long, so the host can deploy the new one. */
export const IDENTIFY_ROTATION_OVERLAP_HOURS = 24;
/** The most live secrets one company holds at once. */
export const IDENTIFY_SECRET_LIMIT = 5;
/** How long the panel's bearer token (held in memory, never a cookie) lasts. */
export const IDENTIFY_BEARER_MINUTES = 60;
/** Every identify secret starts with this, so a leaked one is easy to recognise. */
export const IDENTIFY_SECRET_PREFIX = 'is_';

export const IDENTIFY_REFUSALS = {
  malformed: 'The token is not a JWT (three base64url parts)',
  algorithm: 'The token must be signed with HS256',
  missingKid: 'The token header has no "kid" naming the secret it was signed with',
  unknownKid: 'No active identify secret of this company has that "kid" (unknown, revoked or rotated out)',
  badSignature: 'The signature does not match the secret of that "kid"',
  missingExp: 'The token has no "exp" claim',
  expTooFar: `"exp" is more than ${IDENTIFY_MAX_TTL_SECONDS / 60} minutes ahead`,
  expired: 'The token has expired',
  badClaims: 'The token claims are not valid',
  teamEmail: "The token is for an e-mail on this company's team; team members sign in to Sayso",
  originNotAllowed: "The page's origin is not one of this company's allowed origins",
} as const;
export type IdentifyRefusal = keyof typeof IDENTIFY_REFUSALS;

export const IDENTIFY_MESSAGES = {
  secretLimit: `A company can have at most ${IDENTIFY_SECRET_LIMIT} active identify secrets`,
  secretNotFound: 'Identify secret not found',
  alreadyRotated: 'This secret is already being rotated out',
  bearerInvalid: 'Your identified session has ended; please reload the page',
} as const;

const optionalText = (max: number, name: string) =>
  z
    .string(`"${name}" must be a string`)
    .trim()
    .max(max, `"${name}" must be at most ${max} characters`)
    .optional();

/** The claims of a verified token: who the person is in the host's app, and their account. */
export const identifyClaimsSchema = z
  .object({
    sub: z.union([z.string(), z.number()]).optional(),
    id: z.union([z.string(), z.number()]).optional(),
    email: z
      .string('"email" is required')
      .trim()
      .toLowerCase()
      .max(254)
      .email('"email" is not an e-mail address'),
    name: optionalText(100, 'name'),
    avatarUrl: z
      .string()
      .max(2000)
      .refine((value) => /^https:\/\/./.test(value), '"avatarUrl" must be an https URL')
      .optional(),
    company: optionalText(100, 'company'),
    plan: optionalText(60, 'plan'),
    mrr: z
      .number('"mrr" must be a number')
      .min(0, '"mrr" must not be negative')
      .max(100_000_000, '"mrr" is too large')
      .optional(),
  })
  .transform((claims, ctx) => {
    const externalId = String(claims.sub ?? claims.id ?? '').trim();
    if (externalId.length === 0 || externalId.length > 200) {
      ctx.addIssue({ code: 'custom', message: '"sub" (or "id") is required, up to 200 characters' });
      return z.NEVER;
    }
    return {
      externalId,
      email: claims.email,
      name: claims.name || (claims.email.split('@')[0] as string),
      avatarUrl: claims.avatarUrl ?? null,
      company: claims.company || null,
      plan: claims.plan || null,
      mrrCents: claims.mrr === undefined ? null : Math.round(claims.mrr * 100),
    };
  });
export type IdentifyClaims = z.output<typeof identifyClaimsSchema>;

const tokenField = z
  .string('Please paste a token')
  .trim()
  .min(1, 'Please paste a token')
  .max(8192, 'The token is too long');
const originField = z
  .string('An origin is a scheme and host, like https://app.example.com')
  .trim()
  .max(300, 'An origin is a scheme and host, like https://app.example.com')
  .refine((value) => isOrigin(value), 'An origin is a scheme and host, like https://app.example.com');

/** An origin as the browser writes one: scheme, host and port only. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/** POST /api/identify/session: the panel trades a host's token for a bearer. */
export const identifySessionSchema = z.object({
  slug: z.string('Please name the board').trim().min(1, 'Please name the board').max(60, 'Board not found'),
  token: tokenField,
  origin: originField.optional(),
});

/** POST /api/companies/{id}/identify/test: the dashboard's token tester. */
export const identifyTestSchema = z.object({ token: tokenField, origin: originField.optional() });

/** PUT /api/companies/{id}/identify/origins: empty means any page may identify. */
export const identifyOriginsSchema = z.object({
  origins: z.array(originField, 'Please send a list of origins').max(20, 'At most 20 origins'),
});

/** A secret as the dashboard lists it: never the secret itself after the create. */
export interface IdentifySecret {
  id: number;
  kid: string;
  createdAt: string;
  /** Set while a rotation's overlap runs: it stops verifying then. */
  expiresAt: string | null;
}

export interface CreatedIdentifySecret extends IdentifySecret {
  secret: string;
}

export interface IdentifySettings {
  secrets: IdentifySecret[];
  origins: string[];
}

/** The token tester's answer: valid for someone, or the one reason it is refused. */
export type IdentifyTestResult =
  | { valid: true; email: string; externalId: string; expiresAt: string }
  | { valid: false; reason: IdentifyRefusal; message: string };

/** An identified person as the team sees them. */
export interface IdentifiedPerson {
  userId: number;
  externalId: string;
  email: string;
  name: string;
  avatarUrl: string | null;
  company: string | null;
  plan: string | null;
  /** Monthly recurring revenue in the host's currency units, or null when not sent. */
  mrr: number | null;
}

export interface IdeaPeople {
  author: IdentifiedPerson | null;
  voters: Array<{
    userId: number | null;
    name: string;
    votedAt: string;
    identified: IdentifiedPerson | null;
  }>;
}

export interface RevenueIdea {
  id: number;
  title: string;
  status: Status;
  votes: number;
  /** Summed MRR of its identified voters, each counted once. */
  mrr: number;
  identifiedVoters: number;
}

export interface IdentifySessionAnswer {
  bearer: string;
  expiresAt: string;
  user: { name: string; email: string; avatarUrl: string | null };
}
