import { expect, test } from '@playwright/test';
import { hostOrigin, startHostServer } from './host-server';

// One host page server per worker, on ports of its own (widget.spec.ts uses +7, +27…).
const BASE_PORT = Number(process.env.E2E_PORT ?? 4173) + 11;
let HOST_ORIGIN: string;
let stopHost: (() => Promise<void>) | undefined;
test.beforeAll(async () => {
  const port = BASE_PORT + 20 * test.info().parallelIndex;
  HOST_ORIGIN = hostOrigin(port);
  stopHost = await startHostServer(port);
});
test.afterAll(async () => stopHost?.());

test("launcher: false — the host's own data-sayso-open button opens the panel", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The versioned URL with its integrity attribute: a wrong hash would block the script.
  const script = page.waitForResponse((res) => /\/sdk\/\d+\.\d+\.\d+[^/]*\/sayso\.js$/.test(res.url()));
  await page.goto(`${HOST_ORIGIN}/own-button.html`);
  expect((await script).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Loaded and initialised: the widget's element exists, without a floating button.
  await expect(page.locator('sayso-widget')).toBeAttached();
  await expect(page.locator('sayso-widget button.launcher')).toHaveCount(0);

  const own = page.locator('#own');
  await own.focus();
  await own.press('Enter');
  const panel = page.locator('sayso-widget dialog');
  await expect(panel).toBeVisible();
  await expect(page.frameLocator('sayso-widget iframe').locator('body')).not.toBeEmpty();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // The browser gives focus back to the host's button that opened the panel.
  await expect(own).toBeFocused();
  await own.click();
  await expect(panel).toBeVisible();
  expect(errors.filter((text) => /integrity|Sayso/i.test(text))).toEqual([]);
});
