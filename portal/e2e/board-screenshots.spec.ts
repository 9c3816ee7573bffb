import { expect, test } from '@playwright/test';
import { hasHorizontalScroll, watchConsole } from './board-helpers';

const SHOTS = 'test-results/screenshots';

for (const width of [1280, 375]) {
  test(`screenshots of the board, an idea and the embed at ${width} px`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/company/demo');
    await expect(page.getByTestId('idea-card').first()).toBeVisible();
    // Loaded stats, not their skeletons: the demo has ideas.
    await expect(page.getByRole('definition').first()).toHaveText(/^[1-9]\d*$/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/company-demo-${width}.png`, fullPage: true });

    await page.getByTestId('idea-card').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('comment-thread')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/idea-detail-${width}.png`, fullPage: true });

    await page.goto('/embed/demo');
    await expect(page.getByTestId('idea-card').first()).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/embed-demo-${width}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}
