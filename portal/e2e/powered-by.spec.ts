/**
 * "Powered by Sayso" (issue 13): a small link under the public board, the idea page and the
 * embed for Free and Pro; a Business owner (paid through the fake Stripe the e2e server starts)
 * is white-label and shows none.
 */
import { expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';

/** A company of a new owner on `plan`, with one idea. */
async function boardOn(page: Page, baseURL: string | undefined, plan: 'free' | 'pro' | 'business') {
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, plan);
  const idea = await addIdea(page.request, company.id, `An idea for ${plan}`);
  return { ...company, ideaId: idea.id };
}

const poweredBy = (page: Page) => page.getByRole('link', { name: /Powered by Sayso/ });

test('a Free board, its idea page and its embed show the link to the landing page', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const board = await boardOn(page, baseURL, 'free');

  await page.goto(`/company/${board.slug}`);
  await expect(page.getByRole('link', { name: 'An idea for free' })).toBeVisible();
  await expect(poweredBy(page)).toHaveAttribute('href', '/');
  await expect(poweredBy(page)).toHaveAttribute('rel', 'noopener');
  await expect(poweredBy(page)).not.toHaveAttribute('target', /.*/);

  await page.goto(`/company/${board.slug}/ideas/${board.ideaId}`);
  await expect(page.getByRole('heading', { name: 'An idea for free' })).toBeVisible();
  await expect(poweredBy(page)).toHaveAttribute('href', '/');

  await page.goto(`/company/${board.slug}/roadmap`);
  await expect(page.getByRole('region', { name: 'Roadmap' })).toBeVisible();
  await expect(poweredBy(page)).toHaveAttribute('href', '/');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/embed/${board.slug}`);
  await expect(page.getByRole('link', { name: 'An idea for free' })).toBeVisible();
  await expect(poweredBy(page)).toHaveAccessibleName('Powered by Sayso (opens in a new tab)');
  await expect(poweredBy(page)).toHaveAttribute('target', '_blank');
  await expect(poweredBy(page)).toHaveAttribute('rel', 'noopener');
  await poweredBy(page).focus();
  await expect(poweredBy(page)).toBeFocused();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // The link goes to the landing page, in a new tab from the embed.
  const [landing] = await Promise.all([page.context().waitForEvent('page'), poweredBy(page).click()]);
  await landing.waitForLoadState();
  expect(new URL(landing.url()).pathname).toBe('/');
  expect(problems).toEqual([]);
});

test('a Pro board keeps the link', async ({ page, baseURL }) => {
  const board = await boardOn(page, baseURL, 'pro');
  await page.goto(`/company/${board.slug}`);
  await expect(page.getByRole('link', { name: 'An idea for pro' })).toBeVisible();
  await expect(poweredBy(page)).toBeVisible();
});

test('a Business board, its idea page and its embed are white-label', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  const board = await boardOn(page, baseURL, 'business');

  await page.goto(`/company/${board.slug}`);
  await expect(page.getByRole('link', { name: 'An idea for business' })).toBeVisible();
  await expect(poweredBy(page)).toHaveCount(0);

  await page.goto(`/company/${board.slug}/ideas/${board.ideaId}`);
  await expect(page.getByRole('heading', { name: 'An idea for business' })).toBeVisible();
  await expect(poweredBy(page)).toHaveCount(0);

  await page.goto(`/company/${board.slug}/roadmap`);
  await expect(page.getByRole('region', { name: 'Roadmap' })).toBeVisible();
  await expect(poweredBy(page)).toHaveCount(0);

  await page.goto(`/embed/${board.slug}`);
  await expect(page.getByRole('link', { name: 'An idea for business' })).toBeVisible();
  await expect(poweredBy(page)).toHaveCount(0);
  await page.goto(`/embed/${board.slug}?idea=${board.ideaId}`);
  await expect(page.getByRole('heading', { name: 'An idea for business' })).toBeVisible();
  await expect(poweredBy(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});
