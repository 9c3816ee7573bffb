/** Helpers for the board's end-to-end tests: fresh owners, companies and ideas through the API. */
import type { APIRequestContext, Page } from '@playwright/test';
/** Signs a new user up on `request` (its cookies then carry the session). */
export declare function signUp(
  request: APIRequestContext,
  name?: string,
): Promise<{
  id: number;
  name: string;
}>;
/** A new owner and company; returns its slug and id. */
export declare function createCompany(
  request: APIRequestContext,
  name?: string,
): Promise<{
  slug: string;
  id: number;
  name: string;
}>;
/** Adds an idea through the anonymous endpoint (no monthly limit; rate limits are off in e2e). */
export declare function addIdea(
  request: APIRequestContext,
  companyId: number,
  title: string,
): Promise<{
  id: number;
  title: string;
}>;
/** Fails the test on React warnings or uncaught errors in the page. */
export declare function watchConsole(page: Page): string[];
/** True when the page scrolls sideways. */
export declare function hasHorizontalScroll(page: Page): Promise<boolean>;
/**
 * Puts the signed-in owner of `request` on `plan` the way a customer does: a checkout session
 * paid on the fake Stripe's hosted page, which delivers the signed webhooks before it redirects.
 * Answers the paid session's URL (for endSubscription); nothing for Free.
 */
export declare function subscribeTo(
  request: APIRequestContext,
  baseURL: string | undefined,
  plan: 'free' | 'pro' | 'business',
): Promise<string | undefined>;
/**
 * Ends the subscription paid at `checkoutUrl` on the fake Stripe for non-payment, so the plan
 * goes at once (a cancellation keeps it to the period end); the app then reads it from Stripe
 * and the owner is on Free.
 */
export declare function endSubscription(request: APIRequestContext, checkoutUrl: string): Promise<void>;
