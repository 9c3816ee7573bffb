/** Helpers for the board's end-to-end tests: fresh owners, companies and ideas through the API. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Signs a new user up on `request` (its cookies then carry the session). */
export async function signUp(request: APIRequestContext, name = 'Board Tester') {
  const id = unique();
  const response = await request.post('/api/auth/signup', {
    data: { name, email: `board-${id}@example.com`, username: `board_${id}`, password: 'correct-horse-42' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { id: number; name: string } }).user;
}

/** A new owner and company; returns its slug and id. */
export async function createCompany(request: APIRequestContext, name = `Board Co ${unique()}`) {
  await signUp(request, 'Board Owner');
  const created = await request.post('/api/companies', {
    data: { name, description: `${name} - Feedback collection page` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const company = (await (await request.get(`/api/companies/${slug}`)).json()) as { id: number };
  return { slug, id: company.id, name };
}

/** Adds an idea through the anonymous endpoint (no monthly limit; rate limits are off in e2e). */
export async function addIdea(
  request: APIRequestContext,
  companyId: number,
  title: string,
  /** The board to post on; without it, the company's default board. */
  boardId?: number,
) {
  const response = await request.post('/api/features/anonymous', {
    data: {
      title,
      description: `${title}: a longer description for the test.`,
      category: 'new_features',
      name: null,
      email: null,
      submitAnonymously: true,
      companyId,
      ...(boardId ? { boardId } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

/** Fails the test on React warnings or uncaught errors in the page. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // A signed-out visitor's /api/auth/me answers 401: expected, logged by the browser.
    if (message.type() === 'error' && !text.includes('401')) problems.push(text);
    if (message.type() === 'warning' && /React|Warning:/.test(text)) problems.push(text);
  });
  return problems;
}

/** True when the page scrolls sideways. */
export async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Puts the signed-in owner of `request` on `plan` the way a customer does: a checkout session
 * paid on the fake Stripe's hosted page, which delivers the signed webhooks before it redirects.
 * Answers the paid session's URL (for endSubscription); nothing for Free.
 */
export async function subscribeTo(
  request: APIRequestContext,
  baseURL: string | undefined,
  plan: 'free' | 'pro' | 'business',
) {
  if (plan === 'free') return undefined;
  const session = await request.post('/api/create-checkout-session', {
    data: {
      priceId: `price_${plan}_test`,
      successUrl: `${baseURL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${baseURL}/pricing`,
    },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { url } = (await session.json()) as { url: string };
  expect((await request.post(url, { maxRedirects: 0 })).status()).toBe(303);
  return url;
}

/**
 * Ends the subscription paid at `checkoutUrl` on the fake Stripe for non-payment, so the plan
 * goes at once (a cancellation keeps it to the period end); the app then reads it from Stripe
 * and the owner is on Free.
 */
export async function endSubscription(request: APIRequestContext, checkoutUrl: string) {
  const stripeKey = { Authorization: 'Bearer sk_test_fake' };
  const { origin, pathname } = new URL(checkoutUrl);
  const sessionId = pathname.split('/')[2];
  const session = await request.get(`${origin}/v1/checkout/sessions/${sessionId}`, { headers: stripeKey });
  const { subscription } = (await session.json()) as { subscription: string };
  const ended = await request.delete(`${origin}/v1/subscriptions/${subscription}?reason=payment_failed`, {
    headers: stripeKey,
  });
  expect(ended.status(), await ended.text()).toBe(200);
  const state = await request.get('/api/billing/subscription');
  expect(((await state.json()) as { plan: string }).plan).toBe('free');
}
