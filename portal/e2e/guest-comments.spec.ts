/**
 * Issue 26, guests who comment: a visitor without an account comments with a name and an e-mail
 * on an idea page; nothing shows until the e-mailed link is opened, then the comment does. At
 * 1280 and 375 px, axe-core on the idea page with the guest form.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';
import { firstLink, mailCount, waitForMailTo } from './mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = 'docs/screenshots/issue-26';

for (const width of [1280, 375]) {
  test(`a visitor comments as a guest and confirms by the e-mailed link at ${width}px`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    // The owner works on a request context of their own: the page stays a signed-out visitor.
    const owner = await playwright.request.newContext({ baseURL });
    const company = await createCompany(owner);
    const idea = await addIdea(owner, company.id, `Guest friendly ${unique()}`);
    const email = `guest-${unique()}@example.com`;
    const words = `Count me in! ${unique()}`;

    await page.goto(`/company/${company.slug}/ideas/${idea.id}`);
    // Opened, cancelled and opened again by keyboard: focus follows the form and comes back.
    await page.getByRole('button', { name: 'Comment as guest' }).click();
    const form = page.getByRole('form', { name: 'Comment as guest' });
    await expect(form.getByLabel('Your comment')).toBeFocused();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Comment as guest' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Your comment')).toBeFocused();
    await form.getByRole('button', { name: 'Post as guest' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Comment cannot be empty')).toBeVisible();
    await form.getByLabel('Your comment').fill(words);
    await form.getByLabel('Your name').fill('Gwen Guest');
    await form.getByLabel('Email').fill(email);
    await expectNoAxeViolations(page, `idea page with the guest form at ${width}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/guest-comment-${width}.png` });
    const before = await mailCount();
    await form.getByRole('button', { name: 'Post as guest' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();
    // Held: not on the thread, for this visitor or anyone.
    await page.reload();
    await expect(page.getByRole('heading', { name: idea.title, level: 1 })).toBeVisible();
    await expect(page.getByText(words)).toHaveCount(0);

    const mail = await waitForMailTo(email, { after: before });
    expect(mail.subject).toBe(`Confirm your comment on ${company.name}'s board`);
    const link = new URL(firstLink(mail));
    expect(link.pathname).toBe(`/company/${company.slug}/ideas/${idea.id}`);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('toast')).toContainText('Comment published');
    await expect(page.getByTestId('comment-thread')).toContainText(words);
    await expect(page.getByTestId('comment-thread')).toContainText('Gwen Guest');
    // The token left the address bar, and a second use is refused.
    expect(new URL(page.url()).searchParams.has('confirmComment')).toBe(false);
    const again = await owner.post('/api/comments/confirm', {
      data: { token: link.searchParams.get('confirmComment') },
    });
    expect(again.status()).toBe(400);
    await owner.dispose();
    expect(problems).toEqual([]);
  });
}
