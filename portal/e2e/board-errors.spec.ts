import { expect, test } from '@playwright/test';
import { addIdea, createCompany } from './board-helpers';

// Issue 26 changed the specification's toast-and-redirect to / : the visitor stays on the board's
// address with a retry (board-recovery.spec.ts follows the retry through to the loaded board).
test('a company that fails to load: an error with Try again, on the same address', async ({ page }) => {
  await page.route('**/api/companies/broken-company', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto('/company/broken-company');
  await expect(page.getByRole('alert').filter({ hasText: 'The board could not be loaded.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveURL(/\/company\/broken-company$/);
});

test('a failed vote rolls back, re-enables and shows the destructive toast', async ({ page, request }) => {
  const company = await createCompany(request);
  const idea = await addIdea(request, company.id, 'Vote failure check');
  await page.route('**/api/features/*/anonymous-vote', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.goto(`/company/${company.slug}`);
  const vote = page.getByRole('button', { name: `Vote for ${idea.title}`, exact: true });
  await vote.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to vote. Please try again.' });
  await expect(toast).toContainText('Error');
  await expect(vote).toBeEnabled();
  await expect(vote).toContainText('0');
  expect(await page.evaluate((id) => localStorage.getItem(`voted-${id}`), idea.id)).toBeNull();
});

test('a refused submission shows the server message and keeps the dialog open', async ({ page, request }) => {
  const company = await createCompany(request);
  await page.route('**/api/features/anonymous', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: '{"message":"Too many ideas from here, try later"}',
    }),
  );
  await page.goto(`/company/${company.slug}`);
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Idea' });
  await dialog.getByLabel('Title').fill('Refused idea title');
  await dialog.getByLabel('Description').fill('The server says no to this one.');
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Too many ideas from here, try later' }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Refused idea title');
  await expect(dialog.getByRole('button', { name: 'Submit Idea' })).toBeEnabled();
});
