/**
 * Issue 26, words: sign-in pages reached from a board speak to its visitors and return there;
 * the invitation page names the company; deleting a paid owner's account says the subscription
 * ends; the Business card and the landing's limit say what they mean. axe-core on each page.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, subscribeTo, watchConsole } from './board-helpers';
import { firstLink, mailCount, waitForMailTo } from './mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const width of [1280, 375]) {
  test(`from a board, sign-in and sign-up speak to visitors and return to the board at ${width}px`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const owner = await playwright.request.newContext({ baseURL });
    const company = await createCompany(owner);
    const idea = await addIdea(owner, company.id, `Visitors welcome ${unique()}`);
    await owner.dispose();

    await page.goto(`/company/${company.slug}/ideas/${idea.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: `Sign in to vote and comment on ${company.name}'s board` }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `/auth from a board at ${width}`);

    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: `Join ${company.name}'s board` })).toBeVisible();
    const register = page.getByRole('tabpanel', { name: 'Register' });
    // A visitor signs up without a company step.
    await expect(register.getByRole('button', { name: 'I want to create a company page' })).toHaveCount(0);
    const id = unique();
    await register.getByLabel('Name', { exact: true }).fill('Vera Visitor');
    await register.getByLabel('Email').fill(`vera-${id}@example.com`);
    await register.getByLabel('Username').fill(`vera_${id}`);
    await register.getByLabel('Password').fill('correct-horse-42');
    await expectNoAxeViolations(page, `/auth register from a board at ${width}`);
    await register.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page).toHaveURL(`/company/${company.slug}/ideas/${idea.id}`);
    await expect(page.getByLabel('Add a comment')).toBeVisible();

    // `from` works as well; without a board the specification's owner texts stay.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/login?from=${encodeURIComponent(`/company/${company.slug}`)}`);
    await expect(
      page.getByRole('heading', { name: `Sign in to vote and comment on ${company.name}'s board` }),
    ).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in to Sayso' })).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your Sayso account' })).toBeVisible();
    await expectNoAxeViolations(page, `/signup at ${width}`);
    expect(problems).toEqual([]);
  });
}

test('the invitation names the company; deleting a paid account says the subscription ends', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'business');
  const email = `mate-${unique()}@example.com`;
  const before = await mailCount();
  const invited = await page.request.post(`/api/companies/${company.id}/team/invites`, {
    data: { email, role: 'member' },
  });
  expect(invited.status()).toBe(201);
  const link = new URL(firstLink(await waitForMailTo(email, { after: before })));

  const invitee = await (await browser.newContext()).newPage();
  for (const width of [1280, 375]) {
    await invitee.setViewportSize({ width, height: 800 });
    await invitee.goto(`${link.pathname}${link.search}`);
    await expect(invitee.getByRole('heading', { name: `Join ${company.name} on Sayso` })).toBeVisible();
    await expectNoAxeViolations(invitee, `/team/accept at ${width}`);
  }
  await invitee.goto('/team/accept?token=not-a-real-one');
  await expect(invitee.getByRole('heading', { name: 'Join the team' })).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account');
    await expect(
      page.getByText(
        'Your paid Business subscription will be cancelled right away, with no further payments.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, `/account at ${width}`);
  }

  expect(problems).toEqual([]);
});

test('the Business card includes Pro; the landing says whose ideas the free limit counts', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-business')).toContainText('Everything in Pro, plus:');
  await expectNoAxeViolations(page, '/pricing');
  await page.goto('/#faq');
  await page.getByRole('button', { name: 'Is there a free plan?' }).click();
  await expect(page.getByText(/Each signed-in customer can suggest up to 10 ideas per month/)).toBeVisible();
  expect(problems).toEqual([]);
});
