/**
 * Issue 27, each board's own ideas on the public side, at 1280 and 375 px: the company page lists
 * the default board's ideas only, a board page its own (search included), the embed's `?board=`
 * and the roadmap's filter likewise. These read the API's per-board answers
 * (`/features?board=`, `/roadmap?board=`), which the reads part of issue 27 builds.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { companyWithBoards } from './boards-helpers';

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
];

const cards = (page: Page) => page.getByTestId('idea-card');
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test('each board lists only its own ideas, and search stays within the board', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const company = await companyWithBoards(request, baseURL);
      await page.goto(`/company/${company.slug}`);
      await expect(cards(page)).toHaveText([new RegExp(company.mainIdea.title)]);
      await expectNoAxeViolations(page);

      await page
        .getByRole('navigation', { name: 'Boards', exact: true })
        .getByRole('link', { name: 'Mobile app' })
        .click();
      await expect(page).toHaveURL(/\/board\/mobile-app$/);
      await expect(cards(page)).toHaveText([new RegExp(company.mobileIdea.title)]);

      // The other board's idea is not found from here.
      const search = page.getByRole('searchbox', { name: 'Search ideas' });
      await search.fill('export');
      await expect(page.getByRole('heading', { name: 'No feature requests found' })).toBeVisible();
      await search.fill('offline');
      await expect(cards(page)).toHaveText([new RegExp(company.mobileIdea.title)]);
      await expectNoAxeViolations(page);
    });

    test("the embed's ?board= lists that board's ideas, and without it the default board's", async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const company = await companyWithBoards(request, baseURL);
      await page.goto(`/embed/${company.slug}?board=mobile-app`);
      await expect(cards(page)).toHaveText([new RegExp(company.mobileIdea.title)]);
      await expectNoAxeViolations(page);
      await page.goto(`/embed/${company.slug}`);
      await expect(cards(page)).toHaveText([new RegExp(company.mainIdea.title)]);
    });

    test("the roadmap's board filter shows that board's ideas, All boards every board's", async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const company = await companyWithBoards(request, baseURL);
      await page.goto(`/company/${company.slug}/roadmap`);
      const planned = column(page, 'Planned').getByTestId('roadmap-card');
      await expect(planned).toHaveCount(2);
      await page
        .getByRole('navigation', { name: 'Roadmap by board' })
        .getByRole('link', { name: 'Mobile app' })
        .click();
      await expect(planned).toHaveText([new RegExp(company.mobileIdea.title)]);
      await expectNoAxeViolations(page);
      await page
        .getByRole('navigation', { name: 'Roadmap by board' })
        .getByRole('link', { name: 'Feature Requests' })
        .click();
      await expect(planned).toHaveText([new RegExp(company.mainIdea.title)]);
    });
  });
}
