/** Sign-up, register, login and logout through the real UI. */
import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from './board-helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
}

test('sign-up with a company lands on the new dashboard', async ({ page }) => {
  const problems = watchConsole(page);
  const id = unique();
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email').fill(`grace-${id}@example.com`);
  await page.getByLabel('Username').fill(`grace_${id}`);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'I want to create a company page' }).click();
  // Issue 26: an owner's company is no longer optional, so the tab drops "(Optional)".
  await expect(page.getByRole('tab', { name: 'Company Info', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Company name').fill(`Compiler Co ${id}`);
  await page.getByRole('button', { name: 'Create Account & Company' }).click();
  // Issue 26: the proposed address joins the name's words with hyphens.
  await expect(page).toHaveURL(new RegExp(`/dashboard/compiler-co-${id}`));
  expect(problems).toEqual([]);
});

test('sign-up shows the spec messages and returns to User Info when it is incomplete', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByRole('tab', { name: 'Company Info', exact: true }).click();
  await page.getByLabel('Company name').fill('Acme');
  await page.getByRole('button', { name: 'Create Account & Company' }).click();
  await expect(page.getByTestId('toast')).toContainText('Please fill out the user information correctly');
  await expect(page.getByRole('tab', { name: 'User Info' })).toHaveAttribute('aria-selected', 'true');
});

// Issue 26: a new owner lands on the new dashboard (the spec's /auth opened the company page).
test('register on /auth is the same sign-up form as /signup and opens the new dashboard', async ({
  page,
}) => {
  const id = unique();
  await page.goto('/auth?tab=register');
  const register = page.getByRole('tabpanel', { name: 'Register' });
  // The fields of /signup, with its spec messages.
  await register.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(register.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(register.getByText('Username must be at least 3 characters')).toBeVisible();
  await register.getByLabel('Name', { exact: true }).fill('Reggie Register');
  await register.getByLabel('Email').fill(`Reg.${id}@example.com`);
  await register.getByLabel('Username').fill(`reg_${id}`);
  await register.getByLabel('Password').fill('correct-horse-42');
  await register.getByRole('button', { name: 'I want to create a company page' }).click();
  await register.getByLabel('Company name').fill(`Reg Shop ${id}`);
  await register.getByRole('button', { name: 'Create Account & Company' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/reg-shop-${id}$`));
});

test('login and logout', async ({ page, request }) => {
  const id = unique();
  const email = `login-${id}@example.com`;
  const created = await request.post('/api/auth/signup', {
    data: { name: 'Linus Login', email, username: `login_${id}`, password: 'correct-horse-42' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByTestId('toast')).toContainText('Invalid email or password');

  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openUserMenu(page);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Free plan', { exact: true })).toBeVisible();
  // No company: no dashboard link.
  await expect(page.getByRole('link', { name: 'Company Dashboard' })).toHaveCount(0);

  // Signed in, /auth sends the user home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await openUserMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('sayso-user'))).toBeNull();
});

test('an owner logging in on /auth goes to their dashboard and sees the dashboard link', async ({
  page,
  request,
}) => {
  const id = unique();
  const email = `owner-${id}@example.com`;
  await request.post('/api/auth/signup', {
    data: { name: 'Olga Owner', email, username: `owner_${id}`, password: 'correct-horse-42' },
  });
  const company = await request.post('/api/companies', { data: { name: `Owner Co ${id}` } });
  const { slug } = (await company.json()) as { slug: string };

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${slug}$`));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    `/dashboard/${slug}`,
  );
  await openUserMenu(page);
  await expect(page.getByRole('link', { name: 'Company Dashboard' })).toHaveAttribute(
    'href',
    `/dashboard/${slug}`,
  );
});

test('a protected page sends a visitor to /auth, remembering where to return', async ({ page }) => {
  await page.goto('/subscription/success');
  await expect(page).toHaveURL('/auth?returnTo=%2Fsubscription%2Fsuccess');
});
