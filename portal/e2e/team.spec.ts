/**
 * Team accounts through the real UI: a Business owner invites by e-mail, the invitee opens the
 * e-mailed link (read from the e2e server's mailbox), signs up, joins, and triages an idea with
 * the member's dashboard (no settings, no billing); below Business the Team card is greyed.
 */
import { expect, test } from '@playwright/test';
import {
  addIdea,
  createCompany,
  hasHorizontalScroll,
  signUp,
  subscribeTo,
  watchConsole,
} from './board-helpers';
import { openTab } from './dashboard-helpers';
import { firstLink, mailCount, recipient, waitForMail, waitForMailTo } from './mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test('a Business owner invites a member, who joins through the link and triages an idea', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people's whole journey (invite, sign up, join, triage in two places, reload): past 30 s
  // on a busy CI machine, so it gets the slow tests' time.
  test.slow();
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'business');
  const idea = await addIdea(page.request, company.id, `Team triage ${unique()}`);
  const email = `member-${unique()}@example.com`;

  // Issue 26: the team has its own dashboard section.
  await page.goto(`/dashboard/${company.slug}/team`);
  const card = page.getByRole('region', { name: 'Team' });
  const before = await mailCount();
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Role').selectOption('member');
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('toast')).toContainText('Invitation sent');
  await expect(card.getByRole('listitem', { name: email })).toContainText('Member');

  const mail = await waitForMailTo(email, { after: before });
  const link = new URL(firstLink(mail));
  expect(link.pathname).toBe('/team/accept');

  const invitee = await (await browser.newContext()).newPage();
  const inviteeProblems = watchConsole(invitee);
  await invitee.goto(`${link.pathname}${link.search}`);
  await invitee.getByRole('link', { name: 'Create an account' }).click();
  const register = invitee.getByRole('tabpanel', { name: 'Register' });
  const id = unique();
  await register.getByLabel('Name', { exact: true }).fill('Ada Member');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Username').fill(`ada_${id}`);
  await register.getByLabel('Password').fill('correct-horse-42');
  await register.getByRole('button', { name: 'Create Account', exact: true }).click();
  await invitee.getByRole('button', { name: 'Join the team' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/dashboard/${company.slug}(/inbox)?$`));

  // A member's dashboard (issue 26: a sidebar of sections): the inbox and roadmap; no settings,
  // no billing, even by the old ?tab=plan link.
  const sections = invitee.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  await expect(sections).toHaveText(['Inbox', 'Roadmap']);
  const row = invitee.getByTestId('idea-row').filter({ hasText: idea.title });
  await row.getByLabel(`Status of ${idea.title}`).selectOption('planned');
  await expect(invitee.getByTestId('toast')).toContainText(`"${idea.title}" is now Planned`);
  await invitee.goto(`/dashboard/${company.slug}?tab=plan`);
  await expect(invitee).toHaveURL(new RegExp(`/dashboard/${company.slug}/inbox$`));
  await expect(sections).toHaveText(['Inbox', 'Roadmap']);
  await expect(invitee.getByText('Danger Zone')).toHaveCount(0);

  // The idea page tells the team who did it.
  await invitee.goto(`/company/${company.slug}/ideas/${idea.id}`);
  await expect(invitee.getByRole('region', { name: 'History' })).toContainText('Planned by Ada Member');

  // On the public board too, the team triages from the card's status menu.
  await invitee.goto(`/company/${company.slug}`);
  await expect(invitee.getByRole('link', { name: 'Manage' })).toHaveAttribute(
    'href',
    `/dashboard/${company.slug}`,
  );
  const ideaCard = invitee.getByTestId('idea-card').filter({ hasText: idea.title });
  await ideaCard.getByRole('button', { name: `Change status of ${idea.title}` }).click();
  await invitee.getByRole('menuitemradio', { name: 'Mark as In Progress' }).click();
  await expect(ideaCard.getByLabel('In Progress', { exact: true })).toBeVisible();

  await page.reload();
  await expect(card.getByRole('listitem', { name: 'Ada Member' })).toContainText(email);
  await expect(card.getByText('No pending invitations.')).toBeVisible();
  expect(problems).toEqual([]);
  expect(inviteeProblems).toEqual([]);
});

test('the owner hands the company to an admin after the warning, and then sees the admin dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'business');
  const adminContext = await browser.newContext({ baseURL });
  await signUp(adminContext.request, 'Adam Admin');
  const me = await adminContext.request.get('/api/auth/me');
  const { email } = ((await me.json()) as { user: { email: string } }).user;
  // The company's plan becomes the new owner's: on Business, the team keeps its access.
  await subscribeTo(adminContext.request, baseURL, 'business');
  const before = await mailCount();
  const invited = await page.request.post(`/api/companies/${company.id}/team/invites`, {
    data: { email, role: 'admin' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  // The invitation, not the verification link Adam's sign-up sent to the same address (issue 27).
  const invitation = await waitForMail(
    (mail) => recipient(mail) === email && firstLink(mail).includes('/team/accept'),
    { after: before },
  );
  const token = new URL(firstLink(invitation)).searchParams.get('token');
  expect((await adminContext.request.post('/api/team/accept', { data: { token } })).status()).toBe(200);

  // Issue 26: the team has its own dashboard section.
  await page.goto(`/dashboard/${company.slug}/team`);
  const card = page.getByRole('region', { name: 'Team' });
  await card
    .getByRole('listitem', { name: 'Adam Admin' })
    .getByRole('button', { name: 'Make owner' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Transfer ownership' });
  await expect(dialog).toContainText("The company's plan is its owner's plan");
  const confirm = dialog.getByRole('button', { name: 'Transfer ownership' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/I understand/).check();
  await confirm.click();
  await expect(page.getByTestId('toast')).toContainText('Ownership transferred');

  // Now an admin: the inbox, roadmap, changelog (issue 29), Insights and settings, but no billing,
  // no team and no Danger Zone (issue 26: sections in the sidebar instead of tabs).
  await page.goto(`/dashboard/${company.slug}/settings/branding`);
  const sections = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  await expect(sections).toHaveText(['Inbox', 'Roadmap', 'Changelog', 'Insights', 'Settings']);
  await expect(page.getByRole('region', { name: 'Team' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Danger zone' })).toHaveCount(0);
  await expect(page.getByLabel('Welcome text')).toBeEnabled();
  await adminContext.close();
  expect(problems).toEqual([]);
});

for (const plan of ['free', 'pro'] as const) {
  test(`on ${plan} the Team card is greyed under the Business note`, async ({ page, baseURL }) => {
    const company = await createCompany(page.request);
    await subscribeTo(page.request, baseURL, plan);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/dashboard/${company.slug}`);
    await openTab(page, 'Team');
    const card = page.getByRole('region', { name: 'Team' });
    await expect(card.getByText('Inviting teammates needs the Business plan.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    await expect(card.getByLabel('Email')).toBeDisabled();
    await expect(card.getByRole('listitem', { name: 'Board Owner' })).toContainText('Owner');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
}
