/**
 * Every API route × {signed out, another user, a team member, a team admin, the owner},
 * generated from the app's own route table: a route added without an entry here fails the first
 * test. The owner is on Free, as before; for the member and admin columns the owner is on
 * Business, since team access needs it (a downgrade is tested in domains/team/team-plans.test.ts).
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamInvites, users } from '../src/db/schema';
import { hashPassword } from '../src/domains/users/passwords';
import {
  insertCompany,
  insertIdea,
  insertMember,
  insertUser,
  makeSayso,
  type TestSayso,
  type TestUser,
  TINY_PNG,
} from './fixtures';

type Role = 'signedOut' | 'other' | 'member' | 'admin' | 'owner';
/** member and admin, when left out, answer as another signed-in user does (not a company route). */
type Expected = Record<'signedOut' | 'other' | 'owner', number> & Partial<Record<'member' | 'admin', number>>;
const ROLES: Role[] = ['signedOut', 'other', 'member', 'admin', 'owner'];

const everyone = (status: number): Expected => ({ signedOut: status, other: status, owner: status });
const ownerOnly: Expected = { signedOut: 401, other: 403, member: 403, admin: 403, owner: 200 };
/** Settings, branding, categories, domain, uploads, profile. */
const adminUp: Expected = { signedOut: 401, other: 403, member: 403, admin: 200, owner: 200 };
/** Triage: status, privacy, category, edit and delete of ideas, the team's list. */
const memberUp: Expected = { signedOut: 401, other: 403, member: 200, admin: 200, owner: 200 };
/** One changelog entry or label the admins and the owner may change: a made-up one is 404 past the role. */
const changelogEntry: Expected = { signedOut: 401, other: 403, member: 403, admin: 404, owner: 404 };

const MATRIX: Record<string, Expected> = {
  'GET /api/health': everyone(200),
  'GET /api/ready': everyone(200),
  'GET /api/auth/me': { signedOut: 401, other: 200, owner: 200 },
  'POST /api/auth/signup': everyone(201),
  'POST /api/auth/login': everyone(200),
  'POST /api/auth/logout': everyone(200),
  'POST /api/auth/forgot-password': everyone(200),
  // A made-up link token: refused the same for everyone (the token is the credential).
  'POST /api/auth/reset-password': everyone(400),
  'POST /api/auth/verify-email': everyone(400),
  // The link goes to the session's own address: only the signed in may ask for it again.
  'POST /api/auth/verify-email/resend': { signedOut: 401, other: 204, owner: 204 },
  // Account calls act on the session's own user; fixture users have no real password, so the
  // calls that need one get past authorization to the password check (400).
  'PATCH /api/account': { signedOut: 401, other: 200, owner: 200 },
  'POST /api/account/email': { signedOut: 401, other: 400, owner: 400 },
  'POST /api/account/email/confirm': everyone(400),
  'POST /api/account/password': { signedOut: 401, other: 400, owner: 400 },
  'POST /api/account/delete': { signedOut: 401, other: 400, owner: 400 },
  'GET /api/account/notifications': { signedOut: 401, other: 200, owner: 200 },
  'PATCH /api/account/notifications': { signedOut: 401, other: 200, owner: 200 },
  'GET /api/account/sessions': { signedOut: 401, other: 200, owner: 200 },
  'DELETE /api/account/sessions': { signedOut: 401, other: 200, owner: 200 },
  // A session id no one holds: the same answer as someone else's.
  'DELETE /api/account/sessions/:sessionId': { signedOut: 401, other: 404, owner: 404 },
  // A made-up unsubscribe token: refused the same for everyone (the signed token is the credential).
  'GET /api/notifications/unsubscribe': everyone(400),
  'POST /api/notifications/unsubscribe': everyone(400),
  'POST /api/notifications/resubscribe': everyone(400),
  'GET /api/companies': everyone(200),
  // One company per person: a team member cannot open one of their own.
  'POST /api/companies': { signedOut: 401, other: 201, member: 409, admin: 409, owner: 409 },
  'GET /api/companies/:slug': everyone(200),
  // Issue 26: the sign-up form's address check is public, like the board's reads.
  'GET /api/companies/slug-availability': everyone(200),
  // Issue 26: the first dashboard's checklist reads what the settings' editors may read.
  'GET /api/companies/:id/onboarding': adminUp,
  'GET /api/companies/:slug/stats': everyone(200),
  'GET /api/companies/:slug/features': everyone(200),
  'GET /api/companies/:slug/roadmap': everyone(200),
  'GET /api/companies/:slug/events': everyone(200),
  'PATCH /api/companies/:id': adminUp,
  'DELETE /api/companies/:id': ownerOnly,
  'GET /api/companies/:id/settings': adminUp,
  'PATCH /api/companies/:id/settings': adminUp,
  'GET /api/companies/:id/categories': memberUp,
  // The fixture owner is on Free: past the role check, the Categorisation gate answers 403; the
  // admin's owner is on Business, so the admin reaches the (missing) body: 400, or 404 for the
  // literal ':categoryId'.
  'POST /api/companies/:id/categories': { signedOut: 401, other: 403, member: 403, admin: 400, owner: 403 },
  'PATCH /api/companies/:id/categories': { signedOut: 401, other: 403, member: 403, admin: 400, owner: 403 },
  'PATCH /api/companies/:id/categories/:categoryId': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 404,
    owner: 403,
  },
  // Custom domains are off on the matrix's app: past the role check, owner and admin get 404.
  'GET /api/companies/:id/domain': { signedOut: 401, other: 403, member: 403, admin: 404, owner: 404 },
  'PUT /api/companies/:id/domain': { signedOut: 401, other: 403, member: 403, admin: 404, owner: 404 },
  'POST /api/companies/:id/domain/verify': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 404,
    owner: 404,
  },
  'DELETE /api/companies/:id/domain': { signedOut: 401, other: 403, member: 403, admin: 404, owner: 404 },
  // Team management is the owner's; the team's own role is for everyone on it.
  'GET /api/companies/:id/team': ownerOnly,
  'GET /api/companies/:id/team/me': memberUp,
  'GET /api/companies/:id/team/mentionable': memberUp,
  // The fixture owner is on Free: past the owner check, the Team accounts gate answers 403.
  'POST /api/companies/:id/team/invites': { signedOut: 401, other: 403, member: 403, admin: 403, owner: 403 },
  'DELETE /api/companies/:id/team/invites/:inviteId': ownerOnly,
  'PATCH /api/companies/:id/team/members/:userId': ownerOnly,
  // :userId is the member: the member may take themselves off the team (leave).
  'DELETE /api/companies/:id/team/members/:userId': { ...ownerOnly, member: 200 },
  'POST /api/companies/:id/team/transfer': ownerOnly,
  // A made-up invitation token: refused alike to everyone signed in.
  'POST /api/team/accept': { signedOut: 401, other: 400, owner: 400 },
  // Issue 26: the invitation page names the company; a made-up (here: missing) token is not found.
  'GET /api/team/invitation': everyone(404),
  // Data export is the admins' and the owner's. The fixture owner is on Free: past the role check,
  // the Data export gate answers 403; the admin's owner is on Business, so the admin's export
  // and import answer as they do for a paying owner.
  'GET /api/companies/:id/export/ideas': { signedOut: 401, other: 403, member: 403, admin: 200, owner: 403 },
  'GET /api/companies/:id/export/votes': { signedOut: 401, other: 403, member: 403, admin: 200, owner: 403 },
  'GET /api/companies/:id/export/comments': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 200,
    owner: 403,
  },
  'POST /api/companies/:id/import/preview': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 200,
    owner: 403,
  },
  'POST /api/companies/:id/import': { signedOut: 401, other: 403, member: 403, admin: 201, owner: 403 },
  'POST /api/features': { signedOut: 401, other: 201, owner: 201 },
  'POST /api/features/anonymous': everyone(201),
  'GET /api/features/:id': everyone(200),
  'PATCH /api/features/:id': memberUp,
  'DELETE /api/features/:id': memberUp,
  'GET /api/features/:id/activity': memberUp,
  'POST /api/features/:id/vote': { signedOut: 401, other: 200, owner: 200 },
  'POST /api/features/:id/anonymous-vote': everyone(200),
  'GET /api/features/:id/comments': everyone(200),
  'POST /api/features/:id/comments': { signedOut: 401, other: 201, owner: 201 },
  // Issue 26: anyone may leave a guest comment (held until its e-mailed link is opened).
  'POST /api/features/:id/guest-comments': everyone(202),
  // A made-up link token: refused the same for everyone (the token is the credential).
  'POST /api/comments/confirm': everyone(400),
  // Issue 28: the editor's Preview tab, for everyone who may write (anonymous submitters too).
  'POST /api/markdown/preview': everyone(200),
  'POST /api/upload': adminUp,
  // Issue 28: a screenshot for an idea or comment, by anyone who may post on the board (visitors too).
  'POST /api/attachments': everyone(201),
  // The fixture owner is on Free: past the owner check, the Priority support gate answers 403.
  // Support is the owner's alone (their plan): 403 'Only a company owner…' for the team.
  'POST /api/support': { signedOut: 401, other: 403, owner: 403 },
  // Billing without Stripe keys (the matrix's app has none): 503 once signed in.
  'GET /api/billing/config': everyone(200),
  'POST /api/create-subscription': { signedOut: 401, other: 503, owner: 503 },
  'POST /api/create-checkout-session': { signedOut: 401, other: 503, owner: 503 },
  'GET /api/subscription/verify': { signedOut: 401, other: 503, owner: 503 },
  'GET /api/billing/subscription': { signedOut: 401, other: 503, owner: 503 },
  'POST /api/billing/cancel': { signedOut: 401, other: 503, owner: 503 },
  'POST /api/billing/resume': { signedOut: 401, other: 503, owner: 503 },
  'POST /api/stripe/webhook': everyone(503),
  // API keys (issue 15): owner-only; the matrix revokes a key id that does not exist (404).
  'GET /api/companies/:id/api-keys': ownerOnly,
  'POST /api/companies/:id/api-keys': { signedOut: 401, other: 403, owner: 201 },
  'DELETE /api/companies/:id/api-keys/:keyId': { signedOut: 401, other: 403, owner: 404 },
  // Webhooks (issue 15): owner-only like the keys (decision 012). The create body's URL is a
  // public address literal (checked without a lookup); routes of one endpoint get an id that
  // does not exist, so the owner reaches the endpoint's 404.
  'GET /api/companies/:id/webhooks': ownerOnly,
  'POST /api/companies/:id/webhooks': { signedOut: 401, other: 403, owner: 201 },
  'PATCH /api/companies/:id/webhooks/:endpointId': { signedOut: 401, other: 403, owner: 404 },
  'DELETE /api/companies/:id/webhooks/:endpointId': { signedOut: 401, other: 403, owner: 404 },
  'POST /api/companies/:id/webhooks/:endpointId/roll-secret': { signedOut: 401, other: 403, owner: 404 },
  'POST /api/companies/:id/webhooks/:endpointId/test': { signedOut: 401, other: 403, owner: 404 },
  'GET /api/companies/:id/webhooks/:endpointId/deliveries': { signedOut: 401, other: 403, owner: 404 },
  'POST /api/companies/:id/webhooks/:endpointId/deliveries/:deliveryId/replay': {
    signedOut: 401,
    other: 403,
    owner: 404,
  },
  // The REST API answers to keys alone: a session cookie, the owner's included, is a 401
  // (api/src/routes/v1/v1.test.ts covers the keys). The document and reference are public.
  'GET /api/v1/openapi.json': everyone(200),
  'GET /api/v1/reference': everyone(200),
  'GET /api/v1/reference/:file': everyone(404),
  'GET /api/v1/ideas': everyone(401),
  'POST /api/v1/ideas': everyone(401),
  'GET /api/v1/ideas/:id': everyone(401),
  'PATCH /api/v1/ideas/:id': everyone(401),
  'DELETE /api/v1/ideas/:id': everyone(401),
  'GET /api/v1/ideas/:id/votes': everyone(401),
  'POST /api/v1/ideas/:id/votes': everyone(401),
  'GET /api/v1/ideas/:id/comments': everyone(401),
  'POST /api/v1/ideas/:id/comments': everyone(401),
  'GET /api/v1/statuses': everyone(401),
  'GET /api/v1/categories': everyone(401),
  'GET /api/v1/boards': everyone(401),
  'GET /api/v1/changelog': everyone(401),
  'POST /api/v1/changelog': everyone(401),
  'GET /api/v1/changelog/:id': everyone(401),
  'POST /api/v1/changelog/:id/publish': everyone(401),
  // Insights are the admins' and the owner's. The fixture owner is on Free, so Basic answers and
  // the paid sections are gated; the admin's owner is on Business, so every section answers (the
  // CSV without its ?chart is a 400).
  'GET /api/companies/:id/insights': adminUp,
  'GET /api/companies/:id/insights/csv': { signedOut: 401, other: 403, member: 403, admin: 400, owner: 403 },
  'GET /api/companies/:id/insights/:section': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 200,
    owner: 403,
  },
  'POST /api/companies/:slug/usage': everyone(204),
  // Identify (issue 15): secrets, origins and the tester are the owner's (a secret signs anyone
  // in); the matrix rotates and revokes a secret id that does not exist (404). The team sees the
  // people on an idea; the revenue ranking needs Pro (the fixture owner is on Free: 403).
  'GET /api/companies/:id/identify': ownerOnly,
  'POST /api/companies/:id/identify/secrets': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 403,
    owner: 201,
  },
  'POST /api/companies/:id/identify/secrets/:secretId/rotate': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 403,
    owner: 404,
  },
  'DELETE /api/companies/:id/identify/secrets/:secretId': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 403,
    owner: 404,
  },
  'PUT /api/companies/:id/identify/origins': ownerOnly,
  'POST /api/companies/:id/identify/test': ownerOnly,
  'GET /api/companies/:id/identify/revenue': {
    signedOut: 401,
    other: 403,
    member: 200,
    admin: 200,
    owner: 403,
  },
  'GET /api/companies/:id/ideas/:ideaId/people': memberUp,
  // A made-up token: refused alike to everyone (the token is the credential).
  'POST /api/identify/session': everyone(401),
  // Issue 16. Similar ideas are public; the matrix sends no ?q, a 400 alike for everyone
  // (domains/search/similar-ideas.test.ts covers the answers).
  'GET /api/companies/:slug/similar': everyone(400),
  'GET /api/companies/:id/moderation': memberUp,
  'PATCH /api/companies/:id/moderation': adminUp,
  'GET /api/companies/:id/held-ideas': memberUp,
  // Merging and hiding are the admins' and the owner's: past the role check, the made-up target,
  // merge and comment ids are 404s. Approving is triage; the fixture idea is not held (409).
  'POST /api/features/:id/merge': { signedOut: 401, other: 403, member: 403, admin: 404, owner: 404 },
  'GET /api/features/:id/merges': memberUp,
  'DELETE /api/features/:id/merges/:mergeId': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 404,
    owner: 404,
  },
  'PATCH /api/features/:id/comments/:commentId': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 404,
    owner: 404,
  },
  'POST /api/features/:id/approve': { signedOut: 401, other: 403, member: 409, admin: 409, owner: 409 },
  // The triage inbox and its bulk actions: the whole team, like triage of one idea.
  'GET /api/companies/:id/inbox': memberUp,
  'POST /api/companies/:id/inbox/bulk': memberUp,
  // Issue 28: tags are the team's; reading and putting them on ideas is triage, managing them the
  // settings' editors'. The matrix names no real tag (404 once past the role).
  'GET /api/companies/:id/tags': memberUp,
  'POST /api/companies/:id/tags': { signedOut: 401, other: 403, member: 403, admin: 201, owner: 201 },
  'PATCH /api/companies/:id/tags/:tagId': { signedOut: 401, other: 403, member: 403, admin: 404, owner: 404 },
  'DELETE /api/companies/:id/tags/:tagId': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 404,
    owner: 404,
  },
  'PUT /api/features/:id/tags': memberUp,
  // Issue 28: the inbox's voter segments are Revenue ranking's (the fixture owner is on Free: 403);
  // saved views are the whole team's, and a made-up view id is a 404 past the role check.
  'GET /api/companies/:id/inbox/segments': {
    signedOut: 401,
    other: 403,
    member: 200,
    admin: 200,
    owner: 403,
  },
  'GET /api/companies/:id/inbox/views': memberUp,
  'POST /api/companies/:id/inbox/views': { signedOut: 401, other: 403, member: 201, admin: 201, owner: 201 },
  'PATCH /api/companies/:id/inbox/views/:viewId': {
    signedOut: 401,
    other: 403,
    member: 404,
    admin: 404,
    owner: 404,
  },
  'DELETE /api/companies/:id/inbox/views/:viewId': {
    signedOut: 401,
    other: 403,
    member: 404,
    admin: 404,
    owner: 404,
  },
  // Issue 28: votes on behalf of a customer are triage (triageIdeas), the whole team's.
  'GET /api/features/:id/votes/on-behalf': memberUp,
  'POST /api/features/:id/votes/on-behalf': {
    signedOut: 401,
    other: 403,
    member: 201,
    admin: 201,
    owner: 201,
  },
  // A made-up undo token: the team gets as far as "no such change" (404), no one else past the role.
  'POST /api/companies/:id/undo': { signedOut: 401, other: 403, member: 404, admin: 404, owner: 404 },
  // Issue 27: the boards a caller may see are public; managing them is the settings' editors'.
  // A second board is past Free's limit of one (the fixture owner, 403); the admin's owner is on
  // Business (201). The matrix reorders to a made-up id (400) and names no real board (404).
  'GET /api/companies/:slug/boards': everyone(200),
  'GET /api/companies/:id/board-settings': adminUp,
  'POST /api/companies/:id/boards': { signedOut: 401, other: 403, member: 403, admin: 201, owner: 403 },
  'PATCH /api/companies/:id/boards': { signedOut: 401, other: 403, member: 403, admin: 400, owner: 400 },
  'PATCH /api/companies/:id/boards/:boardId': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 404,
    owner: 404,
  },
  'DELETE /api/companies/:id/boards/:boardId': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 404,
    owner: 404,
  },
  // Issue 29, changelog e-mail: subscribing is anyone's (the same 202 always); the e-mailed
  // links' tokens are the credential (a made-up one is refused the same for everyone); the open
  // image always answers; the matrix names no entry to view (404); tracking is a setting.
  'POST /api/companies/:slug/changelog/subscribe': everyone(202),
  'POST /api/changelog/subscriptions/confirm': everyone(400),
  'POST /api/changelog/subscriptions/unsubscribe': everyone(400),
  'GET /api/changelog/open/:file': everyone(200),
  'POST /api/companies/:slug/changelog/:entrySlug/view': everyone(404),
  'GET /api/companies/:id/changelog-settings': adminUp,
  'PUT /api/companies/:id/changelog-settings': adminUp,
  // Issue 29: the changelog. The team's list and the public's share a path: :ref is the company's
  // id here, which the team reads as its own (drafts too) and anyone else as a slug no company
  // has (404). The matrix names no real entry or label (404 once past the role). Writing is
  // publishChangelog (admin and up); custom labels need Pro (the fixture owner is on Free: 403).
  'GET /api/companies/:ref/changelog': { signedOut: 404, other: 404, member: 200, admin: 200, owner: 200 },
  'GET /api/companies/:ref/changelog/:entry': everyone(404),
  'GET /api/companies/:slug/changelog/latest': everyone(200),
  'POST /api/companies/:id/changelog': { signedOut: 401, other: 403, member: 403, admin: 201, owner: 201 },
  'POST /api/companies/:id/changelog/cover': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 201,
    owner: 201,
  },
  'PATCH /api/companies/:id/changelog/:entryId': changelogEntry,
  'DELETE /api/companies/:id/changelog/:entryId': changelogEntry,
  'POST /api/companies/:id/changelog/:entryId/schedule': changelogEntry,
  'POST /api/companies/:id/changelog/:entryId/unschedule': changelogEntry,
  'POST /api/companies/:id/changelog/:entryId/publish': changelogEntry,
  'GET /api/companies/:id/changelog-labels': memberUp,
  'POST /api/companies/:id/changelog-labels': {
    signedOut: 401,
    other: 403,
    member: 403,
    admin: 201,
    owner: 403,
  },
  'DELETE /api/companies/:id/changelog-labels/:labelId': changelogEntry,
};

let sayso: TestSayso;
const LOGIN = { email: 'matrix@test.local', password: 'correct horse battery' };

beforeAll(async () => {
  sayso = await makeSayso();
  const passwordHash = await hashPassword(LOGIN.password);
  await sayso.db
    .insert(users)
    .values({ name: 'Matrix', email: LOGIN.email, username: 'matrix', passwordHash });
});
afterAll(() => sayso.engine.close());

function apiRoutes(): string[] {
  const keys = sayso.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

/**
 * A fresh owner, company, idea, member, admin and pending invitation per call, so destructive
 * routes never affect each other. `business`: the owner on Business (team access in force).
 */
async function scene(business: boolean) {
  const owner = await insertUser(sayso, 'Owner');
  const other = await insertUser(sayso, 'Other');
  const company = await insertCompany(sayso, owner);
  const savedIdea = await insertIdea(sayso, company.id);
  const member = await insertMember(sayso, company, 'member');
  const admin = await insertMember(sayso, company, 'admin');
  const [invite] = await sayso.db
    .insert(teamInvites)
    .values({
      companyId: company.id,
      email: 'invited@test.local',
      role: 'member',
      tokenHash: `h-${company.id}`,
      expiresAt: '2999-01-01T00:00:00.000Z',
    })
    .returning();
  if (business)
    await sayso.db.update(users).set({ subscriptionPlan: 'business' }).where(eq(users.id, owner.id));
  return { owner, other, member, admin, company, savedIdea, inviteId: invite?.id ?? 0 };
}

function bodyFor(
  key: string,
  companyId: number,
  slug: string,
  ids: { adminId: number; ideaId: number },
): string | FormData | undefined {
  const unique = Math.random().toString(36).slice(2, 10);
  const idea = {
    title: 'Matrix idea',
    description: 'A description that is long enough.',
    category: 'other',
    companyId,
  };
  const bodies: Record<string, unknown> = {
    'POST /api/auth/signup': {
      name: 'New Person',
      email: `${unique}@test.local`,
      username: `u-${unique}`,
      password: 'password123',
    },
    'POST /api/auth/login': LOGIN,
    'POST /api/auth/forgot-password': { email: `${unique}@test.local` },
    'POST /api/auth/reset-password': { token: 'made-up-token', password: 'long-enough-1' },
    'POST /api/auth/verify-email': { token: 'made-up-token' },
    'PATCH /api/account': { name: 'Renamed Person' },
    'POST /api/account/email': { email: `${unique}@test.local`, password: 'not-the-password' },
    'POST /api/account/email/confirm': { token: 'made-up-token' },
    'POST /api/account/password': { currentPassword: 'not-the-password', newPassword: 'long-enough-1' },
    'POST /api/account/delete': { password: 'not-the-password' },
    'PATCH /api/account/notifications': { ideaUpdates: false },
    'POST /api/companies': { name: `Matrix ${unique}` },
    'PATCH /api/companies/:id': { description: 'Updated by the matrix' },
    // Making the roadmap public needs no plan, so the fixture owner (Free) gets past the gate.
    'PATCH /api/companies/:id/settings': { roadmapPrivate: false },
    'POST /api/features': idea,
    'POST /api/features/anonymous': idea,
    'POST /api/support': { subject: 'Matrix help', message: 'Please help the matrix out.' },
    'POST /api/companies/:id/import/preview': {
      csv: 'title,description,category\nMatrix idea,Long enough text.,Other',
    },
    'POST /api/companies/:id/import': {
      csv: 'title,description,category\nMatrix idea,Long enough text.,Other',
    },
    'PATCH /api/features/:id': { status: 'planned' },
    'POST /api/companies/:id/inbox/bulk': { action: 'status', ids: [ids.ideaId], status: 'planned' },
    'POST /api/companies/:id/undo': { token: 'made-up-undo-token' },
    'POST /api/companies/:id/tags': { name: `Matrix ${unique}`, color: 'blue' },
    'PATCH /api/companies/:id/tags/:tagId': { name: 'Renamed' },
    'PUT /api/features/:id/tags': { tagIds: [] },
    'POST /api/companies/:id/inbox/views': { name: `Matrix view ${unique}`, query: 'sort=newest' },
    'PATCH /api/companies/:id/inbox/views/:viewId': { name: 'Renamed view' },
    'POST /api/features/:id/votes/on-behalf': { email: `customer-${unique}@example.com`, name: 'Customer' },
    'PATCH /api/companies/:id/team/members/:userId': { role: 'admin' },
    'POST /api/companies/:id/team/transfer': { userId: ids.adminId },
    'POST /api/team/accept': { token: 'made-up-token' },
    'POST /api/features/:id/comments': { content: 'A comment' },
    'POST /api/features/:id/guest-comments': {
      name: 'Matrix Guest',
      email: 'guest@example.com',
      content: 'Hi',
    },
    'POST /api/comments/confirm': { token: 'made-up-token' },
    'POST /api/markdown/preview': { text: '**Matrix** preview' },
    'POST /api/companies/:id/api-keys': { name: 'Matrix key', scope: 'read' },
    'POST /api/companies/:id/webhooks': { url: 'https://93.184.215.14/hook', events: ['idea.created'] },
    'PATCH /api/companies/:id/webhooks/:endpointId': { enabled: false },
    'POST /api/companies/:slug/usage': { event: 'board_viewed', source: 'board' },
    'PUT /api/companies/:id/identify/origins': { origins: ['https://app.example.com'] },
    'POST /api/companies/:id/identify/test': { token: 'made.up.token' },
    'POST /api/identify/session': { slug, token: 'made.up.token' },
    'PATCH /api/companies/:id/moderation': { reviewNewIdeas: false },
    'POST /api/features/:id/merge': { targetId: 999_999 },
    'PATCH /api/features/:id/comments/:commentId': { hidden: true },
    'POST /api/companies/:id/boards': { name: 'Customers', slug: `customers-${unique}` },
    'PATCH /api/companies/:id/boards': { ids: [999_999] },
    'PATCH /api/companies/:id/boards/:boardId': { name: 'Renamed' },
    'POST /api/companies/:slug/changelog/subscribe': { email: `${unique}@example.com` },
    'POST /api/changelog/subscriptions/confirm': { token: 'made-up-token' },
    'POST /api/changelog/subscriptions/unsubscribe': { token: 'made-up-token' },
    'PUT /api/companies/:id/changelog-settings': { trackOpens: true },
    'POST /api/companies/:id/changelog': { title: `Matrix entry ${unique}` },
    'PATCH /api/companies/:id/changelog/:entryId': { title: 'Renamed entry' },
    'POST /api/companies/:id/changelog/:entryId/schedule': { publishAt: '2999-01-01T00:00:00Z' },
    'POST /api/companies/:id/changelog-labels': { name: `Matrix ${unique}` },
  };
  if (key === 'POST /api/attachments') {
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'shot.png', { type: 'image/png' }));
    form.set('companySlug', slug);
    return form;
  }
  if (key === 'POST /api/companies/:id/changelog/cover') {
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'cover.png', { type: 'image/png' }));
    return form;
  }
  if (key === 'POST /api/upload') {
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'logo.png', { type: 'image/png' }));
    form.set('type', 'logo');
    form.set('companySlug', slug);
    return form;
  }
  return key in bodies ? JSON.stringify(bodies[key]) : undefined;
}

describe('authorization matrix', () => {
  it('has an entry for every API route, and no entry for a route that is gone', () => {
    const routes = apiRoutes();
    expect(routes.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routes.includes(key))).toEqual([]);
  });

  for (const [key, expected] of Object.entries(MATRIX)) {
    for (const role of ROLES) {
      const status = expected[role] ?? (role === 'member' || role === 'admin' ? expected.other : 0);
      it(`${key} as ${role} → ${status}`, async () => {
        const people = await scene(role === 'member' || role === 'admin');
        const { company, savedIdea } = people;
        const [method, pattern] = key.split(' ') as [string, string];
        const url = pattern
          .replace(':slug', company.slug)
          .replace(':ref', String(company.id))
          .replace(':id', String(pattern.startsWith('/api/companies') ? company.id : savedIdea.id))
          .replace(':userId', String(people.member.id))
          .replace(':inviteId', String(people.inviteId))
          .replace(':ideaId', String(savedIdea.id))
          .replace(':sessionId', '999999999')
          .replace(':section', 'advanced');
        const body = bodyFor(key, company.id, company.slug, {
          adminId: people.admin.id,
          ideaId: savedIdea.id,
        });
        const user: TestUser | undefined = role === 'signedOut' ? undefined : people[role];
        const headers: Record<string, string> = {};
        if (user) headers.cookie = user.cookie;
        if (typeof body === 'string') headers['content-type'] = 'application/json';
        const res = await sayso.app.request(`http://localhost${url}`, { method, headers, body });
        // An event stream never ends by itself: its status is the answer, and the body is let go.
        const streaming = res.headers.get('content-type')?.startsWith('text/event-stream');
        const detail = streaming ? await res.body?.cancel() : await res.clone().text();
        expect(res.status, String(detail)).toBe(status);
      });
    }
  }
});
