/**
 * Live counts (issue 12): a vote in one browser shows in another within 1 s, without a
 * reload, on the board and in the embed view the widget's panel frames.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, watchConsole } from './board-helpers';

/** A visitor of their own (own cookies) on `path`, once the board's event stream is open. */
async function visitor(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const stream = page.waitForResponse((res) => res.url().endsWith('/events') && res.status() === 200);
  await page.goto(path);
  await stream;
  return page;
}

const voteButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Vote for ${title}`, exact: true });

/** Votes on `page` and waits for the server's answer. */
async function vote(page: Page, title: string) {
  const answered = page.waitForResponse((res) => res.url().endsWith('/anonymous-vote'));
  await voteButton(page, title).click();
  expect((await answered).status()).toBe(200);
}

for (const view of ['board', 'embed'] as const) {
  test(`a vote in one browser shows in another's ${view} within 1 s`, async ({ browser, request }) => {
    const company = await createCompany(request);
    const idea = await addIdea(request, company.id, `Live ${view} count`);
    const watcher = await visitor(
      browser,
      view === 'board' ? `/company/${company.slug}` : `/embed/${company.slug}`,
    );
    const problems = watchConsole(watcher);
    const voter = await visitor(browser, `/company/${company.slug}`);
    await expect(voteButton(watcher, idea.title)).toContainText('0');

    await vote(voter, idea.title);
    await expect(voteButton(watcher, idea.title)).toContainText('1', { timeout: 1000 });
    // Only the count moved: the watcher has not voted, so it still can.
    await expect(voteButton(watcher, idea.title)).toBeEnabled();

    await vote(watcher, idea.title);
    await expect(voteButton(voter, idea.title)).toContainText('2', { timeout: 1000 });
    await expect(voteButton(watcher, idea.title)).toContainText('2');
    await expect(voteButton(watcher, idea.title)).toBeDisabled();
    expect(problems).toEqual([]);
    await watcher.context().close();
    await voter.context().close();
  });
}
