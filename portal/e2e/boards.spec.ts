/**
 * Issue 27, a company's boards on the public side, at 1280 and 375 px: the switcher on the
 * company page (the default board keeps /company/{slug}, a team-only board is neither listed nor
 * reachable), a board's own page, submitting on the board shown, embedding one board
 * (`/embed/{slug}?board=`) and the roadmap's board filter in the address; axe-core on every page.
 * What needs the API's per-board lists is in boards-filtered.spec.ts. Screenshots of the switcher
 * and a board page go to docs/screenshots/issue-27.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';
import { companyWithBoards } from './boards-helpers';

const SHOTS = 'docs/screenshots/issue-27';
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
];

const switcher = (page: Page) => page.getByRole('navigation', { name: 'Boards', exact: true });

/** Fills and sends the open submit dialog; answers the new idea's id from the page it lands on. */
async function submitIdea(page: Page, title: string, afterTitle?: Promise<unknown>) {
  const dialog = page.getByRole('dialog', { name: 'Submit New Idea' });
  await dialog.getByLabel('Title').fill(title);
  // The similar-ideas check asks 250 ms after the last keystroke: a quick submit can beat it.
  await afterTitle;
  await dialog.getByLabel('Description').fill(`${title}: submitted from the board it belongs to.`);
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/(\/ideas\/|[?&]idea=)\d+/);
  return Number(/(?:\/ideas\/|[?&]idea=)(\d+)/.exec(page.url())?.[1]);
}

/** The board an idea is on, as the API answers it. */
async function boardOf(page: Page, ideaId: number) {
  const response = await page.request.get(`/api/features/${ideaId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { boardId: number }).boardId;
}

/** Every journey below starts here: a Pro company with its boards, the page's console watched. */
async function boardsScene(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  // Building the company, its plan and its boards takes a while on a busy machine.
  test.setTimeout(90_000);
  return { problems: watchConsole(page), company: await companyWithBoards(request, baseURL) };
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test('a visitor switches boards: the default board keeps the company address, a team board stays hidden', async ({
      page,
      request,
      baseURL,
    }) => {
      const { problems, company } = await boardsScene(page, request, baseURL);

      await page.goto(`/company/${company.slug}`);
      const nav = switcher(page);
      await expect(nav.getByRole('link')).toHaveText(['Feature Requests', 'Mobile app']);
      await expect(nav.getByRole('link', { name: 'Feature Requests' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('link', { name: 'Feature Requests' })).toHaveAttribute(
        'href',
        `/company/${company.slug}`,
      );
      await expect(page.getByRole('heading', { name: 'Feature Requests', level: 2 })).toBeVisible();
      await expect(page.getByTestId('idea-card').first()).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.screenshot({ path: `${SHOTS}/switcher-${screen.width}.png` });
      await expectNoAxeViolations(page);

      // By keyboard: the link takes focus and Enter follows it.
      const mobileLink = nav.getByRole('link', { name: 'Mobile app' });
      await mobileLink.focus();
      await expect(mobileLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/board/mobile-app$`));
      await expect(page).toHaveTitle(`Mobile app · ${company.name} Feedback · Sayso`);
      await expect(page.getByRole('heading', { name: 'Mobile app', level: 2 })).toBeVisible();
      await expect(page.getByText('Ideas for the iOS and Android apps.')).toBeVisible();
      await expect(mobileLink).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Feature Requests' })).not.toHaveAttribute('aria-current');
      await expect(page.getByTestId('idea-card').first()).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.screenshot({ path: `${SHOTS}/board-page-${screen.width}.png` });
      await expectNoAxeViolations(page);

      // A board's address opens on its own (the server serves it), and back returns to the default.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Mobile app', level: 2 })).toBeVisible();
      await nav.getByRole('link', { name: 'Feature Requests' }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}$`));
      await expect(nav.getByRole('link', { name: 'Feature Requests' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // The team's board: the owner sees it, a visitor neither in the switcher nor at its address
      // (where the browser logs the API's 404, so the console is checked before).
      await expect(nav.getByRole('link', { name: 'Internal' })).toHaveCount(0);
      expect(problems).toEqual([]);
      await page.goto(`/company/${company.slug}/board/internal`);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Sayso');
      await expectNoAxeViolations(page);
      await page.goto(`/company/${company.slug}/board/no-such-board`);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    });

    test('a company with one board looks as before: no switcher, no board heading', async ({
      page,
      request,
    }) => {
      const company = await createCompany(request);
      await page.goto(`/company/${company.slug}`);
      await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No feature requests found' })).toBeVisible();
      await expect(switcher(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Feature Requests', level: 2 })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Feature requests' })).toBeVisible();
      // Its one board still has its own address.
      await page.goto(`/company/${company.slug}/board/feature-requests`);
      await expect(page.getByRole('heading', { name: 'Feature Requests', level: 2 })).toBeVisible();
      await expect(switcher(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a visitor submits on the board shown: similar ideas asked there, the idea lands there and links back', async ({
      page,
      request,
      baseURL,
    }) => {
      const { problems, company } = await boardsScene(page, request, baseURL);
      await page.goto(`/company/${company.slug}/board/mobile-app`);
      await expect(page.getByRole('heading', { name: 'Mobile app', level: 2 })).toBeVisible();

      await page.getByRole('button', { name: 'Submit Idea' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Submit New Idea' })).toBeVisible();
      await expectNoAxeViolations(page);
      const similar = page.waitForRequest(
        (req) =>
          req.url().includes('/similar?') && new URL(req.url()).searchParams.get('board') === 'mobile-app',
      );
      const id = await submitIdea(page, 'Widgets on the home screen', similar);
      expect(await boardOf(page, id)).toBe(company.mobile.id);

      // The idea's page keeps its address and names its board, a link back to it.
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/ideas/${id}$`));
      const backToBoard = page.getByRole('link', { name: 'Mobile app' });
      await expect(page.getByText('On the board')).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);
      await backToBoard.click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/board/mobile-app$`));

      // On the default board the idea goes to the default board.
      await switcher(page).getByRole('link', { name: 'Feature Requests' }).click();
      await page.getByRole('button', { name: 'Submit Idea' }).first().click();
      const mainId = await submitIdea(page, 'Saved filters on the web');
      expect(await boardOf(page, mainId)).toBe(company.main.id);
      await expect(page.getByRole('link', { name: 'Feature Requests' })).toHaveAttribute(
        'href',
        `/company/${company.slug}`,
      );
      expect(problems).toEqual([]);
    });

    test('the embed shows the board ?board= names and submits to it; a hidden or unknown board is not found', async ({
      page,
      request,
      baseURL,
    }) => {
      const { problems, company } = await boardsScene(page, request, baseURL);
      await page.goto(`/embed/${company.slug}?board=mobile-app`);
      await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
      await expect(page.getByTestId('idea-card').first()).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Submit Idea' }).first().click();
      const id = await submitIdea(page, 'Dark mode in the app');
      expect(await boardOf(page, id)).toBe(company.mobile.id);
      // The idea opens inside the embed, which stays on its board.
      expect(new URL(page.url()).searchParams.get('board')).toBe('mobile-app');
      await expect(page.getByRole('heading', { name: 'Dark mode in the app' })).toBeVisible();
      await expectNoAxeViolations(page);

      // Without ?board=, the default board, as before.
      await page.goto(`/embed/${company.slug}`);
      await page.getByRole('button', { name: 'Submit Idea' }).first().click();
      expect(await boardOf(page, await submitIdea(page, 'Embed default board idea'))).toBe(company.main.id);

      expect(problems).toEqual([]);
      for (const hidden of ['internal', 'no-such-board']) {
        await page.goto(`/embed/${company.slug}?board=${hidden}`);
        await expect(page.getByRole('alert')).toHaveText('Board not found');
      }
      await expectNoAxeViolations(page);
    });

    test('the roadmap filters by board, kept in its address', async ({ page, request, baseURL }) => {
      const { problems, company } = await boardsScene(page, request, baseURL);
      await page.goto(`/company/${company.slug}/roadmap`);
      const filter = page.getByRole('navigation', { name: 'Roadmap by board' });
      await expect(filter.getByRole('link')).toHaveText(['All boards', 'Feature Requests', 'Mobile app']);
      await expect(filter.getByRole('link', { name: 'All boards' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('roadmap-card').first()).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);

      const asked = page.waitForRequest(
        (req) =>
          req.url().includes('/roadmap?') && new URL(req.url()).searchParams.get('board') === 'mobile-app',
      );
      await filter.getByRole('link', { name: 'Mobile app' }).click();
      await asked;
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/roadmap\\?board=mobile-app$`));
      await expect(filter.getByRole('link', { name: 'Mobile app' })).toHaveAttribute('aria-current', 'page');
      await expect(filter.getByRole('link', { name: 'All boards' })).not.toHaveAttribute('aria-current');
      await expect(page.getByTestId('roadmap-card').first()).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);

      // Reload and back keep the filter in the address.
      await page.reload();
      await expect(filter.getByRole('link', { name: 'Mobile app' })).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/roadmap$`));
      await expect(filter.getByRole('link', { name: 'All boards' })).toHaveAttribute('aria-current', 'page');

      expect(problems).toEqual([]);
      await page.goto(`/company/${company.slug}/roadmap?board=internal`);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
