/**
 * Every input schema, declared once: the API validates with them and the portal's forms
 * reuse them, so the spec's messages (section 5) live only here.
 */
import { z } from 'zod';
import { BOARD_THEMES, CATEGORIES, IDEA_SORTS, STATUSES, UPLOAD_TYPES } from './labels';

const text = (max: number, message: string) => z.string().trim().max(max, message);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .email('Please enter a valid email address');

export const signupSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be less than 100 characters'),
  email: emailSchema,
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(32, 'Username must be less than 32 characters')
    .regex(/^[a-z0-9_-]+$/, 'Username can only contain lowercase letters, numbers, underscores and hyphens'),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be less than 200 characters')
    // Length alone lets 'aaaaaaaa' or eight spaces through: the first guesses anyone tries.
    .refine(
      (password) => /\S/.test(password) && new Set(password).size > 1,
      'Please choose a less guessable password',
    ),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(200, 'Invalid email or password'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const companyNameSchema = z
  .string()
  .trim()
  .min(2, 'Company name must be at least 2 characters')
  .max(100, 'Company name must be less than 100 characters');

export const createCompanySchema = z.object({
  name: companyNameSchema,
  slug: z.string().trim().max(100, 'Slug must be less than 100 characters').optional(),
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

export const titleSchema = z
  .string()
  .trim()
  .min(5, 'Title must be at least 5 characters')
  .max(100, 'Title must be less than 100 characters');

export const descriptionSchema = z
  .string()
  .trim()
  .min(10, 'Please provide a more detailed description')
  .max(500, 'Description must be less than 500 characters');

export const categorySchema = z.enum(CATEGORIES, 'Please choose a category');
export const statusSchema = z.enum(STATUSES, 'Please choose a status');

/**
 * An idea's own category (Categorisation): a category id, or null for none. Whether it is one
 * the company offers is the server's check (domains/categories/categories.ts), with the same message.
 */
export const categoryIdSchema = z
  .number('Please choose a category')
  .int('Please choose a category')
  .positive('Please choose a category')
  .max(Number.MAX_SAFE_INTEGER, 'Please choose a category')
  .nullable()
  .optional();

/** An empty email is allowed and sent as null (spec section 5). */
const optionalEmailSchema = z
  .union([
    z.literal(''),
    z.null(),
    z.string().trim().max(254, 'Please enter a valid email').email('Please enter a valid email'),
  ])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const createIdeaSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  name: z
    .string()
    .trim()
    .max(100, 'Name must be less than 100 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
  email: optionalEmailSchema,
  submitAnonymously: z.boolean().default(false),
  companyId: z.number('Company is required').int().positive('Company is required'),
  /** The company's own category (Categorisation); the idea's fixed category becomes 'other'. */
  categoryId: categoryIdSchema,
});
export type CreateIdeaInput = z.input<typeof createIdeaSchema>;

export const updateIdeaSchema = z.object({
  status: statusSchema.optional(),
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  category: categorySchema.optional(),
  /** Private: the team only sees it (Pro and Business); making it public again is always allowed. */
  private: z.boolean('private must be true or false').optional(),
  /** The owner moves the idea to one of the company's own categories. */
  categoryId: categoryIdSchema,
});
export type UpdateIdeaInput = z.infer<typeof updateIdeaSchema>;

export const createCommentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(1000, 'Comment must be less than 1000 characters'),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

export const uploadTypeSchema = z.enum(UPLOAD_TYPES, 'Upload type must be logo or cover');
export type UploadType = z.infer<typeof uploadTypeSchema>;

/** A comma-separated query value whose every item is one of `values`: 'idea,planned'. */
function listOf<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string()
    .max(200, message)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values, message)));
}

/**
 * Optional query of GET /api/companies/{slug}/features for large boards. Without any of
 * these the whole list comes back, as the spec says; the total is in X-Total-Count.
 */
export const ideaListQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int()
    .min(1, 'limit must be 1 to 500')
    .max(500, 'limit must be 1 to 500')
    .optional(),
  offset: z.coerce
    .number('offset must be a number')
    .int()
    .min(0, 'offset must be 0 or more')
    .max(10_000_000)
    .optional(),
  sort: z.enum(IDEA_SORTS, 'sort must be most_votes, newest, status or category').optional(),
  status: listOf(STATUSES, 'status must be idea, planned, in_progress or completed').optional(),
  category: listOf(CATEGORIES, 'Unknown category').optional(),
  /** The company's own categories, by id: '3,7'. */
  categoryId: z
    .string()
    .max(200, 'Unknown category')
    .transform((value) => value.split(',').filter(Boolean).map(Number))
    .pipe(
      z.array(
        z
          .number('Unknown category')
          .int('Unknown category')
          .positive('Unknown category')
          .max(Number.MAX_SAFE_INTEGER, 'Unknown category'),
      ),
    )
    .optional(),
  q: z.string().trim().max(200, 'Search must be less than 200 characters').optional(),
});
export type IdeaListQuery = z.infer<typeof ideaListQuerySchema>;

/** GET /api/features/{id}/comments: a page of the thread, after the comment `after`. */
export const commentPageSchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .optional(),
  after: z.coerce
    .number('after must be a comment id')
    .int('after must be a comment id')
    .min(1, 'after must be a comment id')
    .max(Number.MAX_SAFE_INTEGER, 'after must be a comment id')
    .optional(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const CUSTOM_DOMAIN_MESSAGES = {
  empty: 'Please enter a domain such as feedback.example.com',
  urlParts: 'Please enter the domain name only, without http://, a port or a path',
  ip: 'Please enter a domain name, not an IP address',
  noDot: 'Please enter a full domain name such as feedback.example.com',
  invalid: 'Please enter a valid domain name such as feedback.example.com',
  /** The server's own address (PUBLIC_URL), checked by the API. */
  ownHost: 'This is the address of Sayso itself; please enter a domain of your own',
  /** Another company proved the domain is theirs first (checked by the API). */
  taken: 'This domain is already verified by another company',
} as const;

/**
 * The one spelling of a host name that Sayso stores, compares and looks up: lower case, without
 * the final dot DNS allows (`Example.COM.` is `example.com`).
 */
export function normalizeHostName(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A custom domain (PUT /api/companies/{id}/domain): a host name, lower-cased, a final dot
 * dropped; no scheme, port or path, at least one dot, not an IP address.
 */
export const customDomainSchema = z.object({
  domain: z
    .string(CUSTOM_DOMAIN_MESSAGES.empty)
    .trim()
    .transform(normalizeHostName)
    .superRefine((domain, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (domain === '') return fail(CUSTOM_DOMAIN_MESSAGES.empty);
      if (/^[\d.]+$/.test(domain) || /^\[[\da-f:.]+\]$/.test(domain)) return fail(CUSTOM_DOMAIN_MESSAGES.ip);
      if (/[/:?#@\s]/.test(domain)) return fail(CUSTOM_DOMAIN_MESSAGES.urlParts);
      if (!domain.includes('.')) return fail(CUSTOM_DOMAIN_MESSAGES.noDot);
      const labels = domain.split('.');
      const tld = labels[labels.length - 1] ?? '';
      if (domain.length > 253 || !labels.every((label) => DOMAIN_LABEL.test(label)) || /^\d+$/.test(tld))
        return fail(CUSTOM_DOMAIN_MESSAGES.invalid);
    }),
});
export type CustomDomainInput = z.infer<typeof customDomainSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The most categories a board offers at once (archived ones do not count: they are retired). */
export const CATEGORY_LIMIT = 30;

/** The categories calls' refusals, worded once for the API and the dashboard card. */
export const CATEGORY_MESSAGES = {
  limit: `A board can have at most ${CATEGORY_LIMIT} categories`,
  taken: 'A category with this name already exists',
  notFound: 'Category not found',
  order: "The order must list each of the board's categories exactly once",
} as const;

/** A category's name: trimmed, 1 to 40 characters. */
export const categoryNameSchema = z
  .string('Please enter a category name')
  .trim()
  .min(1, 'Please enter a category name')
  .max(40, 'Category name must be at most 40 characters');

/** POST /api/companies/{id}/categories. */
export const createCategorySchema = z.object({ name: categoryNameSchema });
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

/** PATCH /api/companies/{id}/categories/{categoryId}: rename, archive or restore. */
export const updateCategorySchema = z
  .object({
    name: categoryNameSchema.optional(),
    archived: z.boolean('archived must be true or false').optional(),
  })
  .refine((value) => value.name !== undefined || value.archived !== undefined, {
    message: 'Please enter a category name',
    path: ['name'],
  });
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;

/** PATCH /api/companies/{id}/categories: every one of the company's category ids, in order. */
export const categoryOrderSchema = z.object({
  ids: z
    .array(
      z.number(CATEGORY_MESSAGES.order).int(CATEGORY_MESSAGES.order).positive(CATEGORY_MESSAGES.order),
      CATEGORY_MESSAGES.order,
    )
    .max(1000, CATEGORY_MESSAGES.order),
});
export type CategoryOrderInput = z.infer<typeof categoryOrderSchema>;

/** The dashboard's support form (Priority support): one line of subject, a message. */
export const supportRequestSchema = z.object({
  subject: z
    .string('Please enter a subject')
    .trim()
    .min(3, 'Subject must be at least 3 characters')
    .max(120, 'Subject must be less than 120 characters')
    // One line: the subject becomes a mail header.
    .transform((value) => value.replace(/\s+/g, ' ')),
  message: z
    .string('Please enter a message')
    .trim()
    .min(10, 'Please describe what you need in at least 10 characters')
    .max(5000, 'Message must be less than 5000 characters'),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
