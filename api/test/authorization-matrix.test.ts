/**
 * Every API route × {signed out, another user, the owner}, generated from the app's own route
 * table: a route added without an entry here fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import {
  insertCompany,
  insertIdea,
  insertUser,
  makeSayso,
  type TestSayso,
  type TestUser,
  TINY_PNG,
} from './fixtures';

type Role = 'signedOut' | 'other' | 'owner';
type Expected = Record<Role, number>;

const everyone = (status: number): Expected => ({ signedOut: status, other: status, owner: status });
const ownerOnly: Expected = { signedOut: 401, other: 403, owner: 200 };

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
  // Account calls act on the session's own user; fixture users have no real password, so the
  // calls that need one get past authorization to the password check (400).
  'PATCH /api/account': { signedOut: 401, other: 200, owner: 200 },
  'POST /api/account/email': { signedOut: 401, other: 400, owner: 400 },
  'POST /api/account/email/confirm': everyone(400),
  'POST /api/account/password': { signedOut: 401, other: 400, owner: 400 },
  'POST /api/account/delete': { signedOut: 401, other: 400, owner: 400 },
  'GET /api/companies': everyone(200),
  'POST /api/companies': { signedOut: 401, other: 201, owner: 409 },
  'GET /api/companies/:slug': everyone(200),
  'GET /api/companies/:slug/stats': everyone(200),
  'GET /api/companies/:slug/features': everyone(200),
  'GET /api/companies/:slug/roadmap': everyone(200),
  'GET /api/companies/:slug/events': everyone(200),
  'PATCH /api/companies/:id': ownerOnly,
  'DELETE /api/companies/:id': ownerOnly,
  'GET /api/companies/:id/settings': ownerOnly,
  'PATCH /api/companies/:id/settings': ownerOnly,
  'GET /api/companies/:id/categories': ownerOnly,
  // The fixture owner is on Free: past the owner check, the Categorisation gate answers 403.
  'POST /api/companies/:id/categories': { signedOut: 401, other: 403, owner: 403 },
  'PATCH /api/companies/:id/categories': { signedOut: 401, other: 403, owner: 403 },
  'PATCH /api/companies/:id/categories/:categoryId': { signedOut: 401, other: 403, owner: 403 },
  // Custom domains are off on the matrix's app: past the owner check, the owner gets 404.
  'GET /api/companies/:id/domain': { signedOut: 401, other: 403, owner: 404 },
  'PUT /api/companies/:id/domain': { signedOut: 401, other: 403, owner: 404 },
  'POST /api/companies/:id/domain/verify': { signedOut: 401, other: 403, owner: 404 },
  'DELETE /api/companies/:id/domain': { signedOut: 401, other: 403, owner: 404 },
  'POST /api/features': { signedOut: 401, other: 201, owner: 201 },
  'POST /api/features/anonymous': everyone(201),
  'GET /api/features/:id': everyone(200),
  'PATCH /api/features/:id': ownerOnly,
  'DELETE /api/features/:id': ownerOnly,
  'POST /api/features/:id/vote': { signedOut: 401, other: 200, owner: 200 },
  'POST /api/features/:id/anonymous-vote': everyone(200),
  'GET /api/features/:id/comments': everyone(200),
  'POST /api/features/:id/comments': { signedOut: 401, other: 201, owner: 201 },
  'POST /api/upload': ownerOnly,
  // The fixture owner is on Free: past the owner check, the Priority support gate answers 403.
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
  // Insights: the fixture owner is on Free, so Basic answers and the paid sections are gated.
  'GET /api/companies/:id/insights': ownerOnly,
  'GET /api/companies/:id/insights/csv': { signedOut: 401, other: 403, owner: 403 },
  'GET /api/companies/:id/insights/:section': { signedOut: 401, other: 403, owner: 403 },
  'POST /api/companies/:slug/usage': everyone(204),
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

/** A fresh owner, company and idea per call, so destructive routes never affect each other. */
async function scene() {
  const owner = await insertUser(sayso, 'Owner');
  const other = await insertUser(sayso, 'Other');
  const company = await insertCompany(sayso, owner);
  const savedIdea = await insertIdea(sayso, company.id);
  return { owner, other, company, savedIdea };
}

function bodyFor(key: string, companyId: number, slug: string): string | FormData | undefined {
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
    'PATCH /api/account': { name: 'Renamed Person' },
    'POST /api/account/email': { email: `${unique}@test.local`, password: 'not-the-password' },
    'POST /api/account/email/confirm': { token: 'made-up-token' },
    'POST /api/account/password': { currentPassword: 'not-the-password', newPassword: 'long-enough-1' },
    'POST /api/account/delete': { password: 'not-the-password' },
    'POST /api/companies': { name: `Matrix ${unique}` },
    'PATCH /api/companies/:id': { description: 'Updated by the matrix' },
    // Making the roadmap public needs no plan, so the fixture owner (Free) gets past the gate.
    'PATCH /api/companies/:id/settings': { roadmapPrivate: false },
    'POST /api/features': idea,
    'POST /api/features/anonymous': idea,
    'POST /api/support': { subject: 'Matrix help', message: 'Please help the matrix out.' },
    'PATCH /api/features/:id': { status: 'planned' },
    'POST /api/features/:id/comments': { content: 'A comment' },
    'POST /api/companies/:slug/usage': { event: 'board_viewed', source: 'board' },
  };
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
    for (const role of ['signedOut', 'other', 'owner'] as const) {
      it(`${key} as ${role} → ${expected[role]}`, async () => {
        const { owner, other, company, savedIdea } = await scene();
        const [method, pattern] = key.split(' ') as [string, string];
        const url = pattern
          .replace(':slug', company.slug)
          .replace(':id', String(pattern.startsWith('/api/companies') ? company.id : savedIdea.id))
          .replace(':section', 'advanced');
        const body = bodyFor(key, company.id, company.slug);
        const user: TestUser | undefined = role === 'owner' ? owner : role === 'other' ? other : undefined;
        const headers: Record<string, string> = {};
        if (user) headers.cookie = user.cookie;
        if (typeof body === 'string') headers['content-type'] = 'application/json';
        const res = await sayso.app.request(`http://localhost${url}`, { method, headers, body });
        // An event stream never ends by itself: its status is the answer, and the body is let go.
        const streaming = res.headers.get('content-type')?.startsWith('text/event-stream');
        const detail = streaming ? await res.body?.cancel() : await res.clone().text();
        expect(res.status, String(detail)).toBe(expected[role]);
      });
    }
  }
});
