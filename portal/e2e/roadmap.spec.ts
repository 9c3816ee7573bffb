import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';

/** An owner (on `request`) with a company whose ideas sit in each roadmap column, set through the API. */
async function roadmapCompany(request: APIRequestContext) {
  const company = await createCompany(request);
  const titles = {
    planned: 'Roadmap planned idea',
    in_progress: 'Roadmap building idea',
    completed: 'Roadmap shipped idea',
    idea: 'Roadmap plain idea',
  };
  for (const [status, title] of Object.entries(titles)) {
    const idea = await addIdea(request, company.id, title);
    if (status === 'idea') continue;
    const res = await request.patch(`/api/features/${idea.id}`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { ...company, titles };
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a visitor sees each idea in its column, follows a card and switches board and roadmap', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const company = await roadmapCompany(request);
  await page.goto(`/company/${company.slug}/roadmap`);
  await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Roadmap', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(column(page, 'Planned').getByTestId('roadmap-card')).toHaveText([/Roadmap planned idea/]);
  await expect(column(page, 'In Progress').getByTestId('roadmap-card')).toHaveText([/Roadmap building idea/]);
  await expect(column(page, 'Completed').getByTestId('roadmap-card')).toHaveText([/Roadmap shipped idea/]);
  await expect(column(page, 'Planned').getByTestId('roadmap-card')).toContainText('0 votes');
  await expect(column(page, 'Planned').getByTestId('roadmap-card')).toContainText('New Features');
  await expect(page.getByText(company.titles.idea)).toHaveCount(0);

  await page.getByRole('link', { name: company.titles.in_progress }).click();
  await expect(page).toHaveURL(/\/company\/[^/]+\/ideas\/\d+$/);
  await expect(page.getByRole('heading', { name: company.titles.in_progress })).toBeVisible();

  await page.goto(`/company/${company.slug}`);
  const board = page.getByRole('link', { name: 'Board', exact: true });
  await expect(board).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('idea-card')).toHaveCount(4);
  await page.getByRole('link', { name: 'Roadmap', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/roadmap$`));
  await expect(column(page, 'Planned').getByTestId('roadmap-card')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('an empty column says so, and at 375 px the columns stack without sideways scroll', async ({
  page,
  request,
}) => {
  const company = await createCompany(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/company/${company.slug}/roadmap`);
  await expect(column(page, 'Planned')).toContainText('Nothing planned yet.');
  await expect(column(page, 'Completed')).toContainText('Nothing completed in the last 90 days.');
  const planned = await column(page, 'Planned').boundingBox();
  const progress = await column(page, 'In Progress').boundingBox();
  expect(progress?.y ?? 0).toBeGreaterThan((planned?.y ?? 0) + (planned?.height ?? 0) - 1);
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('the keyboard reaches a roadmap card link, with a visible focus ring', async ({ page, request }) => {
  const company = await roadmapCompany(request);
  await page.goto(`/company/${company.slug}/roadmap`);
  const link = page.getByRole('link', { name: company.titles.planned });
  await expect(link).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(link).toBeFocused();
  expect(await link.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: company.titles.planned })).toBeVisible();
});

test('the embed shows the roadmap with ?view=roadmap, switches to the board, and opens a card inside', async ({
  page,
  request,
}) => {
  const company = await roadmapCompany(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/embed/${company.slug}?view=roadmap`);
  await expect(page.getByRole('link', { name: 'Roadmap', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(column(page, 'Completed').getByTestId('roadmap-card')).toHaveText([/Roadmap shipped idea/]);
  expect(await hasHorizontalScroll(page)).toBe(false);
  // No site header or footer inside the embed.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByRole('link', { name: company.titles.planned }).click();
  await expect(page).toHaveURL(/\/embed\/[^?]+\?.*idea=\d+/);
  await expect(page.getByRole('heading', { name: company.titles.planned })).toBeVisible();
  await page.getByRole('link', { name: '← Back to all ideas' }).click();
  await expect(column(page, 'Planned').getByTestId('roadmap-card')).toHaveCount(1);

  await page.getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page.getByTestId('idea-card')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Board', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Roadmap', exact: true }).click();
  await expect(page).toHaveURL(/view=roadmap/);
  await expect(column(page, 'In Progress').getByTestId('roadmap-card')).toHaveCount(1);
});
