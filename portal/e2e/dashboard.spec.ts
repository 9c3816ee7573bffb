import { expect, test } from '@playwright/test';
import { addIdea, createCompany, signUp, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

const CONFIRM = 'Are you sure you want to delete this feature request? This action cannot be undone.';

test('the owner changes a status and the public page shows it', async ({ page }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  const idea = await addIdea(page.request, company.id, 'Dark mode for reports');
  await page.goto(`/dashboard/${company.slug}`);

  // Issue 26: an app layout, a sidebar with a compact company header instead of tabs.
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View public board' })).toHaveAttribute(
    'href',
    `/company/${company.slug}`,
  );
  const row = page.getByTestId('idea-row').filter({ hasText: idea.title });
  await expect(row).toContainText('New Features');
  await expect(row).toContainText('0 votes');
  await expect(row.getByLabel('Idea', { exact: true })).toBeVisible();

  const status = row.getByLabel(`Status of ${idea.title}`);
  await expect(status.locator('option')).toHaveText(['Idea', 'Planned', 'In Progress', 'Completed']);
  await status.selectOption('in_progress');
  // Issue 26: a status change offers Undo while its e-mails wait (no big header with stats now).
  await expect(page.getByTestId('toast')).toContainText(`"${idea.title}" is now In Progress`);
  await expect(page.getByTestId('toast').getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(row.getByLabel('In Progress', { exact: true })).toBeVisible();

  await page.goto(`/company/${company.slug}`);
  const card = page.getByTestId('idea-card').filter({ hasText: idea.title });
  await expect(card.getByLabel('In Progress', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the owner deletes an idea only after confirming', async ({ page }) => {
  const company = await createCompany(page.request);
  const idea = await addIdea(page.request, company.id, 'Remove this request');
  await page.goto(`/dashboard/${company.slug}`);
  const row = page.getByTestId('idea-row').filter({ hasText: idea.title });
  // Issue 26: Delete sits in the idea's side panel.
  await row.getByRole('button', { name: idea.title, exact: true }).click();
  const remove = page.getByTestId('idea-panel').getByRole('button', { name: `Delete ${idea.title}` });

  // Cancelled: nothing happens.
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(CONFIRM);
    void dialog.dismiss();
  });
  await remove.click();
  await expect(row).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await expect(remove).toBeEnabled();
  await remove.click();
  await expect(page.getByTestId('toast')).toContainText('The feature request has been permanently deleted');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No feature requests yet')).toBeVisible();
  await expect(page.getByText('Share your company page with users to collect feedback')).toBeVisible();
  expect((await page.request.get(`/api/features/${idea.id}`)).status()).toBe(404);
});

test('the owner edits name and website, with inline validation first', async ({ page }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'profile');
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();

  const name = page.getByLabel('Company name');
  const website = page.getByLabel('Website URL');
  await name.fill('   ');
  await website.fill('not a url');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');

  const newName = `${company.name} Renamed`;
  await name.fill(newName);
  await website.fill('https://renamed.example.com');
  await page.getByLabel('Description').fill('We build renamed things.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Company profile updated successfully');
  // The sidebar's compact company header shows the saved name (issue 26: no big header card).
  await expect(page.getByRole('complementary').getByText(newName, { exact: true })).toBeVisible();

  await page.goto(`/company/${company.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('link', { name: /renamed\.example\.com/ })).toHaveAttribute(
    'href',
    'https://renamed.example.com',
  );
  await expect(page.getByText('We build renamed things.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a signed-in non-owner is turned away with Access denied', async ({ page, request }) => {
  const company = await createCompany(request);
  await signUp(page.request, 'Not The Owner');
  await page.goto(`/dashboard/${company.slug}`);
  await expect(page.getByTestId('toast')).toContainText('Access denied');
  await expect(page.getByTestId('toast')).toContainText("You don't have permission to view this dashboard");
  await expect(page).toHaveURL(`/company/${company.slug}`);
});

test('a signed-out visitor goes to /auth and an unknown company shows Company not found', async ({
  page,
  request,
}) => {
  const company = await createCompany(request);
  await page.goto(`/dashboard/${company.slug}`);
  await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(`/dashboard/${company.slug}`)}`);

  await signUp(page.request, 'Curious User');
  await page.goto('/dashboard/no-such-company-here');
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('the owner deletes the company after typing its name', async ({ page }) => {
  const company = await createCompany(page.request);
  await addIdea(page.request, company.id, 'Goes with the company');
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'danger');
  await page.getByRole('button', { name: 'Delete Company' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete Company' });
  const confirm = dialog.getByRole('button', { name: 'Delete Company' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${company.name} to confirm`).fill('wrong name');
  await expect(confirm).toBeDisabled();
  // ESC closes it, nothing deleted.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Company' }).click();
  await dialog.getByLabel(`Type ${company.name} to confirm`).fill(company.name);
  await confirm.click();

  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('toast')).toContainText('Company deleted');
  expect((await page.request.get(`/api/companies/${company.slug}`)).status()).toBe(404);
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { isCompanyOwner: boolean; companySlug: string | null };
  };
  expect(me.user).toMatchObject({ isCompanyOwner: false, companySlug: null });
  // The session cache follows: the dashboard is no longer theirs.
  const cached = await page.evaluate(() => sessionStorage.getItem('sayso-user'));
  expect(cached && (JSON.parse(cached) as { isCompanyOwner: boolean }).isCompanyOwner).toBe(false);
});

test('the Billing section shows usage, plans and checkout links', async ({ page }) => {
  const company = await createCompany(page.request);
  // The old ?tab=plan link still leads there (issue 26: the section is named Billing on every plan).
  await page.goto(`/dashboard/${company.slug}?tab=plan`);
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Subscription' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(page.getByTestId('usage-text')).toHaveText('0 / 10 submissions used this month');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  const compare = page.getByTestId('compare-pro').locator('..');
  await expect(compare.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/checkout/pro',
  );
  await expect(compare.getByRole('link', { name: 'Upgrade to Business' })).toHaveAttribute(
    'href',
    '/checkout/business',
  );
  await expect(page.getByRole('heading', { name: 'About Subscriptions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compare Plans' })).toBeVisible();
});
