/**
 * The dashboard's triage inbox in a real Chromium on the built app: search, filters and sort
 * kept in the URL, keyboard triage (j/k/1–4/x/e/?), bulk status and bulk delete with the one
 * count-naming confirmation, an edit shown as "Edited" on the idea page, the Team badge, 375 px.
 */
import { expect, type Page, request as requests, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';

const BASE = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
const rows = (page: Page) => page.getByTestId('idea-row');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });

/** An owner's board of three ideas: votes 2 / 1 / 0, the middle one planned. */
async function board(page: Page) {
  const company = await createCompany(page.request);
  const zebra = await addIdea(page.request, company.id, 'Zebra stripes theme');
  const export_ = await addIdea(page.request, company.id, 'Export to spreadsheet');
  const calendar = await addIdea(page.request, company.id, 'Calendar view please');
  // Each visitor in a context of their own (one anonymous vote per browser).
  for (const id of [zebra.id, zebra.id, export_.id]) {
    const visitor = await requests.newContext({ baseURL: BASE });
    expect((await visitor.post(`/api/features/${id}/anonymous-vote`)).status()).toBe(200);
    await visitor.dispose();
  }
  const planned = await page.request.patch(`/api/features/${export_.id}`, { data: { status: 'planned' } });
  expect(planned.status()).toBe(200);
  return { company, zebra, export_, calendar };
}

test('search, status and sort live in the URL: reload, back and forward keep them', async ({ page }) => {
  const problems = watchConsole(page);
  const { company } = await board(page);
  await page.goto(`/dashboard/${company.slug}`);
  await expect(rows(page)).toHaveCount(3);
  const tabs = page.getByRole('group', { name: 'Status' });
  await expect(tabs.getByRole('button', { name: /All/ })).toContainText('3');
  await expect(tabs.getByRole('button', { name: /Planned/ })).toContainText('1');

  const search = page.getByRole('searchbox', { name: 'Search feature requests' });
  await search.fill('zebra');
  await expect(page).toHaveURL(/[?&]q=zebra/);
  await expect(rows(page)).toHaveText([/Zebra stripes theme/]);
  await search.fill('');
  await expect(rows(page)).toHaveCount(3);

  await tabs.getByRole('button', { name: /Planned/ }).click();
  await expect(page).toHaveURL(/[?&]status=planned/);
  await expect(rows(page)).toHaveText([/Export to spreadsheet/]);
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/[?&]sort=newest/);

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(tabs.getByRole('button', { name: /Planned/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page)).toHaveText([/Export to spreadsheet/]);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=newest/);
  await expect(page.getByLabel('Sort by')).toHaveValue('votes');
  await page.goBack();
  await expect(rows(page)).toHaveCount(3);
  await page.goForward();
  await expect(rows(page)).toHaveText([/Export to spreadsheet/]);

  // Newest first across every status; most votes is the default.
  await tabs.getByRole('button', { name: /All/ }).click();
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(rows(page)).toHaveText([/Calendar view/, /Export to spreadsheet/, /Zebra stripes/]);
  await page.getByLabel('Sort by').selectOption('votes');
  await expect(rows(page)).toHaveText([/Zebra stripes/, /Export to spreadsheet/, /Calendar view/]);
  // Issue 26: compact rows, the author in the side panel.
  await expect(row(page, 'Zebra stripes theme')).toContainText('2 votes');
  await expect(row(page, 'Zebra stripes theme')).toContainText('just now');
  expect(problems).toEqual([]);
});

test('keyboard triage: j/k move, 1–4 set the status, x selects, e edits, ? helps; not while typing', async ({
  page,
}) => {
  const { company } = await board(page);
  await page.goto(`/dashboard/${company.slug}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toHaveAttribute('aria-current', 'true');

  await page.keyboard.press('j');
  await expect(rows(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await expect(rows(page).nth(1)).toBeFocused();

  // 4 = Completed, the fourth status.
  await page.keyboard.press('4');
  // Issue 26: the toast offers Undo while the followers' e-mails wait.
  await expect(page.getByTestId('toast')).toContainText('"Export to spreadsheet" is now Completed');
  await expect(row(page, 'Export to spreadsheet').getByLabel('Completed', { exact: true })).toBeVisible();

  await rows(page).nth(0).focus();
  await page.keyboard.press('x');
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('1 selected');
  await page.keyboard.press('x');
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toHaveCount(0);

  await page.keyboard.press('e');
  const edit = page.getByRole('dialog', { name: 'Edit idea' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Next / previous idea');
  await expect(help).toContainText('Search');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search feature requests' });
  await expect(search).toBeFocused();
  await page.keyboard.type('jx');
  await expect(search).toHaveValue('jx');
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toHaveCount(0);
});

test('bulk: change the status of the selected ideas, then delete them after one confirmation', async ({
  page,
}) => {
  const { company, zebra, calendar } = await board(page);
  await page.goto(`/dashboard/${company.slug}`);
  await page.getByLabel(`Select ${zebra.title}`).check();
  await page.getByLabel(`Select ${calendar.title}`).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');

  await bar.getByLabel('Change status').selectOption('in_progress');
  await expect(page.getByTestId('toast')).toContainText('2 ideas updated');
  for (const title of [zebra.title, calendar.title])
    await expect(row(page, title).getByLabel('In Progress', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /In Progress/ }),
  ).toContainText('2');

  await page.getByLabel('Select all shown').check();
  await page.getByLabel(`Select ${'Export to spreadsheet'}`).uncheck();
  await expect(bar).toContainText('2 selected');
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await bar.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => messages).toEqual(['Delete 2 ideas? This cannot be undone.']);
  await expect(rows(page)).toHaveCount(3);

  page.once('dialog', (dialog) => void dialog.accept());
  await bar.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('2 ideas deleted');
  await expect(rows(page)).toHaveText([/Export to spreadsheet/]);
  expect((await page.request.get(`/api/features/${zebra.id}`)).status()).toBe(404);
});

test('an edit shows as "Edited" on the idea page, where the team’s reply has its badge', async ({ page }) => {
  const problems = watchConsole(page);
  const { company, zebra } = await board(page);
  await page.goto(`/dashboard/${company.slug}`);
  // Issue 26: Edit sits in the idea's side panel.
  await row(page, zebra.title).getByRole('button', { name: zebra.title, exact: true }).click();
  await page
    .getByTestId('idea-panel')
    .getByRole('button', { name: `Edit ${zebra.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit idea' });
  await dialog.getByLabel('Title').fill('abc');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
  await dialog.getByLabel('Title').fill('Striped zebra theme, clarified');
  await dialog.getByLabel('Category').selectOption('performance');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  const edited = row(page, 'Striped zebra theme, clarified');
  await expect(edited).toContainText('Edited');
  await expect(edited).toContainText('Performance');

  await page.getByTestId('idea-panel').getByRole('link', { name: 'Open the idea page' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/ideas/${zebra.id}$`));
  await expect(page.getByRole('heading', { name: 'Striped zebra theme, clarified' })).toBeVisible();
  await expect(page.getByText(/Edited just now/)).toBeVisible();

  await page.getByLabel('Add a comment').fill('Thanks, we are on it.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  const thread = page.getByTestId('comment-thread');
  await expect(thread.getByText('Thanks, we are on it.')).toBeVisible();
  await expect(thread.getByText('Team', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('at 375 px the inbox stacks without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { company } = await board(page);
  await page.goto(`/dashboard/${company.slug}`);
  await expect(rows(page)).toHaveCount(3);
  await page.getByLabel(`Select ${'Calendar view please'}`).check();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
