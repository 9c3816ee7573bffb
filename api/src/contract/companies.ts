/** A company's profile and its board settings, as the owner edits them. */
import { z } from 'zod';
import { text } from './fields';
import { BOARD_THEMES, IDEA_SORTS, STATUSES } from './labels';

export const companyNameSchema = z
  .string()
  .trim()
  .min(2, 'Company name must be at least 2 characters')
  .max(100, 'Company name must be less than 100 characters');

export const createCompanySchema = z.object({
  name: companyNameSchema,
  slug: z.string().trim().max(100, 'Slug must be less than 100 characters').optional(),
  /**
   * The address the owner chose on sign-up (issue 26): the company gets exactly this one, or the
   * request is refused (400 invalid, 409 taken); `slug` is only a proposal the server adjusts.
   */
  address: z.string().trim().max(100, 'Address must be at most 48 characters').optional(),
  description: text(500, 'Description must be less than 500 characters').optional(),
});
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;

/** Our own upload paths or an absolute http(s) address; never javascript: or data: URLs. */
const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Image URL is too long')
  .refine(
    (value) => /^\/uploads\/[A-Za-z0-9_-]+\.(png|jpe?g|webp)$/.test(value) || isHttpUrl(value),
    'Image must be an uploaded image or an http(s) URL',
  )
  .nullable();

export const websiteUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Please enter a valid URL')
  .refine((value) => value === '' || isHttpUrl(value), 'Please enter a valid URL')
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const updateCompanySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Company name is required')
    .max(100, 'Company name must be less than 100 characters')
    .optional(),
  description: text(500, 'Description must be less than 500 characters').nullable().optional(),
  websiteUrl: websiteUrlSchema.optional(),
  logoUrl: imageUrlSchema.optional(),
  coverImageUrl: imageUrlSchema.optional(),
});
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

/** The longest welcome text a board shows, and the longest custom status label. */
export const WELCOME_TEXT_MAX = 500;
export const STATUS_LABEL_MAX = 24;

/**
 * The owner's board settings (PATCH /api/companies/{id}/settings): every field optional, each
 * gated by its entitlement on the server (domains/companies/company-settings.ts).
 */
export const companySettingsSchema = z.object({
  welcomeText: text(WELCOME_TEXT_MAX, `Welcome text must be less than ${WELCOME_TEXT_MAX} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
  defaultSort: z.enum(IDEA_SORTS, 'Please choose a sort order').optional(),
  statuses: z
    .array(z.enum(STATUSES, 'Please choose a status'), 'Please choose a status')
    .min(1, 'Show at least one status on the board')
    .optional(),
  /** A missing or empty label shows the standard one. */
  statusLabels: z
    .partialRecord(
      z.enum(STATUSES, 'Please choose a status'),
      text(STATUS_LABEL_MAX, `Status labels must be less than ${STATUS_LABEL_MAX} characters`),
    )
    .optional(),
  accentColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Please enter a colour like #4f46e5')
    .transform((value) => value.toLowerCase())
    .nullable()
    .optional(),
  theme: z.enum(BOARD_THEMES, 'Please choose light or dark').optional(),
  roadmapPrivate: z.boolean('Please choose whether the roadmap is private').optional(),
});
export type CompanySettingsInput = z.infer<typeof companySettingsSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** GET /api/companies/slug-availability?slug=…: whether a board address can be had, and why not. */
export type SlugAvailability =
  | { slug: string; status: 'available' }
  | { slug: string; status: 'taken' | 'invalid'; reason: string };

/** GET /api/companies/{id}/onboarding: the checklist steps the server can tell are done. */
export interface OnboardingProgress {
  /** A logo or an accent colour of the board's own. */
  brandingSet: boolean;
  /** The widget has loaded on a page of another site than Sayso's. */
  widgetSeen: boolean;
  /** Someone was invited to the team, or has joined it. */
  teammateInvited: boolean;
}
