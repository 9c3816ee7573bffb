import { expect, test } from '@playwright/test';
import { addIdea, createCompany, signUp } from './board-helpers';

test('the owner sees Manage, no welcome card, and marks an idea as planned', async ({ page }) => {
  // page.request shares the browser's cookies, so the page is signed in as the new owner.
  const company = await createCompany(page.request);
  const idea = await addIdea(page.request, company.id, 'Owner status change');
  await page.goto(`/company/${company.slug}`);

  await expect(page.getByRole('link', { name: 'Manage' })).toHaveAttribute(
    'href',
    `/dashboard/${company.slug}`,
  );
  await expect(page.getByRole('heading', { name: /Feedback Page/ })).toHaveCount(0);

  const card = page.getByTestId('idea-card').filter({ hasText: idea.title });
  await expect(card.getByLabel('Idea', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Change status of ${idea.title}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText([
    'Mark as Idea',
    'Mark as Planned',
    'Mark as In Progress',
    'Mark as Completed',
  ]);
  // Keyboard: focus starts on the first item, arrows move, ESC closes and returns focus.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await card.getByRole('button', { name: `Change status of ${idea.title}` }).click();
  await page.getByRole('menuitemradio', { name: 'Mark as Planned' }).click();

  await expect(page.getByTestId('toast')).toContainText('Feature updated successfully');
  await expect(card.getByLabel('Planned', { exact: true })).toBeVisible();
});

test('a signed-in user votes through the account and sees it after a reload', async ({ page, request }) => {
  const company = await createCompany(request);
  const idea = await addIdea(request, company.id, 'Signed in vote check');
  await signUp(page.request, 'Voter Val');
  await page.goto(`/company/${company.slug}`);
  const vote = page.getByRole('button', { name: `Vote for ${idea.title}`, exact: true });
  await vote.click();
  await expect(vote).toBeDisabled();
  await expect(vote).toContainText('1');
  // No anonymous flag: the server's `voted` keeps it disabled.
  expect(await page.evaluate((id) => localStorage.getItem(`voted-${id}`), idea.id)).toBeNull();
  await page.reload();
  await expect(vote).toBeDisabled();
  await expect(vote).toContainText('1');
  // The empty state's 'Submit an Idea' is for signed-in users.
  await page.getByPlaceholder('Search ideas...').fill('zz-nothing-zz');
  await expect(page.getByRole('button', { name: 'Submit an Idea' })).toBeVisible();
});

test('a signed-in user submits with the account tab selected by default', async ({ page, request }) => {
  const company = await createCompany(request);
  await signUp(page.request, 'Account Ann');
  await page.goto(`/company/${company.slug}`);
  // Issue 26 merged the welcome card and the welcome text into one short welcome without its own
  // 'Share your idea' button (the header's Submit Idea sits just above it).
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Idea' });
  await expect(dialog.getByRole('tab', { name: 'Submit as Account Ann' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByLabel('Name (optional)')).toHaveCount(0);
  await dialog.getByLabel('Title').fill('Signed in submission');
  await dialog.getByLabel('Description').fill('Submitted from the account tab of the dialog.');
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByTestId('toast')).toContainText('Your feature idea has been submitted');
  // Issue 26: the submitter is taken to their idea's page.
  await expect(page.getByRole('heading', { name: 'Signed in submission', level: 1 })).toBeVisible();
  await expect(page.getByText('By Account Ann')).toBeVisible();
});
