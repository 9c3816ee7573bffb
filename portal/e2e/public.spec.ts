/** Public pages: landing, 404, pricing for a visitor, and the phone layout. */
import { expect, test } from '@playwright/test';
import { hasHorizontalScroll, watchConsole } from './board-helpers';

test('the landing page shows the hero, featured companies, snippet, FAQ and demo', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/Sayso/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('actually want');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  // The seeded demo company is featured, linking to its page.
  await expect(page.locator('#companies').getByRole('link', { name: /demo/i }).first()).toHaveAttribute(
    'href',
    /\/company\//,
  );
  const snippet = page.locator('#how-it-works code');
  const origin = new URL(page.url()).origin;
  await expect(snippet).toHaveText(
    `<script src="${origin}/sdk/v1/sayso.js" data-company="your-company" async></script>`,
  );
  await expect(page.locator('iframe[title="Sayso demo feedback board"]')).toHaveAttribute(
    'src',
    '/embed/demo',
  );
  await expect(page.getByRole('link', { name: /^Feedback/ })).toHaveAttribute('target', '_blank');

  const question = page.locator('#faq').getByRole('button', { name: 'Do my customers need an account?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.locator('#faq').getByText('Visitors can submit ideas and vote anonymously'),
  ).toBeVisible();

  // The For Customers tab of the guide.
  await page.getByRole('tab', { name: 'For Customers' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Open the board');
  expect(problems).toEqual([]);
});

test('header section links scroll on / and navigate to /#id elsewhere', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.locator('#faq')).toBeInViewport();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  // Issue 26 replaced the specification's 'Did you forget to add the page to the router?' with a
  // sentence for people; the title stays the specification's.
  await expect(page.getByText("We couldn't find the page you were looking for.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a visitor choosing a paid plan sees Login Required and goes to /auth', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-free')).toContainText('€0');
  await expect(page.getByTestId('plan-pro')).toContainText('€24');
  await expect(page.getByTestId('plan-business')).toContainText('€39');
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page.getByTestId('toast')).toContainText('Login Required');
  // Signed in, the visitor comes back to the chosen plan's checkout.
  await expect(page).toHaveURL('/auth?returnTo=%2Fcheckout%2Fpro');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/', '/auth', '/signup', '/login', '/pricing', '/privacy', '/terms', '/nope']) {
    test(`${path} has no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await hasHorizontalScroll(page)).toBe(false);
    });
  }

  test('the menu button opens the navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }),
    ).toBeVisible();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
