/**
 * A custom domain (White-label, Business): the owner sets it in the dashboard, creates the TXT
 * record (held by a real DNS server this file runs on E2E_PORT + 31, where scripts/e2e-server.mjs
 * points DNS_SERVERS), verifies it, and a browser resolving the domain to this machine gets the
 * board at `/` and can vote there. A Free owner sees the card greyed under the upgrade note.
 */
import { chromium, expect, test } from '@playwright/test';
import { type DnsStub, startDnsStub } from '../../api/test/dns-stub';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const DNS_PORT = Number(process.env.E2E_DNS_PORT ?? E2E_PORT + 31);
const DOMAIN = 'feedback.example.test';

let dns: DnsStub;
test.beforeAll(async () => {
  dns = await startDnsStub(DNS_PORT);
});
test.afterAll(async () => {
  await dns.close();
});

test('a Business owner verifies a custom domain, which then serves the board at /', async ({
  page,
  baseURL,
  launchOptions,
}) => {
  // A checkout, the dashboard and a second browser of its own.
  test.slow();
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'business');
  const idea = await addIdea(page.request, company.id, 'Keyboard shortcuts everywhere');

  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'domain');
  const card = page.getByRole('region', { name: 'Custom domain' });
  await card.getByLabel('Domain', { exact: true }).fill('not a domain');
  await card.getByRole('button', { name: 'Save domain' }).click();
  await expect(
    card.getByText('Please enter the domain name only, without http://, a port or a path'),
  ).toBeVisible();

  await card.getByLabel('Domain', { exact: true }).fill(DOMAIN);
  await card.getByRole('button', { name: 'Save domain' }).click();
  await expect(card.getByText('Not verified')).toBeVisible();
  const txtName = card.getByLabel('TXT record name');
  const txtValue = card.getByLabel('TXT record value');
  await expect(txtName).toHaveValue(`_sayso.${DOMAIN}`);
  await expect(txtValue).toHaveValue(/^sayso-verify=[0-9a-f]{32}$/);

  // Not there yet, then a wrong value, then the right one.
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByRole('status')).toHaveText(new RegExp(`^No TXT record found at _sayso\\.${DOMAIN}`));
  dns.records.set(`_sayso.${DOMAIN}`, ['sayso-verify=someone-else']);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByRole('status')).toHaveText(/does not match/);
  dns.records.set(`_sayso.${DOMAIN}`, [await txtValue.inputValue()]);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByRole('status')).toHaveText(`Verified: ${DOMAIN} now serves your board.`);
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByText('Not verified')).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  // The two refused checks are 400 answers, which the browser logs; nothing else may be.
  expect(problems.filter((problem) => !problem.includes('status of 400 (Bad Request)'))).toEqual([]);
  expect(problems).toHaveLength(2);

  // A browser for which the domain resolves to this server, as the customer's DNS would make it.
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
  });
  try {
    const visitor = await browser.newPage();
    const visitorProblems = watchConsole(visitor);
    await visitor.goto(`http://${DOMAIN}:${E2E_PORT}/`);
    await expect(visitor.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
    const vote = visitor.getByRole('button', { name: `Vote for ${idea.title}` });
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toContainText('1');

    // The board's links stay on the domain.
    await visitor.getByRole('link', { name: idea.title }).click();
    await expect(visitor).toHaveURL(`http://${DOMAIN}:${E2E_PORT}/company/${company.slug}/ideas/${idea.id}`);
    await expect(visitor.getByRole('heading', { name: idea.title })).toBeVisible();
    // Over plain http a non-localhost origin is not trustworthy, so Chromium ignores (and logs)
    // the Cross-Origin-Opener-Policy header; real custom domains are served over HTTPS.
    expect(visitorProblems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
  } finally {
    await browser.close();
  }
  // The vote counted on the server.
  const board = await (await page.request.get(`/api/companies/${company.slug}/features`)).json();
  expect(board).toEqual([expect.objectContaining({ id: idea.id, votes: 1 })]);
});

test('a Free owner sees the card greyed under the Business note', async ({ page }) => {
  const company = await createCompany(page.request);
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'domain');
  const card = page.getByRole('region', { name: 'Custom domain' });
  await expect(card.getByText('Custom domains needs the Business plan.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Upgrade to Business' })).toBeVisible();
  await expect(card.getByLabel('Domain', { exact: true })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Save domain' })).toBeDisabled();
});
