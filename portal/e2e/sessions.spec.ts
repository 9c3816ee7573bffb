/**
 * The account page's session list through the real UI (issue 23): two devices signed in, this
 * one marked, the other signed out from the list, then "Sign out everywhere"; fine at 375 px.
 */
import { expect, test } from '@playwright/test';
import { hasHorizontalScroll, watchConsole } from './board-helpers';

const PASSWORD = 'correct-horse-42';
const HASHING = { timeout: 20_000 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test('lists the sessions, signs one device out, then every device', async ({ page, browser }) => {
  test.slow();
  const problems = watchConsole(page);
  const id = unique();
  const email = `sessions-${id}@example.com`;
  const signup = await page.context().request.post('/api/auth/signup', {
    data: { name: 'Sam Sessions', email, username: `sessions_${id}`, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  // A second device: its own browser context, signed in by login.
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  });
  expect(
    (await phone.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account');
  const card = page.getByRole('region', { name: "Where you're signed in" });
  const devices = card.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2, HASHING);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(card.getByText('Firefox on Android')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  await card.getByRole('button', { name: 'Sign out Firefox on Android' }).click();
  await expect(devices).toHaveCount(1);
  expect((await phone.request.get('/api/auth/me')).status()).toBe(401);
  await phone.close();

  await card.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).not.toHaveURL(/\/account$/);
  expect((await page.context().request.get('/api/auth/me')).status()).toBe(401);
  expect(problems).toEqual([]);
});
