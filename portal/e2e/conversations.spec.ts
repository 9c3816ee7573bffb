/**
 * Conversations (issue 28) through the real UI, at 1280 and 375 px: a reply under a comment
 * (focus moves into it, Escape cancels), the team's internal note with an @mention picked from
 * the suggestions, the mention e-mail at the e2e server's SMTP mailbox, and a visitor who sees
 * the reply but never the note.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, subscribeTo, watchConsole } from './board-helpers';
import { firstLink, mailCount, recipient, waitForMail } from './mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A Business owner's company with a member who joined through the e-mailed invitation. */
async function teamWithMember(page: Page, browser: Browser, baseURL: string | undefined) {
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'business');
  const id = unique();
  const email = `mentioned-${id}@example.com`;
  const before = await mailCount();
  const invited = await page.request.post(`/api/companies/${company.id}/team/invites`, {
    data: { email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = await waitForMail((m) => recipient(m) === email, { after: before });
  const token = new URL(firstLink(invitation)).searchParams.get('token');
  const member = await browser.newContext();
  await signUpAs(member.request, email, `Mina ${id}`, id);
  const accepted = await member.request.post('/api/team/accept', { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await member.close();
  return { company, member: { email, name: `Mina ${id}` } };
}

async function signUpAs(request: APIRequestContext, email: string, name: string, id: string) {
  const res = await request.post('/api/auth/signup', {
    data: { name, email, username: `mina_${id}`, password: 'correct-horse-42' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const width of [1280, 375]) {
  test(`at ${width} px: reply to a comment, write an internal note mentioning a teammate, who is e-mailed`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three people, an invitation and two e-mails: the slow tests' time on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const problems = watchConsole(page);
    const { company, member } = await teamWithMember(page, browser, baseURL);
    const title = `Threads ${unique()}`;
    const idea = await addIdea(page.request, company.id, title);
    const customer = await browser.newContext({ viewport: { width, height: 900 } });
    const customerPage = await customer.newPage();
    await customerPage.request.post('/api/auth/signup', {
      data: {
        name: 'Carla Customer',
        email: `carla-${unique()}@example.com`,
        username: `carla_${unique()}`,
        password: 'correct-horse-42',
      },
    });
    const asked = await customerPage.request.post(`/api/features/${idea.id}/comments`, {
      data: { content: 'Could exports include tags?' },
    });
    expect(asked.status()).toBe(201);

    await page.goto(`/company/${company.slug}/ideas/${idea.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const reply = page.getByRole('button', { name: 'Reply to Carla Customer' });
    await reply.click();
    const replyBox = page.getByRole('combobox', { name: 'Reply to Carla Customer' });
    await expect(replyBox).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(replyBox).toHaveCount(0);
    await expect(reply).toBeFocused();
    await reply.click();
    await replyBox.fill('Yes, in the next release.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Post Reply' }).click();
    const replies = page.getByRole('list', { name: 'Replies to Carla Customer' });
    await expect(replies).toContainText('Yes, in the next release.');

    await page.getByRole('radio', { name: 'Internal note (team only)' }).check();
    const noteBox = page.getByRole('combobox', { name: 'Add an internal note' });
    await noteBox.fill('Big account, ');
    await noteBox.pressSequentially('@Min');
    const suggestions = page.getByRole('listbox', { name: 'Mention a teammate' });
    await expect(suggestions.getByRole('option', { name: member.name })).toBeVisible();
    await expect(noteBox).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    // Escape closes the list and keeps the text; typing on opens it again.
    await page.keyboard.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(noteBox).toHaveValue('Big account, @Min');
    await noteBox.pressSequentially('a');
    const option = suggestions.getByRole('option', { name: member.name });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(noteBox).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(suggestions).toBeHidden();
    await expect(noteBox).toHaveValue(new RegExp(`^Big account, @\\[${member.name}\\]\\(mention:\\d+\\) $`));
    await noteBox.pressSequentially('can you call them?');
    const before = await mailCount();
    await page.getByRole('button', { name: 'Add Note' }).click();
    const note = page.getByTestId('comment').filter({ hasText: 'Big account' });
    await expect(note).toContainText('Internal');
    await expect(note.locator('.mention')).toHaveText(`@${member.name}`);
    await expectNoAxeViolations(page);

    const mail = await waitForMail(
      (m) => recipient(m) === member.email && (m.subject ?? '').includes(`mentioned you on "${title}"`),
      { after: before },
    );
    expect(mail.text).toContain('can you call them?');

    // The customer sees the team's reply under their comment, and nothing of the note.
    await customerPage.goto(`/company/${company.slug}/ideas/${idea.id}`);
    await expect(customerPage.getByRole('list', { name: 'Replies to Carla Customer' })).toContainText(
      'Yes, in the next release.',
    );
    await expect(customerPage.getByTestId('comment-thread')).not.toContainText('Big account');
    await expect(customerPage.getByRole('radio', { name: 'Internal note (team only)' })).toHaveCount(0);
    await expectNoAxeViolations(customerPage);
    await customer.close();
    expect(problems).toEqual([]);
  });
}
