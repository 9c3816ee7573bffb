/**
 * The dashboard's Data card (Data export, issue 14): greyed on Free; on Pro the owner downloads
 * the ideas CSV through the page and imports ideas from a CSV after a dry run, then finds them
 * on the board; and it all fits a 375 px phone.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

const IMPORT_CSV = [
  'title,description,category,status,votes',
  'Offline mode for the app,Let the app work on the train without signal.,New Features,Planned,7',
  'Keyboard shortcuts,Shortcuts for triage: j and k to move between ideas.,ux_improvements,,2',
].join('\n');

async function openDataCard(page: Page, slug: string) {
  await page.goto(`/dashboard/${slug}`);
  await openTab(page, 'Company Settings', 'data');
  const card = page.getByRole('region', { name: 'Data' });
  await card.scrollIntoViewIfNeeded();
  return card;
}

async function previewAndImport(page: Page) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'ideas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(IMPORT_CSV),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ready to import' })).toHaveText(
    '2 ideas ready to import.',
  );
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('row')).toHaveText([
    'RowTitleCategoryStatusVotes',
    '2Offline mode for the appNew FeaturesPlanned7',
    '3Keyboard shortcutsUX ImprovementsIdea2',
  ]);
  await page.getByRole('button', { name: 'Import 2 ideas' }).click();
  await expect(page.getByText('Imported 2 ideas')).toBeVisible();
  await expect(preview).toHaveCount(0);
}

test('on Free the Data card is greyed under the Pro note', async ({ page }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  const card = await openDataCard(page, company.slug);
  await expect(card.getByText('Data export needs the Pro plan.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download ideas as CSV' })).toBeDisabled();
  await expect(card.getByLabel('CSV file')).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Preview' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test('on Pro the owner downloads the ideas as CSV, with the board in it', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'pro');
  await addIdea(page.request, company.id, 'Dark mode for the board');
  await addIdea(page.request, company.id, '=SUM(A1:A9) looks like a formula');
  const card = await openDataCard(page, company.slug);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download ideas as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${company.slug}-ideas-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trimEnd().split('\n');
  expect(header).toBe(
    'id,title,description,status,category,board_id,board_slug,board_name,private,held,merged_into,votes,comments,author_name,author_email,created_at,status_changed_at',
  );
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain(',Dark mode for the board,');
  // Each idea names its board (issue 27): a new company's one board.
  expect(lines[0]).toContain(',feature-requests,Feature Requests,');
  expect(lines[1]).toContain(`,'=SUM(A1:A9) looks like a formula,`);
  expect(problems).toEqual([]);
});

test('on Pro the owner previews a CSV import, imports it and finds the ideas on the board', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'pro');
  await openDataCard(page, company.slug);
  await previewAndImport(page);
  // The dashboard's list refreshes without a reload.
  await openTab(page, 'Feature Requests');
  await expect(page.getByText('Offline mode for the app', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Keyboard shortcuts', { exact: true }).first()).toBeVisible();

  await page.goto(`/company/${company.slug}`);
  await expect(page.getByRole('heading', { name: 'Offline mode for the app' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('at 375 px the Data card and its preview fit the phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'business');
  const card = await openDataCard(page, company.slug);
  await expect(card.getByRole('link', { name: 'Download votes as JSON' })).toBeVisible();
  await previewAndImport(page);
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(problems).toEqual([]);
});
