/**
 * Full-page screenshots of the public pages at desktop and phone widths, for review. Each one
 * also checks the page: its heading is visible, nothing scrolls sideways, the console is clean.
 */
import { expect, test } from '@playwright/test';
import { hasHorizontalScroll, watchConsole } from './board-helpers';

const PAGES = [
  ['landing', '/', 'Build what your customers actually want'],
  ['auth', '/auth', 'Welcome back'],
  ['signup', '/signup', 'Create your Sayso account'],
  ['login', '/login', 'Log in to Sayso'],
  ['pricing', '/pricing', 'Simple, honest pricing'],
  ['404', '/no-such-page', '404 Page Not Found'],
] as const;

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });
    for (const [name, path, heading] of PAGES) {
      test(`screenshot of ${name}`, async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The landing loads the most: featured companies, then the demo board, a lazy iframe
        // brought into view so it is in the picture. Waited for by state, not network silence.
        if (name === 'landing') {
          test.slow();
          await expect(page.locator('#companies').getByRole('link', { name: /demo/i }).first()).toBeVisible();
          await page.locator('#demo iframe').scrollIntoViewIfNeeded();
          await expect(
            page.frameLocator('#demo iframe').getByTestId('idea-card').first(),
            'the demo board loads inside the landing',
          ).toBeVisible();
        }
        expect(await hasHorizontalScroll(page), `${name} scrolls sideways at ${width}px`).toBe(false);
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
        // The not-found page is served with status 404 on purpose, and Chromium logs that.
        const expected = name === '404' ? [/status of 404/] : [];
        expect(problems.filter((text) => !expected.some((pattern) => pattern.test(text)))).toEqual([]);
      });
    }
  });
}
