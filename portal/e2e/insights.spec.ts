/**
 * The dashboard's Insights tab at each plan, paid for through the fake Stripe: Free sees the
 * counters and the daily chart with its table, Advanced and Premium greyed; Pro sees Advanced,
 * whose widget funnel counts a real widget opened on a host page of another origin; Business
 * sees Premium and downloads a chart's CSV. And all of it at 375 px.
 */
import http from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { entitlementMessage } from '../../api/src/contract/plans';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';

const SAYSO_URL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
const HOST_BASE_PORT = Number(process.env.E2E_PORT ?? 4173) + 13;

/** A customer's page on another origin with the widget's script tag for `?company=`. */
async function startShop(port: number): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const company = new URL(req.url ?? '/', 'http://x').searchParams.get('company') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1>` +
        `<script src="${SAYSO_URL}/sdk/v1/sayso.js" data-company="${encodeURIComponent(company)}" async></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openInsights(page: Page, slug: string) {
  await page.goto(`/dashboard/${slug}?tab=insights`);
  // Issue 26: the old ?tab= link leads to the Insights section, marked in the sidebar.
  await expect(page).toHaveURL(new RegExp(`/dashboard/${slug}/insights$`));
  await expect(page.locator('#dashboard-nav a[aria-current="page"]')).toHaveText('Insights');
  await expect(page.getByTestId('daily-chart').locator('canvas').first()).toBeVisible();
}

test('Free: counters, the daily chart with its table, Advanced and Premium greyed', async ({ page }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await addIdea(page.request, company.id, 'Charts please');
  await openInsights(page, company.slug);

  const basic = section(page, 'Basic statistics');
  await expect(basic.getByRole('term')).toHaveText(['Ideas', 'In progress', 'Completed', 'Contributors']);
  await expect(basic.getByRole('definition')).toHaveText(['1', '0', '0', '1']);
  const daily = basic.getByRole('figure', { name: 'Ideas, votes and comments per day' });
  const table = daily.getByRole('table');
  // The table is there for screen readers before it is shown.
  await expect(table.getByRole('row')).toHaveCount(31);
  const toggle = daily.getByRole('button', { name: 'Show as table' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(daily.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  const today = new Date().toISOString().slice(0, 10);
  await expect(table.getByRole('row', { name: new RegExp(`^${today} 1 0 0$`) })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download CSV/ })).toHaveCount(0);

  await expect(page.getByLabel('Date range')).toBeDisabled();
  const advanced = section(page, 'Advanced statistics');
  await expect(advanced.getByText(`${entitlementMessage('advancedStatistics')}.`)).toBeVisible();
  await expect(advanced.getByRole('button', { name: 'Show as table' }).first()).toBeDisabled();
  const premium = section(page, 'Premium statistics');
  await expect(premium.getByText(`${entitlementMessage('premiumStatistics')}.`)).toBeVisible();
  await expect(premium.getByRole('button', { name: 'Show as table' }).first()).toBeDisabled();
  expect(problems).toEqual([]);
});

test.describe('with a widget on a host page', () => {
  let stopShop: (() => Promise<void>) | undefined;
  let shopOrigin = '';
  test.beforeAll(async () => {
    const port = HOST_BASE_PORT + 20 * test.info().parallelIndex;
    shopOrigin = `http://127.0.0.1:${port}`;
    stopShop = await startShop(port);
  });
  test.afterAll(async () => stopShop?.());

  test('Pro: the widget funnel counts a real launcher and panel open; Premium stays greyed', async ({
    page,
    context,
    baseURL,
  }) => {
    const company = await createCompany(page.request);
    await subscribeTo(page.request, baseURL, 'pro');
    await page.goto(`/company/${company.slug}`);

    const shop = await context.newPage();
    await shop.goto(`${shopOrigin}/pricing?company=${company.slug}&email=someone@example.com`);
    const launcher = shop.locator('sayso-widget button.launcher');
    await launcher.click();
    await expect(shop.locator('sayso-widget dialog')).toHaveJSProperty('open', true);
    // The beacons are on their way: wait until the counts have landed.
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/api/companies/${company.id}/insights/advanced`);
        return ((await answer.json()) as { widgetFunnel: Array<{ count: number }> }).widgetFunnel.map(
          (s) => s.count,
        );
      })
      .toEqual([1, 1, 0, 0]);

    await openInsights(page, company.slug);
    const funnel = section(page, 'Advanced statistics').getByRole('figure', { name: 'Widget funnel' });
    await expect(funnel.getByRole('row', { name: 'Launcher shown 1' })).toBeAttached();
    await expect(funnel.getByRole('row', { name: 'Panel opened 1' })).toBeAttached();
    const sources = section(page, 'Advanced statistics').getByRole('figure', { name: 'Views by source' });
    await expect(sources.getByRole('row', { name: 'Board page 1' })).toBeAttached();

    await page.getByLabel('Date range').selectOption('7');
    await expect(
      section(page, 'Basic statistics')
        .getByRole('figure', { name: 'Ideas, votes and comments per day' })
        .getByRole('row'),
    ).toHaveCount(8);
    const premium = section(page, 'Premium statistics');
    await expect(premium.getByText(`${entitlementMessage('premiumStatistics')}.`)).toBeVisible();
    await shop.close();
  });
});

test('Business: Premium statistics and a CSV of a chart', async ({ page, baseURL }) => {
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'business');
  await addIdea(page.request, company.id, '=HYPERLINK("http://evil.example")');
  await openInsights(page, company.slug);

  const premium = section(page, 'Premium statistics');
  await expect(premium.getByRole('figure', { name: 'Time between statuses' })).toBeVisible();
  await expect(premium.getByText(/needs the Business plan/)).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV of Ideas, votes and comments per day' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${company.slug}-daily-.*\\.csv$`));
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8').split('\r\n')[0]).toBe('Day,Ideas,Votes,Comments');
});

test('at 375 px the tab fits the phone and its tables scroll inside their card', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'business');
  await openInsights(page, company.slug);
  await expect(section(page, 'Premium statistics').getByRole('figure').first()).toBeVisible();
  const daily = page.getByRole('figure', { name: 'Ideas, votes and comments per day' });
  await daily.getByRole('button', { name: 'Show as table' }).click();
  await expect(daily.getByRole('table')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  const chartWidth = await page.getByTestId('daily-chart').evaluate((el) => el.getBoundingClientRect().width);
  expect(chartWidth).toBeLessThanOrEqual(375);
});
