/**
 * Forgot password, account settings and the dashboard's support form through the real UI. The
 * e2e server sends e-mail over real SMTP to its mailbox (scripts/e2e-server.mjs), read here
 * through portal/e2e/mailbox.ts.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PLAN_IDS, PLANS } from '../../api/src/contract/plans';
import { createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';
import { firstLink, mailCount, recipient, waitForMail } from './mailbox';

const PASSWORD = 'correct-horse-42';
// Waits that follow an argon2 hash on the server: generous, for a busy shared machine.
const HASHING = { timeout: 20_000 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * The first link in the e-mail sent to `email` (after `since` messages), other than the
 * verification link its sign-up sent (issue 27), which may arrive after `since` was counted.
 */
async function linkSentTo(email: string, since = 0): Promise<string> {
  const mail = await waitForMail((m) => recipient(m) === email && !firstLink(m).includes('/verify-email'), {
    after: since,
  });
  return firstLink(mail);
}

/** Signs up through the API inside the page's browser context, so the page is signed in. */
async function signedIn(context: BrowserContext, name = 'Ada Account') {
  const id = unique();
  const email = `acct-${id}@example.com`;
  const res = await context.request.post('/api/auth/signup', {
    data: { name, email, username: `acct_${id}`, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return { email };
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
}

test('forgot password: e-mailed link, new password, sign in with it', async ({ page, request }) => {
  // Several argon2 hashes in one flow: slow on a busy machine.
  test.slow();
  const problems = watchConsole(page);
  const id = unique();
  const email = `forgot-${id}@example.com`;
  const created = await request.post('/api/auth/signup', {
    data: { name: 'Fiona Forgot', email, username: `forgot_${id}`, password: PASSWORD },
  });
  expect(created.status()).toBe(201);

  await page.goto('/auth');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const before = await mailCount();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email')).toBeVisible();

  const link = await linkSentTo(email, before);
  expect(link).toMatch(/\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-9');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-pass-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/, HASHING);
  await expect(page.getByTestId('toast')).toContainText('Password changed');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('brand-new-pass-9');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/, HASHING);
  await openUserMenu(page);
  await expect(page.getByText(email)).toBeVisible();

  // The link was spent.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-pass-7');
  await page.getByLabel('Confirm new password').fill('another-pass-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByTestId('toast')).toContainText('This link is invalid or has expired', HASHING);
  expect(problems.filter((line) => !line.includes('400'))).toEqual([]);
});

test('account settings: name, password (other sessions end), e-mail by link, delete', async ({
  page,
  browser,
}) => {
  test.slow();
  const { email } = await signedIn(page.context());
  await page.goto('/');
  await openUserMenu(page);
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Ada Renamed');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Ada Renamed' })).toBeVisible();

  // A second browser signed in as the same person.
  const other = await browser.newContext({ baseURL: page.url().replace(/\/account$/, '') });
  const login = await other.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('wrong-password');
  await password.getByLabel('New password', { exact: true }).fill('changed-pass-5');
  await password.getByLabel('Confirm new password').fill('changed-pass-5');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Password is incorrect')).toBeVisible(HASHING);
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('toast')).toContainText('signed out on every other device', HASHING);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await other.close();

  const newEmail = `moved-${unique()}@example.com`;
  const before = await mailCount();
  const emailForm = page.getByRole('form', { name: 'Change email' });
  await emailForm.getByLabel('New email').fill(newEmail);
  await emailForm.getByLabel('Current password').fill('changed-pass-5');
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}`)).toBeVisible(HASHING);
  await page.goto(await linkSentTo(newEmail, before));
  await expect(page.getByText(`Your email is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to account settings' }).click();
  await expect(page.getByText(`Currently ${newEmail}`)).toBeVisible();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This permanently deletes your account');
  await dialog.getByLabel('Password').fill('changed-pass-5');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/, HASHING);
  await expect(page.getByTestId('toast')).toContainText('Account deleted');
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  const gone = await page.request.post('/api/auth/login', {
    data: { email: newEmail, password: 'changed-pass-5' },
  });
  expect(gone.status()).toBe(401);
});

test('the account page is in the phone menu and needs a session', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount$/);
  await signedIn(page.context(), 'Phone Person');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});

// Priority support (issue 14): the Company Settings tab's Support card at every plan; on Pro and
// Business the message reaches SUPPORT_EMAIL (support@sayso.test in e2e) through the outbox.
for (const plan of PLAN_IDS) {
  test(`support form on ${plan}`, async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    const company = await createCompany(page.request);
    await subscribeTo(page.request, baseURL, plan);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { email: string } };
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/dashboard/${company.slug}`);
    await openTab(page, 'Billing');
    const card = page.getByRole('region', { name: 'Support' });
    const subject = card.getByLabel('Subject');
    const send = card.getByRole('button', { name: 'Send' });
    await expect(subject).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);

    if (plan === 'free') {
      await expect(card.getByText('Priority support needs the Pro plan.')).toBeVisible();
      await expect(subject).toBeDisabled();
      await expect(send).toBeDisabled();
      await expect(card.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute(
        'href',
        '/#faq',
      );
      expect(problems).toEqual([]);
      return;
    }

    const title = `Export stuck ${Date.now().toString(36)}`;
    const before = await mailCount();
    await subject.fill(title);
    await card.getByLabel('Message').fill('The CSV export never finishes on our board.');
    await send.click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(subject).toHaveValue('');
    const mail = await waitForMail((m) => m.subject === `[Sayso ${PLANS[plan].name}] ${title}`, {
      after: before,
    });
    expect(recipient(mail)).toBe('support@sayso.test');
    expect(mail.replyTo?.value[0]?.address).toBe(me.user.email);
    expect(mail.text).toContain(`(${company.slug})`);
    expect(mail.text).toContain('The CSV export never finishes on our board.');
    expect(problems).toEqual([]);
  });
}
