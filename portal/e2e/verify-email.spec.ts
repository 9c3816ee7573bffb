/**
 * A verified e-mail (issue 27) through the real UI: sign up, ask the account page for a new link,
 * open it from the e-mail (the e2e server's SMTP mailbox, portal/e2e/mailbox.ts), and see the
 * account verified; a superseded link says so. At 1280 and 375 px, axe on every page reached.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { hasHorizontalScroll, watchConsole } from './board-helpers';
import { firstLink, mailCount, recipient, waitForMail } from './mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
// Sign-up hashes a password with argon2: generous waits on a busy shared machine.
const HASHING = { timeout: 20_000 };
const SUBJECT = 'Verify your Sayso email';

for (const width of [1280, 375]) {
  test(`sign up, resend and open the link: the account is verified (${width} px)`, async ({ page }) => {
    test.slow();
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const id = unique();
    const email = `verify-${id}@example.com`;
    const verificationMail = (after: number) =>
      waitForMail((mail) => mail.subject === SUBJECT && recipient(mail) === email, { after });

    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Vera Verify');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill(`verify_${id}`);
    await page.getByLabel('Password').fill('correct-horse-42');
    await page.getByRole('button', { name: 'I want to create a company page' }).click();
    await page.getByLabel('Company name').fill(`Verify Co ${id}`);
    await page.getByRole('button', { name: 'Create Account & Company' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/verify-co-${id}`), HASHING);
    // Sign-up sent the first link; wait for it, so the one asked for below is told apart.
    const signupLink = firstLink(await verificationMail(0));
    expect(signupLink).toMatch(/\/verify-email\?token=/);

    await page.goto('/account');
    const emailCard = page.getByRole('region', { name: 'Email' });
    await expect(emailCard.getByText('Your e-mail is not verified.')).toBeVisible();
    await expectNoAxeViolations(page, `/account unverified at ${width}`);
    const before = await mailCount();
    await emailCard.getByRole('button', { name: 'Resend link' }).click();
    await expect(emailCard.getByRole('status')).toHaveText(
      `We sent a new link to ${email}. It works once, for 1 hour.`,
    );
    const link = new URL(firstLink(await verificationMail(before)));

    // The resend made the sign-up link useless: the page says so, as an alert.
    const stale = new URL(signupLink);
    await page.goto(`${stale.pathname}${stale.search}`);
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    await expect(page.getByRole('link', { name: 'Send a new link from account settings' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page, `/verify-email failed at ${width}`);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`Your email ${email} is verified.`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page, `/verify-email done at ${width}`);

    await page.getByRole('link', { name: 'Go to account settings' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(emailCard.getByText('Your e-mail is verified.')).toBeVisible();
    await expect(emailCard.getByRole('button', { name: 'Resend link' })).toHaveCount(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page, `/account verified at ${width}`);
    expect((await (await page.request.get('/api/auth/me')).json()).user.emailVerified).toBe(true);
    // The stale link's 400 is logged by the browser; nothing else may be.
    expect(problems.filter((line) => !line.includes('400'))).toEqual([]);
  });
}
