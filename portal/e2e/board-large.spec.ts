/** A board of more than 300 ideas is paged, filtered and searched by the API, not the browser. */
import { expect, test } from '@playwright/test';
import { createCompany } from './board-helpers';

test('a large board never downloads the whole list, and still searches and loads more', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const company = await createCompany(request);
  // Signed out: a signed-in user's anonymous ideas count against their monthly plan limit.
  const visitor = await playwright.request.newContext({ baseURL });
  const ideas = Array.from({ length: 305 }, (_, i) => ({
    title: i === 123 ? 'Zeppelin delivery tracking' : `Bulk idea number ${i}`,
    description: `Generated idea ${i} for the large board test.`,
    category: i % 2 ? 'other' : 'performance',
    companyId: company.id,
  }));
  for (let i = 0; i < ideas.length; i += 25) {
    const batch = ideas.slice(i, i + 25).map((data) => visitor.post('/api/features/anonymous', { data }));
    for (const res of await Promise.all(batch)) expect(res.status()).toBe(201);
  }
  await visitor.dispose();

  const wholeListReads: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/features') && url.search === '') wholeListReads.push(url.href);
  });
  await page.goto(`/company/${company.slug}`);
  const cards = page.getByTestId('idea-card');
  await expect(cards).toHaveCount(5);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(10);

  await page.getByPlaceholder('Search ideas...').fill('zeppelin');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Zeppelin delivery tracking');
  await page.getByPlaceholder('Search ideas...').fill('zz-no-such-idea-zz');
  await expect(page.getByText('No feature requests found')).toBeVisible();
  expect(wholeListReads).toEqual([]);
});
