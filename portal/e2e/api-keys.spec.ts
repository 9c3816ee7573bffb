/**
 * REST API keys (issue 15): an owner creates a key in Company Settings, copies it, a server-side
 * caller (Playwright's own request context, no cookies) reads the board's ideas with it; after
 * the owner revokes it, the same call is a 401. The reference page renders under our CSP.
 */
import { expect, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an owner creates a key, the API answers to it, and the revoked key is refused', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await addIdea(page.request, company.id, 'Dark mode for the dashboard');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'integrations');

  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByText('No API keys yet.')).toBeVisible();
  await card.getByLabel('Key name').fill('E2E sync');
  await card.getByLabel('Access').selectOption('read');
  await card.getByRole('button', { name: 'Create key' }).click();

  const shown = card.getByRole('region', { name: 'Your new API key' });
  await expect(shown.getByRole('alert')).toContainText('shown only once');
  await expect(shown.getByLabel('Secret of “E2E sync”')).toBeFocused();
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('API key copied to your clipboard')).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^sk_live_[\w-]{43}$/);
  await expect(shown.getByLabel('Secret of “E2E sync”')).toHaveValue(secret);
  const list = card.getByRole('list', { name: 'Your API keys' });
  await expect(list).toContainText('E2E sync');
  await expect(list).toContainText(`${secret.slice(0, 12)}…`);
  await expect(list).toContainText('Never used');
  expect(await hasHorizontalScroll(page)).toBe(false);

  const bearer = { Authorization: `Bearer ${secret}` };
  const ideas = await request.get('/api/v1/ideas', { headers: bearer });
  expect(ideas.status(), await ideas.text()).toBe(200);
  const page1 = (await ideas.json()) as { data: { title: string }[]; nextCursor: string | null };
  expect(page1.data.map((idea) => idea.title)).toEqual(['Dark mode for the dashboard']);
  // A read key cannot write.
  const write = await request.post('/api/v1/ideas', {
    headers: bearer,
    data: { title: 'From the API', description: 'Written with a read-only key.', category: 'other' },
  });
  expect(write.status()).toBe(403);

  // Once the secret is put away it is gone from the page; the list now shows the key's use.
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  await page.reload();
  await openTab(page, 'Company Settings', 'integrations');
  await expect(list).toContainText('Last used');
  await expect(page.getByText(secret)).toHaveCount(0);

  await list.getByRole('button', { name: 'Revoke E2E sync' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('No API keys yet.')).toBeVisible();

  const refused = await request.get('/api/v1/ideas', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toMatch(/revoked/);
  expect(problems).toEqual([]);
});

test('the API reference page renders the document from this server', async ({ page }) => {
  const problems = watchConsole(page);
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/api/v1/reference');
  await expect(page.getByRole('heading', { name: /Sayso REST API/ })).toBeVisible();
  await expect(page.getByText('/ideas/{id}/votes').first()).toBeVisible();
  expect(problems).toEqual([]);
});
