/**
 * Advanced customisation and Custom branding end to end: Free sees the settings greyed with the
 * upgrade link; a Pro owner's welcome text, default sort, shown statuses, renamed status, accent
 * colour and dark theme reach a visitor's board, idea page, roadmap and embed; a downgrade to
 * Free (the subscription ended on the fake Stripe) brings the standard board back.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  addIdea,
  createCompany,
  endSubscription,
  hasHorizontalScroll,
  subscribeTo,
  watchConsole,
} from './board-helpers';
import { openTab } from './dashboard-helpers';

const ACCENT = '#0f766e';
const ACCENT_RGB = 'rgb(15, 118, 110)';
const DARK_BACKGROUND = 'rgb(11, 17, 32)';
const DARK_SURFACE = 'rgb(21, 30, 48)';
const WHITE = 'rgb(255, 255, 255)';

async function visitor(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  return { page, problems: watchConsole(page), close: () => context.close() };
}

const titles = (page: Page) => page.getByTestId('idea-card').locator('h3').allTextContents();

/** The branded frame's background and the accent as its custom property. */
async function look(page: Page) {
  return page
    .locator('[data-theme]')
    .first()
    .evaluate((frame) => ({
      theme: frame.getAttribute('data-theme'),
      background: getComputedStyle(frame).backgroundColor,
      accent: getComputedStyle(frame).getPropertyValue('--sayso-brand').trim(),
    }));
}

test('on Free the board settings are greyed, with the upgrade link', async ({ page }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'branding');
  const card = page.getByRole('region', { name: 'Board & Branding' });
  await expect(card.getByText('Board customisation needs the Pro plan.')).toBeVisible();
  await expect(card.getByText('Custom branding needs the Pro plan.')).toBeVisible();
  await expect(card.getByLabel('Welcome text')).toBeDisabled();
  await expect(card.getByLabel('Accent colour', { exact: true })).toBeDisabled();
  await expect(card.getByRole('radio', { name: 'Dark' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Upgrade to Pro' }).first().click();
  // Issue 26: the gate's link leads to the Billing section (it was ?tab=plan).
  await expect(page).toHaveURL(/\/billing$/);
  expect(problems).toEqual([]);
});

test('a Pro owner customises and brands the board; a visitor sees it until the plan ends', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  const checkout = (await subscribeTo(page.request, baseURL, 'pro')) ?? '';
  const oldest = await addIdea(page.request, company.id, 'Oldest but most voted');
  const planned = await addIdea(page.request, company.id, 'Planned middle idea');
  const shipped = await addIdea(page.request, company.id, 'Shipped long ago');
  await addIdea(page.request, company.id, 'Newest idea of all');
  expect((await page.request.post(`/api/features/${oldest.id}/vote`)).status()).toBe(200);
  for (const [idea, status] of [
    [planned, 'planned'],
    [shipped, 'completed'],
  ] as const)
    expect((await page.request.patch(`/api/features/${idea.id}`, { data: { status } })).status()).toBe(200);

  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'branding');
  const card = page.getByRole('region', { name: 'Board & Branding' });
  await expect(card.getByText('needs the Pro plan')).toHaveCount(0);
  await card.getByLabel('Welcome text').fill('Hello from the team.\nTell us what to build.');
  await expect(card.getByText('43/500')).toBeVisible();
  await card.getByLabel('Default sort').selectOption({ label: 'Newest' });
  await card.getByRole('checkbox', { name: 'Completed' }).uncheck();
  await card.getByLabel('Label for Planned').fill('Next up');
  await card.getByLabel('Accent colour', { exact: true }).fill(ACCENT);
  await card.getByRole('radio', { name: 'Dark' }).check();
  await card.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByTestId('toast')).toContainText('Board settings updated successfully');
  // The owner's own list keeps every idea, in the board's labels.
  await openTab(page, 'Feature Requests');
  await expect(page.getByTestId('idea-row')).toHaveCount(4);
  await expect(page.getByRole('img', { name: 'Next up' })).toBeVisible();

  const guest = await visitor(browser);
  await guest.page.goto(`/company/${company.slug}`);
  const welcome = guest.page.getByTestId('board-welcome-text');
  await expect(welcome).toHaveText('Hello from the team.\nTell us what to build.');
  expect(await welcome.evaluate((el) => el.innerHTML)).not.toContain('<');
  await expect(guest.page.getByTestId('idea-card')).toHaveCount(3);
  expect(await titles(guest.page)).toEqual([
    'Newest idea of all',
    'Planned middle idea',
    'Oldest but most voted',
  ]);
  await expect(guest.page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  const filters = guest.page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Next up' })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'Completed' })).toHaveCount(0);
  await expect(guest.page.getByRole('img', { name: 'Next up' })).toBeVisible();
  expect(await look(guest.page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND, accent: ACCENT });
  // Issue 26: the one welcome block (heading and text) carries the accent stripe.
  await expect(guest.page.getByRole('region', { name: /Feedback Page/ })).toHaveCSS(
    'border-left-color',
    ACCENT_RGB,
  );
  // The submit dialog opens inside the branded page, in its theme.
  await guest.page.getByRole('button', { name: 'Submit Idea' }).click();
  const dialog = guest.page.getByRole('dialog', { name: 'Submit New Idea' });
  await expect(dialog).toHaveCSS('background-color', DARK_SURFACE);
  await guest.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Issue 26: the header is the company's own, in its theme; Sayso's marketing links are gone.
  await expect(guest.page.getByRole('banner')).toHaveCSS('background-color', DARK_SURFACE);
  await expect(guest.page.getByRole('link', { name: 'How It Works' })).toHaveCount(0);

  await guest.page.goto(`/company/${company.slug}/ideas/${planned.id}`);
  await expect(guest.page.getByRole('img', { name: 'Next up' })).toBeVisible();
  expect(await look(guest.page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND, accent: ACCENT });

  await guest.page.goto(`/company/${company.slug}/roadmap`);
  await expect(guest.page.getByTestId('roadmap-planned')).toContainText('Next up');
  expect(await look(guest.page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND, accent: ACCENT });

  await guest.page.goto(`/embed/${company.slug}`);
  await expect(guest.page.getByTestId('board-welcome-text')).toBeVisible();
  await expect(guest.page.getByTestId('idea-card')).toHaveCount(3);
  expect((await titles(guest.page))[0]).toBe('Newest idea of all');
  await expect(guest.page.getByRole('img', { name: 'Next up' })).toBeVisible();
  expect(await look(guest.page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND, accent: ACCENT });
  expect(guest.problems).toEqual([]);
  await guest.close();

  // A phone: the custom label replaces the short one too, and nothing scrolls sideways.
  const phone = await visitor(browser, 375);
  await phone.page.goto(`/company/${company.slug}`);
  await expect(phone.page.getByTestId('idea-card')).toHaveCount(3);
  const badge = phone.page.getByRole('img', { name: 'Next up' });
  await expect(badge.locator('span:visible')).toHaveText('Next up');
  // Issue 26: the phone's filters fold behind a Filters button, so the ideas come first.
  await phone.page.getByRole('button', { name: 'Filters' }).click();
  await expect(phone.page.getByLabel('Status')).toContainText('Next up');
  expect(await hasHorizontalScroll(phone.page)).toBe(false);
  await phone.close();

  await page.setViewportSize({ width: 375, height: 800 });
  // Issue 26: the board's look is the Settings section Branding.
  await page.goto(`/dashboard/${company.slug}/settings/branding`);
  await expect(
    page.getByRole('region', { name: 'Board & Branding' }).getByLabel('Welcome text'),
  ).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // Downgrade: the stored choices stop applying at once; the standard board is back.
  await endSubscription(page.request, checkout);
  const after = await visitor(browser);
  await after.page.goto(`/company/${company.slug}`);
  await expect(after.page.getByTestId('idea-card')).toHaveCount(4);
  expect((await titles(after.page))[0]).toBe('Oldest but most voted');
  // Issue 26: one welcome; without the owner's text (no longer applied) the default shows.
  await expect(after.page.getByTestId('board-welcome-text')).toHaveText(
    /^This is where you can share your ideas/,
  );
  await expect(after.page.getByRole('img', { name: 'Planned' })).toBeVisible();
  await expect(after.page.getByRole('img', { name: 'Completed' })).toBeVisible();
  const standard = await look(after.page);
  expect(standard).toMatchObject({ theme: 'light', background: WHITE, accent: '#4f46e5' });
  await after.page.goto(`/embed/${company.slug}`);
  await expect(after.page.getByTestId('idea-card')).toHaveCount(4);
  expect(await look(after.page)).toMatchObject({ theme: 'light', background: WHITE });
  expect(after.problems).toEqual([]);
  await after.close();
  expect(problems).toEqual([]);
});
