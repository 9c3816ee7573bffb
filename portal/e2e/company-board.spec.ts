/**
 * Issue 26, the company's own board, end to end at 1280 and 375 px: a visitor lands on a branded
 * dark Business board under the company's header (no Sayso marketing chrome), sees the first idea
 * above the fold, skips to the ideas and votes by keyboard (focus kept), submits an idea and lands
 * on it; a failed board request recovers with Try again on the same address; the 404 page speaks
 * to people; axe-core finds nothing on the board, idea, roadmap, 404, landing and pricing pages.
 * Screenshots of the board (light and dark) and the idea page go to docs/screenshots/issue-26.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';

const SHOTS = 'docs/screenshots/issue-26';
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
];
const ACCENT = '#0f766e';

/** A Business company in dark theme with a teal accent and three ideas. */
async function darkBusinessBoard(request: APIRequestContext, baseURL: string | undefined) {
  const company = await createCompany(request, `Nightowl Labs ${Date.now().toString(36)}`);
  await subscribeTo(request, baseURL, 'business');
  const settings = await request.patch(`/api/companies/${company.id}/settings`, {
    data: { accentColor: ACCENT, theme: 'dark' },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  for (const title of ['Offline mode for the app', 'Keyboard shortcuts', 'Export to CSV']) {
    await addIdea(request, company.id, title);
  }
  return company;
}

/** Presses Tab until a vote button has focus; answers how many presses it took. */
async function tabsToFirstVote(page: Page, max = 40) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (label.startsWith('Vote for ')) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test('a visitor on a branded dark Business board: first idea above the fold, keyboard vote, submit lands on the idea', async ({
      page,
      request,
      baseURL,
    }) => {
      // A whole visit: a paid plan bought, three pages, each checked by axe on a shared machine.
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      const company = await darkBusinessBoard(request, baseURL);
      await page.goto(`/company/${company.slug}`);
      const firstCard = page.getByTestId('idea-card').first();
      await expect(firstCard).toBeVisible();

      // The company's own header; Sayso's marketing navigation and footer are not on its board.
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: `${company.name} board` })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'How It Works' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // Dark theme and the accent on the whole page, its header included.
      await expect(page.locator('[data-theme="dark"]')).toHaveCount(1);
      await expect(banner).toHaveCSS('background-color', 'rgb(21, 30, 48)');
      await expect(page.getByRole('button', { name: 'Submit Idea' })).toHaveCSS(
        'background-image',
        /rgb\(15, 118, 110\)/,
      );

      // One welcome (the default: this owner wrote none), and the first idea above the fold.
      await expect(page.getByRole('region', { name: /Feedback Page/ })).toHaveCount(1);
      const vote = (await firstCard.getByRole('button', { name: /^Vote for / }).boundingBox()) ?? null;
      expect(vote).not.toBeNull();
      expect((vote?.y ?? 0) + (vote?.height ?? 0)).toBeLessThanOrEqual(screen.height);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page, `board ${screen.width}`);
      await page.screenshot({ path: `${SHOTS}/board-dark-${screen.width}.png` });

      // "Skip to ideas" is the first stop; one more Tab reaches the first vote button.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to ideas' })).toBeFocused();
      await page.keyboard.press('Enter');
      expect(await tabsToFirstVote(page)).toBe(1);
      const firstVote = firstCard.getByRole('button', { name: /^Vote for / });
      await expect(firstVote).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(firstVote).toHaveAttribute('aria-pressed', 'true');
      await expect(firstVote).toContainText('1');
      // Focus stays on the button it voted with (a disabled button would drop it to the body).
      await expect(firstVote).toBeFocused();

      await page.getByRole('button', { name: 'Submit Idea' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit New Idea' });
      await dialog.getByLabel('Title').fill('Dark mode for the widget');
      await dialog.getByLabel('Description').fill('Our site is dark; the panel should be too.');
      await dialog.getByRole('button', { name: 'Submit Idea' }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/ideas/\\d+$`));
      await expect(page.getByRole('heading', { name: 'Dark mode for the widget', level: 1 })).toBeVisible();
      await expect(page.getByText('· 0 votes')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Roadmap' })).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page, `idea ${screen.width}`);
      await page.screenshot({ path: `${SHOTS}/idea-dark-${screen.width}.png` });

      await page.getByRole('banner').getByRole('link', { name: 'Roadmap' }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/roadmap$`));
      await expect(page.getByTestId('roadmap')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(1);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page, `roadmap ${screen.width}`);
      expect(problems).toEqual([]);
    });

    test('a failed board request keeps the board address, and Try again shows the board', async ({
      page,
      request,
    }) => {
      const company = await createCompany(request);
      await addIdea(request, company.id, 'Recovering board idea');
      // The company's request fails once, as a dropped connection or a restart would.
      await page.route(
        `**/api/companies/${company.slug}`,
        (route) =>
          route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
        { times: 1 },
      );
      await page.goto(`/company/${company.slug}`);
      const failure = page.getByRole('alert').filter({ hasText: 'The board could not be loaded.' });
      await expect(failure).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}$`));
      await expectNoAxeViolations(page, `failed board ${screen.width}`);

      await failure.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
      await expect(page.getByTestId('idea-card')).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}$`));
    });

    test('the 404 page speaks to people; Sayso’s own pages keep their header and pass axe', async ({
      page,
    }) => {
      // Three full pages through axe (the landing page is long): past 30 s on a loaded machine.
      test.slow();
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
      await expect(page.getByText("We couldn't find the page you were looking for.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page, `404 ${screen.width}`);

      for (const path of ['/', '/pricing']) {
        await page.goto(path);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.locator('h1').first()).toBeVisible();
        await expectNoAxeViolations(page, `${path} ${screen.width}`);
      }
    });

    test('the light board: compact header, one welcome, screenshot', async ({ page, request }) => {
      const company = await createCompany(request, `Lightfoot ${Date.now().toString(36)}`);
      for (const title of ['Calendar sync', 'Team mentions']) await addIdea(request, company.id, title);
      await page.goto(`/company/${company.slug}`);
      await expect(page.getByTestId('idea-card')).toHaveCount(2);
      await expect(page.getByRole('definition').first()).toHaveText('2');
      const vote = await page.getByTestId('idea-card').first().getByRole('button').first().boundingBox();
      expect((vote?.y ?? 0) + (vote?.height ?? 0)).toBeLessThanOrEqual(screen.height);
      await expectNoAxeViolations(page, `light board ${screen.width}`);
      await page.screenshot({ path: `${SHOTS}/board-light-${screen.width}.png` });
    });
  });
}

test('plurals on the board and the idea page: 1 idea found, 2 ideas found, 1 vote', async ({
  page,
  request,
}) => {
  const company = await createCompany(request);
  const idea = await addIdea(request, company.id, 'Plural check alpha');
  await addIdea(request, company.id, 'Plural check beta');
  await page.goto(`/company/${company.slug}`);
  const search = page.getByRole('searchbox', { name: 'Search ideas' });
  await search.fill('Plural check');
  await expect(page.getByText('2 ideas found')).toBeVisible();
  await search.fill('alpha');
  await expect(page.getByText('1 idea found')).toBeVisible();
  await page.getByRole('button', { name: `Vote for ${idea.title}` }).click();
  await page.getByRole('link', { name: idea.title }).click();
  await expect(page.getByText('· 1 vote', { exact: false })).toBeVisible();
});

test('an empty board offers Submit an Idea to a visitor, and a welcome dismissed stays dismissed', async ({
  page,
  request,
}) => {
  const company = await createCompany(request);
  await page.goto(`/company/${company.slug}`);
  await expect(page.getByText('Be the first to suggest a feature for this company')).toBeVisible();
  await page.getByRole('button', { name: 'Submit an Idea' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit New Idea' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await expect(page.getByRole('region', { name: /Feedback Page/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Feedback Page/ })).toHaveCount(0);
});

test('the idea list and the stats fail on their own, each with Try again', async ({ page, request }) => {
  const company = await createCompany(request);
  await addIdea(request, company.id, 'Listed after a retry');
  const fail = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  await page.route(`**/api/companies/${company.slug}/features*`, fail, { times: 1 });
  await page.route(`**/api/companies/${company.slug}/stats`, fail, { times: 1 });
  await page.goto(`/company/${company.slug}`);

  const list = page.getByRole('alert').filter({ hasText: 'The ideas could not be loaded.' });
  const stats = page.getByRole('alert').filter({ hasText: 'The statistics could not be loaded.' });
  await expect(list).toBeVisible();
  await expect(stats).toBeVisible();
  await expect(page.getByTestId('idea-card')).toHaveCount(0);
  await expectNoAxeViolations(page, 'failed list and stats');

  await list.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('idea-card')).toHaveCount(1);
  await stats.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('definition').first()).toHaveText('1');
});
