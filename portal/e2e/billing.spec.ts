/**
 * Billing end to end against the fake Stripe the e2e server starts (scripts/e2e-server.mjs):
 * pricing → hosted checkout → the fake's checkout page → webhooks → the dashboard shows Pro.
 */
import { expect, test } from '@playwright/test';
import { createCompany, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

test('a signed-in owner upgrades to Pro through hosted checkout and the dashboard shows it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  const config = await (await page.request.get('/api/billing/config')).json();
  expect(config, 'the e2e server must run with the fake Stripe (scripts/e2e-server.mjs)').toMatchObject({
    enabled: true,
  });

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await page.waitForURL('**/checkout/pro');
  // The checkout page asks for a session and the browser follows its URL to the fake Stripe.
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await expect(page.getByText('€24 per month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  // Paid: the fake delivered the signed webhooks, then sent the browser back.
  await page.waitForURL(/\/subscription\/success\?plan=pro&session_id=cs_test_/);
  const success = page.getByTestId('subscription-success');
  await expect(success.getByRole('heading', { name: 'Welcome to Pro!' })).toBeVisible();
  await expect(success.getByRole('list', { name: 'Pro benefits' })).toContainText('25 suggestions per month');
  await expect(success.getByRole('link', { name: 'View your company page' })).toHaveAttribute(
    'href',
    `/company/${company.slug}`,
  );

  await success.getByRole('link', { name: 'Go to dashboard' }).click();
  await page.waitForURL(`**/dashboard/${company.slug}`);
  await openTab(page, 'Upgrade Plan');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');
  await expect(page.getByTestId('usage-text')).toHaveText('0 / 25 submissions used this month');

  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.user).toMatchObject({ subscriptionPlan: 'pro', monthlySubmissionLimit: 25 });

  await page.goto('/pricing');
  await page.getByTestId('plan-pro').getByRole('button').click();
  await expect(page.getByTestId('toast')).toContainText("You're already subscribed to this plan");
  expect(problems).toEqual([]);
});

test('a visitor opening /checkout/pro is asked to log in', async ({ page }) => {
  await page.goto('/checkout/pro');
  await page.waitForURL('**/auth?returnTo=%2Fcheckout%2Fpro');
  await expect(page.getByTestId('toast')).toContainText('Please log in to subscribe to a plan');
});

test('the embedded payment page shows an error card when Stripe.js cannot load', async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) => route.abort());
  await createCompany(page.request);
  await page.goto('/subscribe/business');
  const card = page.getByTestId('billing-error');
  await expect(card).toContainText('Payment system not ready');
  await expect(card.getByRole('link', { name: 'Return to Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(card.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // Nothing was bought: the plan is still Free.
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.user.subscriptionPlan).toBe('free');
});

test('a payment that did not succeed shows the verification failure', async ({ page }) => {
  await createCompany(page.request);
  await page.goto(
    '/subscription/success?plan=pro&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_x&redirect_status=failed',
  );
  const failure = page.getByTestId('subscription-failure');
  await expect(failure).toContainText("We couldn't verify your subscription payment");
  await expect(failure.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/subscribe/pro');
  await expect(failure.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
});

test('a paying owner cancels from the dashboard, sees when the plan ends, and resumes', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  // Pay for Pro through the fake Stripe's hosted page, as the browser would.
  const session = await page.request.post('/api/create-checkout-session', {
    data: {
      priceId: 'price_pro_test',
      successUrl: `${baseURL}/subscription/success?plan=pro&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${baseURL}/pricing`,
    },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { url } = (await session.json()) as { url: string };
  expect((await page.request.post(url, { maxRedirects: 0 })).status()).toBe(303);
  const before = (await (await page.request.get('/api/billing/subscription')).json()) as {
    currentPeriodEnd: string;
  };

  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Upgrade Plan');
  const billing = page.getByRole('region', { name: 'Billing' });
  const date = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso)),
    before.currentPeriodEnd,
  );
  await expect(billing).toContainText(`Next invoice on ${date}`);

  page.once('dialog', (dialog) => void dialog.accept());
  await billing.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(billing).toContainText(`Your Pro plan ends on ${date}`);
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { subscriptionEndsAt: string };
  };
  expect(me.user.subscriptionEndsAt).toBe(before.currentPeriodEnd);

  await billing.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(billing).toContainText(`Next invoice on ${date}`);
  await expect(billing.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  const after = (await (await page.request.get('/api/billing/subscription')).json()) as {
    cancelAtPeriodEnd: boolean;
  };
  expect(after.cancelAtPeriodEnd).toBe(false);
  expect(problems).toEqual([]);
});
