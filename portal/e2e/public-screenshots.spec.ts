/** Full-page screenshots of the public pages at desktop and phone widths, for review. */
import { test } from '@playwright/test';

const PAGES = [
  ['landing', '/'],
  ['auth', '/auth'],
  ['signup', '/signup'],
  ['login', '/login'],
  ['pricing', '/pricing'],
  ['404', '/no-such-page'],
] as const;

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });
    for (const [name, path] of PAGES) {
      test(`screenshot of ${name}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // The demo board is a lazy iframe: bring it into view so it is in the picture.
        if (name === 'landing') {
          await page.locator('#demo iframe').scrollIntoViewIfNeeded();
          await page.waitForLoadState('networkidle');
        }
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
      });
    }
  });
}
