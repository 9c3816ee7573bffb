/**
 * The inbox and boards (issue 27), at 1280 and 375 px with axe: with two boards the inbox filters
 * by board (?board= on the inbox call), names each row's board, moves one idea from its side panel
 * (PATCH /api/features/{id} { boardId }) and several with the bulk bar's "Move to board…"
 * (POST …/inbox/bulk { action: 'move' }). With one board none of it shows.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';

/** Ideas per board slug, as the Boards card counts them. */
async function ideaCounts(page: Page, companyId: number) {
  const boards = (await (await page.request.get(`/api/companies/${companyId}/board-settings`)).json()) as {
    slug: string;
    ideaCount: number;
  }[];
  return Object.fromEntries(boards.map((board) => [board.slug, board.ideaCount]));
}

const SHOTS = 'docs/screenshots/issue-27';

const rows = (page: Page) => page.getByTestId('idea-row');
const filterBar = (page: Page) => page.getByRole('search', { name: 'Filter feature requests' });

test('with one board the inbox shows no board filter, name or move', async ({ page }) => {
  const company = await createCompany(page.request);
  await addIdea(page.request, company.id, 'Export reports as CSV');
  await page.goto(`/dashboard/${company.slug}/inbox`);
  await expect(rows(page)).toHaveCount(1);
  await expect(filterBar(page).getByLabel('Category')).toBeVisible();
  await expect(filterBar(page).getByLabel('Board')).toHaveCount(0);
  await expect(rows(page).first()).not.toContainText('Board:');
});

for (const width of [1280, 375]) {
  test(`the team filters and moves ideas between boards at ${width} px`, async ({ page, baseURL }) => {
    test.slow();
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const company = await createCompany(page.request);
    await subscribeTo(page.request, baseURL, 'business');
    const created = await page.request.post(`/api/companies/${company.id}/boards`, {
      data: { name: 'Mobile', slug: 'mobile' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const mobile = ((await created.json()) as { id: number; slug: string }[]).find(
      (b) => b.slug === 'mobile',
    );
    if (!mobile) throw new Error('no Mobile board');
    await addIdea(page.request, company.id, 'Export reports as CSV');
    await addIdea(page.request, company.id, 'Offline mode for the app', mobile.id);
    await addIdea(page.request, company.id, 'Dark mode in the app', mobile.id);

    await page.goto(`/dashboard/${company.slug}/inbox`);
    await expect(rows(page)).toHaveCount(3);
    const filter = filterBar(page).getByLabel('Board');
    await expect(filter.locator('option')).toHaveText(['All boards', 'Feature Requests', 'Mobile']);
    await filter.selectOption({ label: 'Mobile' });
    await expect(page).toHaveURL(new RegExp(`[?&]board=${mobile.id}`));
    await expect(filter).toHaveValue(String(mobile.id));
    expect(await hasHorizontalScroll(page)).toBe(false);
    // The filters and the list, without the first-dashboard checklist above them.
    await page.getByRole('button', { name: 'Dismiss checklist' }).click();
    await page.screenshot({ path: `${SHOTS}/inbox-board-filter-${width}.png` });
    await expect(rows(page)).toHaveCount(2);
    for (const row of await rows(page).all()) await expect(row).toContainText('Board: Mobile');
    await expectNoAxeViolations(page);

    // One idea, from its side panel.
    await rows(page).filter({ hasText: 'Offline mode for the app' }).getByRole('button').first().click();
    const panel = page.getByTestId('idea-panel');
    await expect(panel.getByLabel('Board')).toHaveValue(String(mobile.id));
    await expectNoAxeViolations(page, 'the inbox side panel');
    await panel.getByLabel('Board').selectOption({ label: 'Feature Requests' });
    await expect(page.getByText('"Offline mode for the app" is now on Feature Requests')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    expect(await ideaCounts(page, company.id)).toEqual({ 'feature-requests': 2, mobile: 1 });
    // The idea left the board shown, and its panel with it.
    await expect(panel).toBeHidden();

    // Several at once, from the bulk bar.
    await filter.selectOption({ label: 'Feature Requests' });
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel('Select all shown').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expectNoAxeViolations(page, 'the inbox with the bulk bar');
    await bar.getByLabel('Move to board').selectOption({ label: 'Mobile' });
    await expect(page.getByText('2 ideas moved')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    expect(await ideaCounts(page, company.id)).toEqual({ 'feature-requests': 0, mobile: 3 });
    expect(problems).toEqual([]);
  });
}
