/**
 * Issue 16 in a real Chromium: similar ideas while typing a title (board dialog and /embed,
 * voting in place, at 375 px), merging a duplicate from its idea page (the old address leads to
 * the target with a notice) and unmerging it, hiding a comment, and the held-idea approve flow.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, signUp, watchConsole } from './board-helpers';

/** A signed-out visitor in a browser context of their own. */
async function visitorPage(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  return context.newPage();
}

async function openSubmitDialog(page: Page) {
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  return page.getByRole('dialog', { name: 'Submit New Idea' });
}

test('similar ideas show under the title while typing, and a visitor votes instead of posting', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await createCompany(page.request);
  const dark = await addIdea(page.request, company.id, 'Dark mode for the board');
  await addIdea(page.request, company.id, 'Darker chart colours');
  await addIdea(page.request, company.id, 'Export to spreadsheet');

  const visitor = await visitorPage(browser, baseURL, 375);
  const problems = watchConsole(visitor);
  await visitor.goto(`/company/${company.slug}`);
  const dialog = await openSubmitDialog(visitor);
  await dialog.getByLabel('Title').fill('da');
  await expect(dialog.getByRole('region', { name: /Similar ideas/ })).toHaveCount(0);
  await dialog.getByLabel('Title').fill('dark mo');
  const similar = dialog.getByRole('region', { name: /Similar ideas/ });
  await expect(similar.getByRole('listitem')).toHaveText([/Dark mode for the board/]);
  await expect(dialog.getByText('1 similar idea found')).toBeAttached();
  await dialog.getByLabel('Title').fill('dark');
  await expect(similar.getByRole('listitem')).toHaveCount(2);
  expect(await hasHorizontalScroll(visitor)).toBe(false);

  // By keyboard: focus the vote button and press Enter; the count rises and stays voted.
  const vote = similar.getByRole('button', { name: 'Vote for Dark mode for the board, 0 votes' });
  await vote.focus();
  await visitor.keyboard.press('Enter');
  await expect(
    similar.getByRole('button', { name: 'Voted for Dark mode for the board, 1 vote' }),
  ).toBeDisabled();
  const counted = (await (await visitor.request.get(`/api/features/${dark.id}`)).json()) as { votes: number };
  expect(counted.votes).toBe(1);

  // The embed (what the widget panel shows) has the same hints; the vote there is remembered.
  await visitor.goto(`/embed/${company.slug}`);
  const embedDialog = await openSubmitDialog(visitor);
  await embedDialog.getByLabel('Title').fill('spreadsh');
  await expect(embedDialog.getByRole('region', { name: /Similar ideas/ }).getByRole('listitem')).toHaveText([
    /Export to spreadsheet/,
  ]);
  await embedDialog.getByLabel('Title').fill('dark mode');
  await expect(
    embedDialog.getByRole('button', { name: 'Voted for Dark mode for the board, 1 vote' }),
  ).toBeDisabled();
  expect(problems).toEqual([]);
  await visitor.context().close();
});

test('an owner merges a duplicate from its idea page, the old address leads to the target, and unmerge restores it', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await createCompany(page.request);
  const target = await addIdea(page.request, company.id, 'Calendar sync with Google');
  const duplicate = await addIdea(page.request, company.id, 'Sync my google calendar');
  const visitor = await visitorPage(browser, baseURL);
  expect((await visitor.request.post(`/api/features/${duplicate.id}/anonymous-vote`)).status()).toBe(200);
  const commenter = await browser.newContext({ baseURL });
  await signUp(commenter.request, 'Carla');
  expect(
    (
      await commenter.request.post(`/api/features/${duplicate.id}/comments`, {
        data: { content: 'Need this!' },
      })
    ).status(),
  ).toBe(201);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/company/${company.slug}/ideas/${duplicate.id}`);
  await page.getByRole('button', { name: 'Merge into…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge into another idea' });
  await dialog.getByLabel('Search ideas').fill('calendar');
  await dialog.getByRole('button', { name: /Calendar sync with Google/ }).click();
  await expect(dialog).toContainText('Merge "Sync my google calendar" into "Calendar sync with Google"?');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'was merged into this idea' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Calendar sync with Google', level: 1 })).toBeVisible();

  // A visitor at the old address sees the target, its vote and the comment with its note.
  await visitor.goto(`/company/${company.slug}/ideas/${duplicate.id}`);
  await expect(visitor.getByText('"Sync my google calendar" was merged into this idea.')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Calendar sync with Google', level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('comment-thread')).toContainText('Merged from "Sync my google calendar"');
  const vote = visitor.getByRole('button', { name: 'Vote for Calendar sync with Google' });
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(vote.getByTestId('vote-count')).toHaveText('1');
  await visitor.goto(`/company/${company.slug}`);
  await expect(visitor.getByTestId('idea-card')).toHaveText([/Calendar sync with Google/]);

  await page.goto(`/company/${company.slug}/ideas/${target.id}`);
  await page.getByRole('button', { name: 'Unmerge "Sync my google calendar"' }).click();
  await expect(page.getByRole('region', { name: 'Merged into this idea' })).toHaveCount(0);
  await visitor.goto(`/company/${company.slug}`);
  await expect(visitor.getByTestId('idea-card')).toHaveCount(2);
  await visitor.goto(`/company/${company.slug}/ideas/${duplicate.id}`);
  await expect(visitor.getByRole('heading', { name: 'Sync my google calendar', level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('comment-thread')).toContainText('Need this!');
  await visitor.context().close();
  await commenter.close();
});

test('an owner hides a comment; held ideas wait for review and are approved on their page', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await createCompany(page.request);
  const idea = await addIdea(page.request, company.id, 'Offline mode for the app');
  const troll = await browser.newContext({ baseURL });
  await signUp(troll.request, 'Troll');
  await troll.request.post(`/api/features/${idea.id}/comments`, {
    data: { content: 'Buy cheap watches here' },
  });

  await page.goto(`/company/${company.slug}/ideas/${idea.id}`);
  await page.getByRole('button', { name: 'Hide the comment by Troll' }).click();
  await expect(page.getByTestId('comment-thread')).toContainText('Hidden');
  await expect(page.getByRole('button', { name: 'Unhide the comment by Troll' })).toBeVisible();
  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto(`/company/${company.slug}/ideas/${idea.id}`);
  await expect(visitor.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(visitor.getByText('Buy cheap watches here')).toHaveCount(0);

  // Review on, from the dashboard's settings.
  // Issue 26: the Board section, one Save per settings form.
  await page.goto(`/dashboard/${company.slug}/settings/board`);
  await page.getByRole('switch', { name: 'Review new ideas before they are public' }).check();
  await page.getByRole('form', { name: 'Moderation settings' }).getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/companies/${company.id}/moderation`)).json()).reviewNewIdeas,
    )
    .toBe(true);

  await visitor.goto(`/company/${company.slug}`);
  const dialog = await openSubmitDialog(visitor);
  await dialog.getByRole('tab', { name: 'Submit Anonymously' }).click();
  await dialog.getByLabel('Title').fill('Bulk edit for tags');
  await dialog.getByLabel('Description').fill('Editing tags one by one takes ages.');
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(visitor.getByText('Your idea was sent for review')).toBeVisible();
  await expect(visitor.getByTestId('idea-card')).toHaveText([/Offline mode for the app/]);

  await page.reload();
  const waiting = page.getByRole('region', { name: 'Awaiting review (1)' });
  await waiting.getByRole('link', { name: 'Bulk edit for tags' }).click();
  await expect(page.getByText('Held for review', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Held for review', { exact: true })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByTestId('idea-card')).toHaveCount(2);
  await visitor.context().close();
  await troll.close();
});
