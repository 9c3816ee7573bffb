/**
 * Categorisation (issue 13): a Free owner sees the Categories card greyed with the upgrade link;
 * a Pro owner (paid through the fake Stripe) adds, renames and reorders categories, a visitor
 * files an idea under one, the board filters by it, and the idea keeps it through a rename.
 */
import { expect, type Page, test } from '@playwright/test';
import { createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

const card = (page: Page) => page.getByRole('region', { name: 'Categories' });

async function openCategories(page: Page, slug: string) {
  await page.goto(`/dashboard/${slug}`);
  await openTab(page, 'Company Settings', 'board');
  await expect(card(page)).toBeVisible();
}

test('a Free owner sees the card greyed with the upgrade link', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'free');
  await page.setViewportSize({ width: 375, height: 800 });
  await openCategories(page, company.slug);

  await expect(card(page).getByText('Custom categories needs the Pro plan.')).toBeVisible();
  await expect(card(page).getByLabel('New category')).toBeDisabled();
  await expect(card(page).getByRole('button', { name: 'Add category' })).toBeDisabled();
  await card(page).getByRole('link', { name: 'Upgrade to Pro' }).click();
  // Issue 26: the link leads to the Billing section.
  await expect(page).toHaveURL(/\/billing$/);
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(problems).toEqual([]);
});

test('a Pro board runs on its own categories, through a rename', async ({ page, baseURL, browser }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'pro');
  await page.setViewportSize({ width: 375, height: 800 });
  await openCategories(page, company.slug);

  const region = card(page);
  for (const name of ['Mobile app', 'Billing']) {
    await region.getByLabel('New category').fill(name);
    await region.getByRole('button', { name: 'Add category' }).click();
    await expect(region.getByRole('button', { name: `Rename ${name}` })).toBeVisible();
  }
  await expect(region.getByLabel('New category')).toHaveValue('');

  // Rename inline, by keyboard.
  await region.getByRole('button', { name: 'Rename Mobile app' }).click();
  await region.getByLabel('New name for Mobile app').fill('Phone');
  await region.getByLabel('New name for Mobile app').press('Enter');
  await expect(region.getByRole('button', { name: 'Rename Phone' })).toBeFocused();

  // Reorder with the buttons: Billing first; the keyboard stays on the moved category.
  await region.getByRole('button', { name: 'Move Billing up' }).click();
  const items = region.getByTestId('category-item');
  await expect(items.first()).toContainText('Billing');
  await expect(items.nth(1)).toContainText('Phone');
  await expect(region.getByRole('button', { name: 'Move Billing down' })).toBeFocused();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // A visitor files an idea under Phone, from a phone-sized window.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await visitorContext.newPage();
  const visitorProblems = watchConsole(visitor);
  await visitor.goto(`/company/${company.slug}`);
  await visitor.getByRole('button', { name: 'Submit Idea' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Submit New Idea' });
  const category = dialog.getByLabel('Category');
  await expect(category.locator('option')).toHaveText(['Billing', 'Phone']);
  await dialog.getByLabel('Title').fill('Offline mode for the app');
  await dialog.getByLabel('Description').fill('Let the phone app work on the train without signal.');
  await category.selectOption({ label: 'Phone' });
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(dialog).toBeHidden();
  // Issue 26: the visitor lands on their idea; back to the board for the list.
  await expect(visitor.getByRole('heading', { name: 'Offline mode for the app', level: 1 })).toBeVisible();
  await visitor.getByRole('link', { name: '← Back to all ideas' }).click();
  const ideaCard = visitor.getByTestId('idea-card').filter({ hasText: 'Offline mode for the app' });
  await expect(ideaCard.getByText('Phone', { exact: true })).toBeVisible();

  // The board's filter offers the company's categories, in board order, and filters by them
  // (on a phone behind the Filters button since issue 26).
  await visitor.getByRole('button', { name: 'Filters' }).click();
  const filter = visitor.getByRole('combobox', { name: 'Category' });
  await expect(filter.locator('option')).toHaveText(['All Categories', 'Billing', 'Phone']);
  await filter.selectOption({ label: 'Billing' });
  await expect(visitor.getByTestId('idea-card')).toHaveCount(0);
  await filter.selectOption({ label: 'Phone' });
  await expect(visitor.getByTestId('idea-card')).toHaveCount(1);
  expect(await hasHorizontalScroll(visitor)).toBe(false);

  // The owner renames Phone: the idea follows on the board and its own page.
  await region.getByRole('button', { name: 'Rename Phone' }).click();
  await region.getByLabel('New name for Phone').fill('Mobile');
  await region.getByRole('button', { name: 'Save' }).click();
  await expect(region.getByRole('button', { name: 'Rename Mobile' })).toBeVisible();

  await visitor.reload();
  await visitor.getByRole('button', { name: 'Filters' }).click();
  await visitor.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Mobile' });
  const renamed = visitor.getByTestId('idea-card');
  await expect(renamed).toHaveCount(1);
  await expect(renamed.getByText('Mobile', { exact: true })).toBeVisible();
  await renamed.getByRole('link', { name: 'Offline mode for the app' }).click();
  await expect(visitor.getByRole('heading', { name: 'Offline mode for the app' })).toBeVisible();
  await expect(visitor.getByRole('article').getByText('Mobile', { exact: true })).toBeVisible();

  await visitorContext.close();
  expect(problems).toEqual([]);
  expect(visitorProblems).toEqual([]);
});
