/** Typed path helpers: build every in-app URL through these, never by hand. */
import type { PaidPlanId, PlanId } from '@sayso/api/contract';

const seg = encodeURIComponent;

export const paths = {
  home: () => '/',
  /** A landing section such as 'how-it-works' or 'faq'. */
  section: (id: string) => `/#${id}`,
  auth: () => '/auth',
  login: () => '/login',
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  /** The page an e-mailed reset link opens; built by the server, here for completeness. */
  resetPassword: (token: string) => `/reset-password?token=${seg(token)}`,
  account: () => '/account',
  /** The page the e-mailed verification link opens; built by the server, here for completeness. */
  verifyEmail: (token: string) => `/verify-email?token=${seg(token)}`,
  /** The page an e-mail's unsubscribe link opens; built by the server, here for completeness. */
  unsubscribe: (token: string) => `/unsubscribe?token=${seg(token)}`,
  pricing: () => '/pricing',
  company: (slug: string) => `/company/${seg(slug)}`,
  /** One board of a company; its default board's address is `company(slug)`. */
  board: (slug: string, boardSlug: string) => `/company/${seg(slug)}/board/${seg(boardSlug)}`,
  /** The roadmap, of one board (`board`, a board slug) or of every board the caller sees. */
  roadmap: (slug: string, board?: string) =>
    `/company/${seg(slug)}/roadmap${board ? `?board=${seg(board)}` : ''}`,
  idea: (slug: string, id: number | string) => `/company/${seg(slug)}/ideas/${seg(String(id))}`,
  /** The public changelog (issue 29), page 1 without `?page=`. */
  changelog: (slug: string, page = 1) => `/company/${seg(slug)}/changelog${page > 1 ? `?page=${page}` : ''}`,
  changelogEntry: (slug: string, entrySlug: string) => `/company/${seg(slug)}/changelog/${seg(entrySlug)}`,
  /** The Atom feed: served by the API, so a plain link (never the router's). */
  changelogFeed: (slug: string) => `/company/${seg(slug)}/changelog.atom`,
  /** The pages the changelog e-mails' links open; built by the server, here for completeness. */
  changelogConfirm: (token: string) => `/changelog/confirm?token=${seg(token)}`,
  changelogUnsubscribe: (token: string) => `/changelog/unsubscribe?token=${seg(token)}`,
  /** The embed view of the default board, or of one board (`board`, a board slug). */
  embed: (slug: string, board?: string) => `/embed/${seg(slug)}${board ? `?board=${seg(board)}` : ''}`,
  embedRoadmap: (slug: string) => `/embed/${seg(slug)}?view=roadmap`,
  embedChangelog: (slug: string) => `/embed/${seg(slug)}?view=changelog`,
  dashboard: (slug: string) => `/dashboard/${seg(slug)}`,
  /** One section of the dashboard ('inbox', 'settings/profile', …); see app/routes/dashboard. */
  dashboardSection: (slug: string, section: string) => `/dashboard/${seg(slug)}/${section}`,
  /** The page a team invitation's link opens; built by the server, here for the return trip. */
  teamAccept: (token: string) => `/team/accept?token=${seg(token)}`,
  checkout: (plan: PaidPlanId) => `/checkout/${plan}`,
  subscribe: (plan: PaidPlanId) => `/subscribe/${plan}`,
  subscriptionSuccess: (plan?: PlanId) =>
    plan ? `/subscription/success?plan=${plan}` : '/subscription/success',
  privacy: () => '/privacy',
  terms: () => '/terms',
} as const;

/** The router's patterns for the same pages (react-router syntax). */
export const routePatterns = {
  home: '/',
  auth: '/auth',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  confirmEmail: '/account/confirm-email',
  verifyEmail: '/verify-email',
  unsubscribe: '/unsubscribe',
  pricing: '/pricing',
  company: '/company/:slug',
  board: '/company/:slug/board/:boardSlug',
  roadmap: '/company/:slug/roadmap',
  idea: '/company/:slug/ideas/:id',
  changelog: '/company/:slug/changelog',
  changelogEntry: '/company/:slug/changelog/:entrySlug',
  changelogConfirm: '/changelog/confirm',
  changelogUnsubscribe: '/changelog/unsubscribe',
  embed: '/embed/:slug',
  dashboard: '/dashboard/:slug/*',
  teamAccept: '/team/accept',
  checkout: '/checkout/:plan',
  subscribe: '/subscribe/:plan',
  subscriptionSuccess: '/subscription/success',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The product's own company, shown in the landing demo and the floating feedback tab. */
export const DEMO_COMPANY_SLUG = 'demo';

export const CONTACT_EMAIL = 'hello@sayso.app';
