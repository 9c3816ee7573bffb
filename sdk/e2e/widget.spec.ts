import { expect, type Page, test } from '@playwright/test';
import { hostOrigin, NONCE, SDK_URL, startHostServer } from './host-server';

// One host page server per worker: with --repeat-each both workers run this file at once.
const BASE_PORT = Number(process.env.E2E_PORT ?? 4173) + 7;
let HOST_ORIGIN: string;

let stopHost: (() => Promise<void>) | undefined;
test.beforeAll(async () => {
  const port = BASE_PORT + 20 * test.info().parallelIndex;
  HOST_ORIGIN = hostOrigin(port);
  stopHost = await startHostServer(port);
});
test.afterAll(async () => stopHost?.());

const launcher = (page: Page) => page.locator('sayso-widget button.launcher');
const panel = (page: Page) => page.locator('sayso-widget dialog');
/** Which element of the widget has focus, seen through the shadow root. */
const focusedInWidget = (page: Page) =>
  page.evaluate(() => document.querySelector('sayso-widget')?.shadowRoot?.activeElement?.className ?? null);

test('the host stylesheet restyles neither the launcher nor leaks from it', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/aggressive.html`);
  await expect(launcher(page)).toBeVisible();
  const look = await launcher(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      fontSize: style.fontSize,
      backgroundImage: style.backgroundImage,
      backgroundColor: style.backgroundColor,
    };
  });
  expect(look.fontSize).toBe('15px');
  expect(look.backgroundImage).toContain('linear-gradient');
  expect(look.backgroundColor).not.toBe('rgb(255, 0, 0)');
  const box = await launcher(page).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expect(page.locator('#host-button')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(page.locator('#host-button')).toHaveCSS('font-size', '40px');
});

test('the board loads only when wanted, opens as a modal, takes a vote, closes with ESC', async ({
  page,
}) => {
  const embedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/embed/')) embedRequests.push(request.url());
  });
  await page.goto(`${HOST_ORIGIN}/aggressive.html`);
  await expect(launcher(page)).toBeVisible();
  expect(embedRequests).toEqual([]);

  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await panel(page).evaluate((el) => el.matches(':modal'))).toBe(true);
  expect(embedRequests[0]).toContain(`/embed/demo?origin=${encodeURIComponent(HOST_ORIGIN)}`);
  expect(await focusedInWidget(page)).not.toBe('launcher');

  const board = page.frameLocator('sayso-widget iframe');
  await board
    .getByRole('button', { name: /^Vote for / })
    .first()
    .click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events))
    .toEqual([expect.stringMatching(/^vote \d+$/)]);

  // Focus is inside the board (another origin): the portal turns ESC into a 'close' message.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => focusedInWidget(page)).toBe('launcher');
});

test('ESC on the panel itself and its close button both close it, back to the launcher', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/aggressive.html`);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect.poll(() => focusedInWidget(page)).toBe('launcher');

  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.getByRole('button', { name: 'Close feedback' }).click();
  await expect(panel(page)).toBeHidden();
  await expect.poll(() => focusedInWidget(page)).toBe('launcher');
});

test('on a phone the panel fills the screen and the page behind does not scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`${HOST_ORIGIN}/aggressive.html`);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  const box = await panel(page).boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 375, height: 700 });
  // The scroll lock is taken on open and released in the dialog's asynchronous 'close'
  // event: wait for the state, never read it straight after the click.
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  await expect.poll(rootOverflow).toBe('hidden');
  await page.getByRole('button', { name: 'Close feedback' }).click();
  await expect(panel(page)).toBeHidden();
  await expect.poll(rootOverflow).toBe('visible');
});

test('a page with a strict CSP shows no violation, and the queued init was replayed', async ({ page }) => {
  const cspMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()) && message.location().url.startsWith(HOST_ORIGIN)) {
      cspMessages.push(message.text());
    }
  });
  await page.goto(`${HOST_ORIGIN}/csp.html`);
  await expect(launcher(page)).toHaveText('Feedback');
  await expect(launcher(page)).toHaveCSS('background-image', /linear-gradient/);
  await launcher(page).click();
  await expect(
    page
      .frameLocator('sayso-widget iframe')
      .getByRole('button', { name: /^Vote for / })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    [],
  );
  expect(cspMessages).toEqual([]);
  expect(NONCE).toBeTruthy();
});

test('destroy leaves the body as it was', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`);
  const before = await page.evaluate(() => document.body.innerHTML);
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.src = src;
    script.dataset.company = 'demo';
    script.id = 'sayso-script';
    document.head.append(script);
  }, SDK_URL);
  await expect(launcher(page)).toBeVisible();
  await launcher(page).click();
  await page.getByRole('button', { name: 'Close feedback' }).click();
  await page.evaluate(() => window.Sayso?.('destroy'));
  const after = await page.evaluate(() => ({
    body: document.body.innerHTML,
    sheets: document.adoptedStyleSheets.length,
    widgets: document.querySelectorAll('sayso-widget').length,
  }));
  expect(after).toEqual({ body: before, sheets: 0, widgets: 0 });
});
