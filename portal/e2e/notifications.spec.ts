/**
 * Notifications through the real UI and the e2e server's real SMTP mailbox (mailbox.ts): a voter
 * gets the e-mail when the owner sets a status in the dashboard, its links open the idea and the
 * unsubscribe page (with its undo), and the account page's switches round-trip.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, watchConsole } from './board-helpers';
import { mailCount, recipient, waitForMail } from './mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Signs a new user up on `request` (the page's, so the page is signed in); answers the address. */
async function signUpWithEmail(request: APIRequestContext, name: string): Promise<string> {
  const id = unique();
  const email = `notify-${id}@example.com`;
  const res = await request.post('/api/auth/signup', {
    data: { name, email, username: `notify_${id}`, password: 'correct-horse-42' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

const ideaUpdates = (page: Page) =>
  page.getByRole('switch', { name: 'E-mail me when ideas I follow change' });

test('a voter is e-mailed the status the owner sets, and the links work', async ({ page, browser }) => {
  // The status e-mail waits out the undo window, then two people's pages go round the links:
  // it reached its last step at 30 s on a loaded machine.
  test.slow();
  const problems = watchConsole(page);
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const company = await createCompany(owner.request);
  const title = `Notify me ${unique()}`;
  const idea = await addIdea(owner.request, company.id, title);

  const voterEmail = await signUpWithEmail(page.request, 'Vera Voter');
  await page.goto(`/company/${company.slug}`);
  const vote = page.getByRole('button', { name: `Vote for ${title}`, exact: true });
  await vote.click();
  await expect(vote).toBeDisabled();

  const before = await mailCount();
  await ownerPage.goto(`/dashboard/${company.slug}`);
  const row = ownerPage.getByTestId('idea-row').filter({ hasText: title });
  await row.getByLabel(`Status of ${title}`).selectOption('planned');
  // Issue 26: a change that e-mails people offers Undo, and its e-mails wait out the window.
  await expect(ownerPage.getByTestId('toast')).toContainText('Status changed');

  // Matched by subject: the verification link Vera's sign-up sent may arrive after `before`.
  const mail = await waitForMail(
    (m) => recipient(m) === voterEmail && m.subject === `"${title}" is now Planned`,
    { after: before },
  );
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const ideaLink = links.find((link) => link.includes(`/ideas/${idea.id}`)) ?? '';
  const unsubscribeLink = links.find((link) => link.includes('/unsubscribe?token=')) ?? '';

  await page.goto(ideaLink);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goto(unsubscribeLink);
  await expect(page.getByRole('status')).toHaveText(
    `You're unsubscribed. ${voterEmail} gets no more e-mails about updates on ideas you follow.`,
  );
  await page.goto('/account');
  await expect(ideaUpdates(page)).not.toBeChecked();

  await page.goto(unsubscribeLink);
  await expect(page.getByRole('status')).toContainText("You're unsubscribed.");
  await page.getByRole('button', { name: 'Undo: keep sending them' }).click();
  await expect(page.getByRole('status')).toContainText("You're subscribed again.");
  await page.goto('/account');
  await expect(ideaUpdates(page)).toBeChecked();
  await owner.close();
  expect(problems).toEqual([]);
});

test('the account page switches round-trip; the digest is offered to owners', async ({ page }) => {
  await signUpWithEmail(page.request, 'Sam Switch');
  await page.goto('/account');
  await expect(ideaUpdates(page)).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Daily digest' })).toHaveCount(0);
  await ideaUpdates(page).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Your e-mail settings have been updated' }),
  ).toBeVisible();
  await page.reload();
  await expect(ideaUpdates(page)).not.toBeChecked();

  // Once the user owns a company, the digest switch appears.
  const created = await page.request.post('/api/companies', { data: { name: `Switch Co ${unique()}` } });
  expect(created.status()).toBe(201);
  await page.reload();
  const digest = page.getByRole('switch', { name: 'Daily digest' });
  await expect(digest).not.toBeChecked();
  await digest.click();
  await expect(digest).toBeChecked();
  await page.reload();
  await expect(digest).toBeChecked();
  await expect(ideaUpdates(page)).not.toBeChecked();
  // Issue 28: mentions by teammates have their own switch, on until turned off.
  const mentions = page.getByRole('switch', { name: 'E-mail me when a teammate mentions me' });
  await expect(mentions).toBeChecked();
  await mentions.click();
  await expect(mentions).not.toBeChecked();
  await page.reload();
  await expect(mentions).not.toBeChecked();
  const stored = await (await page.request.get('/api/account/notifications')).json();
  expect(stored).toEqual({ ideaUpdates: false, dailyDigest: true, mentions: false, digestAvailable: true });
});

test('the unsubscribe page refuses a tampered link', async ({ page }) => {
  await page.goto('/unsubscribe?token=aWRlYV91cGRhdGVzOm1lQGV4YW1wbGUuY29t.forged');
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is invalid');
});
