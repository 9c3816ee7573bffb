/**
 * No dead ends: login returns to where the visitor came from (a safe same-site returnTo), and a
 * signed-in user without a company can always create one.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, signUp, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'correct-horse-42';

/** An account made on the API's own request context, so the page itself stays signed out. */
async function account(request: APIRequestContext) {
  const id = unique();
  const email = `flow-${id}@example.com`;
  const res = await request.post('/api/auth/signup', {
    data: { name: 'Flo Flow', email, username: `flow_${id}`, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function logInOnAuth(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\?/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('idea page → Log in → back on the idea', async ({ page, request }) => {
  const problems = watchConsole(page);
  const company = await createCompany(request);
  const idea = await addIdea(request, company.id, 'Return me here');
  const email = await account(request);

  await page.goto(`/company/${company.slug}/ideas/${idea.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await logInOnAuth(page, email);
  await expect(page).toHaveURL(`/company/${company.slug}/ideas/${idea.id}`);
  await expect(page.getByRole('heading', { name: 'Return me here' })).toBeVisible();
  // Signed in now: the comment box replaces the login prompt.
  await expect(page.getByRole('button', { name: /comment/i }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("the header's Log in brings the visitor back to the board they were reading", async ({
  page,
  request,
}) => {
  const company = await createCompany(request);
  const email = await account(request);
  await page.goto(`/company/${company.slug}`);
  // Issue 26: the board wears the company's own header, whose link reads "Sign in".
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await logInOnAuth(page, email);
  await expect(page).toHaveURL(`/company/${company.slug}`);
});

test('/pricing Pro → Login Required → log in → checkout of Pro', async ({ page, request }) => {
  const email = await account(request);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page.getByTestId('toast')).toContainText('Login Required');
  await logInOnAuth(page, email);
  // Back to the chosen plan: the checkout page sends the browser on to (the fake) Stripe.
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
  await expect(page.getByText('€24 per month')).toBeVisible();
});

test('a protected page returns to itself after login; a foreign returnTo is ignored', async ({
  page,
  request,
}) => {
  const email = await account(request);
  await page.goto('/subscription/success?plan=pro');
  await expect(page).toHaveURL('/auth?returnTo=%2Fsubscription%2Fsuccess%3Fplan%3Dpro');
  await logInOnAuth(page, email);
  await expect(page).toHaveURL(/\/subscription\/success\?plan=pro$/);

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/auth?returnTo=//evil.example/steal');
  await logInOnAuth(page, email);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('a signed-in user without a company creates one from the landing', async ({ page }) => {
  const problems = watchConsole(page);
  await signUp(page.request, 'No Company Yet');
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Your Page' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { name: 'Create your company page' })).toBeVisible();
  // Signed in already: only the company step, no second account form.
  await expect(page.getByLabel('Username')).toHaveCount(0);
  const name = `Landing Co ${unique()}`;
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create Company' }).click();
  // Issue 26: the proposed address joins the name's words with hyphens.
  await expect(page).toHaveURL(/\/dashboard\/landing-co-/);
  // The dashboard's compact company header names it (issue 26).
  await expect(page.getByRole('complementary').getByText(name, { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a signed-in user following a "register" link gets the company step, not a redirect home', async ({
  page,
}) => {
  await signUp(page.request, 'Registered Already');
  await page.goto('/auth?tab=register');
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('button', { name: 'Create Company' })).toBeVisible();
});

test('after Delete Company the owner can create a new company', async ({ page }) => {
  const company = await createCompany(page.request);
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'danger');
  await page.getByRole('button', { name: 'Delete Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Company' });
  await dialog.getByLabel(`Type ${company.name} to confirm`).fill(company.name);
  await dialog.getByRole('button', { name: 'Delete Company' }).click();
  await expect(page.getByTestId('toast')).toContainText('Company deleted');

  await page.getByRole('link', { name: 'Create Your Page' }).click();
  const name = `Second Try ${unique()}`;
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create Company' }).click();
  // Issue 26: the proposed address joins the name's words with hyphens.
  await expect(page).toHaveURL(/\/dashboard\/second-try-/);
});
