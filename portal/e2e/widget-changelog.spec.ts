/**
 * The widget's "What's new" (issue 29) on a customer's page of another origin: the launcher's
 * unread dot (sayso-news.js, loaded by sayso.js once the launcher shows) lights up once the
 * company published a changelog entry; switching the panel's embed to its Changelog, or opening
 * the panel with `open({ view: 'changelog' })`, shows the entry and clears the dot, which stays
 * cleared after a reload. At 1280 px and at 375 px, axe-clean on the host page and in the frame.
 * Against the real API (the entry written and published by its owner through the team routes).
 */
import http from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import type { ChangelogTeamEntry } from '../../api/src/contract/changelog';
import { expectNoAxeViolations } from './axe';
import { createCompany } from './board-helpers';

const SAYSO_URL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
/** The unread dot's own file: requested only once a launcher shows. */
const newsFile = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/sayso-news.js'));
const HOST_BASE_PORT = Number(process.env.E2E_PORT ?? 4173) + 17;

/** A customer's page on another origin with the widget's script tag for `?company=`. */
async function startShop(port: number): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    const company = params.get('company') ?? '';
    // launcher=off: the page opens the panel from its own button (`launcher: false`).
    const init =
      params.get('launcher') === 'off'
        ? `<script>window.Sayso=window.Sayso||function(){(Sayso.q=Sayso.q||[]).push(arguments)};Sayso('init',{company:${JSON.stringify(company)},launcher:false})</script>`
        : '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>` +
        `<body><main><h1>Shop</h1></main>${init}` +
        `<script src="${SAYSO_URL}/sdk/sayso.js"${init ? '' : ` data-company="${encodeURIComponent(company)}"`} async></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

const launcher = (page: Page) => page.locator('sayso-widget button.launcher');
const dot = (page: Page) => page.locator('sayso-widget button.launcher[data-new]');
const panel = (page: Page) => page.locator('sayso-widget dialog');
/** The widget's answer from the portal: the dot is decided once it has arrived. */
const latestAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/changelog/latest'));

let stopShop: (() => Promise<void>) | undefined;
let shopOrigin = '';
test.beforeAll(async () => {
  const port = HOST_BASE_PORT + 20 * test.info().parallelIndex;
  shopOrigin = `http://127.0.0.1:${port}`;
  stopShop = await startShop(port);
});
test.afterAll(async () => stopShop?.());

for (const width of [1280, 375]) {
  test(`at ${width} px: the dot shows a new entry, the embed's Changelog shows it and clears the dot for good`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const company = await createCompany(page.request);
    const title = `Dark mode is here ${width}`;
    const created = await page.request.post(`/api/companies/${company.id}/changelog`, {
      data: { title, body: 'Switch it on in **Settings**.', labels: ['New'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const entry = (await created.json()) as ChangelogTeamEntry;
    const published = await page.request.post(`/api/companies/${company.id}/changelog/${entry.id}/publish`);
    expect(published.ok(), await published.text()).toBe(true);

    const shop = `${shopOrigin}/?company=${company.slug}`;
    const firstAnswer = latestAnswer(page);
    const loaded = newsFile(page);
    await page.goto(shop);
    expect((await loaded).status()).toBe(200);
    await expect(launcher(page)).toBeVisible();
    expect((await firstAnswer).status()).toBe(200);
    await expect(dot(page)).toBeVisible();
    await expect(launcher(page)).toHaveAccessibleName('Sayso, new updates');
    await expectNoAxeViolations(page, `host page with the dot at ${width} px`);

    // The board is the panel's first view; the dot waits for the changelog.
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    const frame = page.frameLocator('sayso-widget iframe');
    await expect(frame.getByRole('link', { name: 'Changelog' })).toBeVisible();
    await expect(dot(page)).toHaveCount(1);
    if (width === 375) {
      const box = await panel(page).boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: 375, height: 800 });
    }

    // The visitor switches the embed to its Changelog: the embed tells the widget, the dot goes.
    await frame.getByRole('link', { name: 'Changelog' }).click();
    await expect(frame.getByText(title).first()).toBeVisible();
    await expect(dot(page)).toHaveCount(0);
    await expect(launcher(page)).toHaveAccessibleName('Sayso');
    await expectNoAxeViolations(page, `host page with the changelog open at ${width} px`);

    await page.getByRole('button', { name: 'Close feedback' }).click();
    await expect(panel(page)).toBeHidden();

    // Remembered on the host page's origin: a reload asks again and shows no dot.
    const secondAnswer = latestAnswer(page);
    await page.reload();
    await expect(launcher(page)).toBeVisible();
    expect((await secondAnswer).status()).toBe(200);
    await expect(launcher(page)).toHaveAccessibleName('Sayso');
    await expect(dot(page)).toHaveCount(0);
    await expectNoAxeViolations(page, `host page after reading at ${width} px`);
  });
}

test('open({ view: "changelog" }) shows the entry in the panel and clears the dot', async ({ page }) => {
  const company = await createCompany(page.request);
  const title = 'Exports in CSV';
  const created = await page.request.post(`/api/companies/${company.id}/changelog`, {
    data: { title, body: 'Export any board.', labels: ['New'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entry = (await created.json()) as ChangelogTeamEntry;
  expect((await page.request.post(`/api/companies/${company.id}/changelog/${entry.id}/publish`)).ok()).toBe(
    true,
  );
  const answer = latestAnswer(page);
  await page.goto(`${shopOrigin}/?company=${company.slug}`);
  await answer;
  await expect(dot(page)).toHaveCount(1);
  await page.evaluate(() =>
    (window as unknown as { Sayso: (...args: unknown[]) => void }).Sayso('open', { view: 'changelog' }),
  );
  await expect(panel(page)).toBeVisible();
  await expect(page.locator('sayso-widget iframe')).toHaveAttribute(
    'src',
    new RegExp(`/embed/${company.slug}\\?origin=.*&view=changelog&source=widget$`),
  );
  await expect(page.frameLocator('sayso-widget iframe').getByText(title).first()).toBeVisible();
  await expect(dot(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'host page with "What\'s new" opened by the API');
});

test('a company without entries shows no dot; with launcher: false nothing is loaded', async ({ page }) => {
  const company = await createCompany(page.request);
  const answer = latestAnswer(page);
  await page.goto(`${shopOrigin}/?company=${company.slug}`);
  expect(await (await answer).json()).toEqual({ latestPublishedAt: null });
  await expect(launcher(page)).toHaveAccessibleName('Sayso');
  await expect(dot(page)).toHaveCount(0);

  // A page that draws its own button: no launcher, so no sayso-news.js and no question asked.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/sayso-news\.js|changelog\/latest/.test(request.url())) asked.push(request.url());
  });
  await page.goto(`${shopOrigin}/?company=${company.slug}&launcher=off`);
  await page.waitForFunction(
    () => 'Sayso' in window && (window as unknown as { Sayso: { loaded?: boolean } }).Sayso.loaded,
  );
  await page.evaluate(() => (window as unknown as { Sayso: (...args: unknown[]) => void }).Sayso('open'));
  await expect(panel(page)).toBeVisible();
  await expect(
    page.frameLocator('sayso-widget iframe').getByRole('link', { name: 'Changelog' }),
  ).toBeVisible();
  expect(asked).toEqual([]);
});
