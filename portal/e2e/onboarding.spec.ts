/**
 * Issue 26, guided onboarding: a new owner signs up with a company and its address (a taken one
 * refused as typed, then a free one), lands on the dashboard's checklist, sets a logo with the
 * live preview, copies the board link and installs the widget on a site of their own, whose
 * first load ticks the step. At 1280 and 375 px, axe-core on every page reached.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { hasHorizontalScroll, watchConsole } from './board-helpers';
import { makePng } from './dashboard-helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = 'docs/screenshots/issue-26';

/** A customer's website on another origin, serving `html` at `/` (like sdk/e2e/host-server.ts). */
async function startHostSite(html: () => string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const step = (page: Page, id: string) => page.locator(`li[data-step="${id}"]`);

async function signUpWithCompany(page: Page, width: number, id: string) {
  await page.goto('/auth?tab=register');
  const register = page.getByRole('tabpanel', { name: 'Register' });
  await register.getByLabel('Name', { exact: true }).fill('Olivia Owner');
  await register.getByLabel('Email').fill(`olivia-${id}@example.com`);
  await register.getByLabel('Username').fill(`olivia_${id}`);
  await register.getByLabel('Password').fill('correct-horse-42');
  // Create Account on the Get Started path goes on to the company, not back to the landing page.
  await register.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Company Info', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const company = `Rocket Shop ${id}`;
  await register.getByLabel('Company name').fill(company);
  const address = register.getByLabel('Board address');
  // The name proposes an address with hyphens, checked as it is typed.
  await expect(address).toHaveValue(`rocket-shop-${id}`);
  await expect(register.getByRole('status').filter({ hasText: 'This address is available' })).toBeVisible();
  // A taken address (the demo board's) and a reserved word show the server's reason.
  await address.fill('demo');
  await expect(register.getByText('This address is already taken')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill('dashboard');
  await expect(register.getByText('"dashboard" is reserved. Please choose another address')).toBeVisible();
  await address.fill(`rockets-${id}`);
  await expect(register.getByRole('status').filter({ hasText: 'This address is available' })).toBeVisible();
  await expectNoAxeViolations(page, `/auth?tab=register at ${width}`);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/signup-${width}.png` });

  await register.getByRole('button', { name: 'Create Account & Company' }).click();
  // The dashboard's address opens its Inbox section (issue 26).
  await expect(page).toHaveURL(new RegExp(`/dashboard/rockets-${id}(/inbox)?$`));
  return { company, slug: `rockets-${id}` };
}

for (const width of [1280, 375]) {
  test(`a new owner signs up with an address and works through the checklist at ${width}px`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    const id = unique();
    const { company, slug } = await signUpWithCompany(page, width, id);

    const checklist = page.getByRole('region', { name: 'Get your board ready' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByText('0 of 4 done')).toBeVisible();
    await expectNoAxeViolations(page, `checklist at ${width}`);

    // Logo with the live preview of the board's header, then saved: the step ticks.
    await step(page, 'branding').getByText('Add your logo and colours').click();
    const preview = checklist.getByTestId('branding-preview');
    await expect(preview).toContainText(company);
    await expect(preview.getByRole('img')).toHaveCount(0);
    await checklist
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64) });
    await expect(preview.getByRole('img', { name: `${company} logo` })).toBeVisible();
    // Colours are Custom branding: a free plan says so instead of saving a colour it would refuse.
    await expect(checklist.getByLabel('Accent colour')).toBeDisabled();
    await expect(checklist.getByText('Custom colours need the Pro plan.')).toBeVisible();
    await expectNoAxeViolations(page, `checklist branding at ${width}`);
    await checklist.screenshot({ path: `${SHOTS}/checklist-${width}.png` });
    await checklist.getByRole('button', { name: 'Save logo and colours' }).click();
    await expect(step(page, 'branding')).toHaveAttribute('data-done', 'true');
    await expect(checklist.getByText('1 of 4 done')).toBeVisible();

    // The board link, copied: the step ticks.
    await step(page, 'link').getByText('Copy your board link').click();
    await checklist.getByRole('button', { name: 'Copy link' }).click();
    await expect(step(page, 'link')).toHaveAttribute('data-done', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/company/${slug}`, page.url()).href,
    );

    // The widget: its snippet pasted on the owner's own site; its first load there ticks the step.
    await step(page, 'widget').getByText('Install the feedback widget').click();
    const snippet = (await checklist.getByLabel('Widget snippet').textContent()) ?? '';
    expect(snippet).toContain(`"company":"${slug}"`);
    await checklist.getByRole('button', { name: 'Copy snippet' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await expect(step(page, 'widget')).toHaveAttribute('data-done', 'false');
    const site = await startHostSite(
      () =>
        `<!doctype html><html lang="en"><head><title>Rocket Shop</title></head><body><h1>Rockets</h1>${snippet}</body></html>`,
    );
    try {
      const visitor = await (await browser.newContext()).newPage();
      const beacon = visitor.waitForRequest((request) =>
        request.url().endsWith(`/api/companies/${slug}/usage`),
      );
      await visitor.goto(site.url);
      await expect(visitor.locator('sayso-widget button.launcher')).toBeVisible();
      await beacon;
      await visitor.close();
    } finally {
      await site.close();
    }
    // The beacon has left; its answer may lag, so ask until the API has counted it.
    await expect(async () => {
      await checklist.getByRole('button', { name: 'Check again' }).click();
      await expect(step(page, 'widget')).toHaveAttribute('data-done', 'true', { timeout: 1000 });
    }).toPass();
    await expect(checklist.getByText('3 of 4 done')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Dismissed, it stays away on the next visit.
    await checklist.getByRole('button', { name: 'Dismiss checklist' }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    // The dashboard opens on its Inbox section (issue 26's sidebar layout).
    await expect(page.getByRole('heading', { name: 'Inbox', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get your board ready' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
