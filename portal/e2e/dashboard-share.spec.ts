import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { createCompany, watchConsole } from './board-helpers';

const SAYSO_PORT = Number(process.env.E2E_PORT ?? 4173);
const HOST_PORT = SAYSO_PORT + 17;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A customer's site on another origin, with the pasted snippet and nothing else of ours. */
function serveHostPage(snippet: string): Promise<Server> {
  const html = `<!doctype html><html><head><title>Customer site</title></head><body><h1>Customer site</h1>\n${snippet}\n</body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(HOST_PORT, '127.0.0.1', () => resolve(server)));
}

test('the copied button code, pasted on another origin, shows a working button', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  // Issue 26: sharing is a Settings section of its own.
  await page.goto(`/dashboard/${company.slug}/settings/sharing`);

  // The page link and its copy.
  await expect(page.getByLabel('Public page link')).toHaveValue(
    `http://localhost:${SAYSO_PORT}/company/${company.slug}`,
  );
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `http://localhost:${SAYSO_PORT}/company/${company.slug}`,
  );

  // Defaults, then an invalid colour is shown inline and blocks copying.
  await expect(page.getByLabel('Button text', { exact: true })).toHaveValue('Sayso');
  await expect(page.getByLabel('Gradient start', { exact: true })).toHaveValue('#4f46e5');
  await expect(page.getByLabel('Gradient end', { exact: true })).toHaveValue('#7c3aed');
  await expect(page.getByLabel('Text colour', { exact: true })).toHaveValue('#ffffff');
  const copyButton = page.getByRole('button', { name: 'Copy Button Code' });
  await page.getByLabel('Gradient end', { exact: true }).fill('purple');
  await expect(page.getByText('Use a hex colour such as #4f46e5')).toBeVisible();
  await expect(page.getByLabel('Gradient end', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(copyButton).toBeDisabled();
  await expect(page.getByTestId('code-html')).not.toContainText('purple');

  await page.getByLabel('Gradient end', { exact: true }).fill('#0f766e');
  await page.getByLabel('Button text', { exact: true }).fill('Ideas?');
  await expect(page.getByTestId('code-html')).toContainText('"to":"#0f766e"');
  await expect(copyButton).toBeEnabled();

  // The live preview is the real widget, with these settings.
  const preview = page.frameLocator('iframe[title="Feedback button preview (mobile view)"]');
  await expect(preview.getByRole('button', { name: 'Ideas?' })).toBeVisible();

  await copyButton.click();
  await expect(page.getByTestId('toast')).toContainText('Copied!');
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  // This build's immutable URL with its SRI hash: the host page below only runs the widget if
  // the served file matches it byte for byte.
  expect(snippet).toMatch(
    /\/sdk\/\d+\.\d+\.\d+[^/]*\/sayso\.js" integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous" async>/,
  );

  const server = await serveHostPage(snippet);
  try {
    const host = await context.newPage();
    const hostProblems = watchConsole(host);
    await host.goto(`http://127.0.0.1:${HOST_PORT}/`);
    // Playwright's locators pierce the widget's open shadow root.
    const launcher = host.locator('sayso-widget').getByRole('button', { name: 'Ideas?' });
    await expect(launcher).toBeVisible();
    const background = await launcher.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('rgb(15, 118, 110)');
    await launcher.click();
    const board = host.frameLocator('sayso-widget iframe');
    await expect(board.getByText(company.name).first()).toBeVisible();
    expect(hostProblems).toEqual([]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }

  // The React variant names the component and the options.
  await page.getByRole('tab', { name: 'React' }).click();
  await expect(page.getByTestId('code-react')).toContainText(
    "import { SaysoButton } from '@sayso/sdk/react';",
  );
  await expect(page.getByTestId('code-react')).toContainText(`company="${company.slug}"`);
  expect(problems).toEqual([]);
});

test('Embed Full Page offers the iframe code in HTML and React', async ({ page }) => {
  const company = await createCompany(page.request);
  await page.goto(`/dashboard/${company.slug}?tab=share`);
  await page.getByRole('tab', { name: 'Embed Full Page' }).click();
  const html = page.getByTestId('code-html');
  await expect(html).toContainText(`src="http://localhost:${SAYSO_PORT}/embed/${company.slug}"`);
  await expect(html).toContainText('width="100%"');
  await expect(html).toContainText('height="800"');
  await page.getByRole('button', { name: 'Copy iframe Code' }).click();
  await expect(page.getByTestId('toast')).toContainText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/embed/${company.slug}`);
  await page.getByRole('tab', { name: 'React' }).click();
  await expect(page.getByTestId('code-react')).toContainText('height={800}');
  for (const platform of ['WordPress', 'Shopify', 'Plain HTML']) {
    await expect(page.getByRole('heading', { name: platform })).toBeVisible();
  }
});
