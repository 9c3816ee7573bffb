/** When the server cannot be reached, people read a sentence, never the browser's 'Failed to fetch'. */
import { expect, test } from '@playwright/test';
import { createCompany, watchConsole } from './board-helpers';

test('a submission that cannot reach the server says so plainly and keeps the dialog', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const company = await createCompany(request);
  await page.goto(`/company/${company.slug}`);
  // The connection drops as it would offline: fetch() itself rejects.
  await page.route('**/api/features/anonymous', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Idea' });
  await dialog.getByLabel('Title').fill('Offline idea title');
  await dialog.getByLabel('Description').fill('Written while the network was down.');
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Could not reach Sayso. Check your connection and try again.');
  await expect(toast).not.toContainText('Failed to fetch');
  await expect(dialog.getByLabel('Title')).toHaveValue('Offline idea title');
  // Chromium logs the aborted request itself; nothing else may appear.
  expect(problems.filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
