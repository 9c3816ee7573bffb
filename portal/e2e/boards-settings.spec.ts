/**
 * Boards in the dashboard's settings (issue 27): a Business owner creates, renames, reorders,
 * restricts and deletes boards (its ideas moving to the board chosen), at 1280 and 375 px with
 * axe on every page and dialog; Free and Pro see their plan's limit instead of the create button,
 * and restricted visibility greyed under the Business note.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';

const SHOTS = 'docs/screenshots/issue-27';

const card = (page: Page) => page.getByRole('region', { name: 'Boards' });
const items = (page: Page) => card(page).getByTestId('board-item');

async function openBoards(page: Page, slug: string) {
  await page.goto(`/dashboard/${slug}/settings/boards`);
  await expect(items(page).first()).toBeVisible();
}

interface BoardRow {
  id: number;
  name: string;
  slug: string;
  visibility: string;
  emailDomains: string[];
  attributeRules: { attribute: string; value: string }[];
  ideaCount: number;
}

async function boardSettings(page: Page, companyId: number) {
  const response = await page.request.get(`/api/companies/${companyId}/board-settings`);
  expect(response.status()).toBe(200);
  return (await response.json()) as BoardRow[];
}

for (const width of [1280, 375]) {
  test(`a Business owner manages boards at ${width} px`, async ({ page, baseURL }) => {
    test.slow();
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const company = await createCompany(page.request);
    await subscribeTo(page.request, baseURL, 'business');
    await addIdea(page.request, company.id, 'Export reports as CSV');
    await addIdea(page.request, company.id, 'Slack notifications for new ideas');
    await openBoards(page, company.slug);
    await expect(items(page).first()).toContainText(
      `/company/${company.slug}/board/feature-requests · 2 ideas`,
    );
    await expectNoAxeViolations(page);

    // Create: the address follows the name until typed by hand.
    await card(page).getByRole('button', { name: 'New board' }).click();
    const create = page.getByRole('dialog', { name: 'New board' });
    await create.getByLabel('Board name').fill('Mobile App');
    await expect(create.getByLabel('Address')).toHaveValue('mobile-app');
    await create.getByLabel('Description').fill('Ideas for the iOS and Android apps');
    await expectNoAxeViolations(page, 'the New board dialog');
    await create.getByRole('button', { name: 'Create board' }).click();
    await expect(create).toBeHidden();
    await expect(items(page)).toHaveCount(2);
    await expect(items(page).nth(1)).toContainText(`/company/${company.slug}/board/mobile-app · 0 ideas`);

    // A taken address: the server's words, verbatim, on the field.
    await card(page).getByRole('button', { name: 'New board' }).click();
    await create.getByLabel('Board name').fill('Feature Requests');
    await create.getByRole('button', { name: 'Create board' }).click();
    await expect(create.getByText('A board with this address already exists')).toBeVisible();
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(items(page)).toHaveCount(2);

    // Rename and describe.
    await card(page).getByRole('button', { name: 'Edit Mobile App' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Mobile App' });
    await edit.getByLabel('Board name').fill('Mobile');
    // An existing board keeps its address through a rename.
    await expect(edit.getByLabel('Address')).toHaveValue('mobile-app');
    await edit.getByRole('button', { name: 'Save board' }).click();
    await expect(edit).toBeHidden();
    await expect(items(page).nth(1)).toContainText('Mobile');

    // Reorder by keyboard: Mobile becomes the default board; the focus stays on the moved board.
    await card(page).getByRole('button', { name: 'Move Mobile up' }).focus();
    await page.keyboard.press('Enter');
    await expect(items(page).first()).toContainText('MobileDefault');
    await expect(card(page).getByRole('button', { name: 'Move Mobile down' })).toBeFocused();
    expect((await boardSettings(page, company.id)).map((board) => board.slug)).toEqual([
      'mobile-app',
      'feature-requests',
    ]);

    // Restrict (Business): domains and an attribute rule.
    await card(page).getByRole('button', { name: 'Edit Mobile' }).click();
    const restrict = page.getByRole('dialog', { name: 'Edit Mobile' });
    await restrict.getByRole('radio', { name: /Restricted/ }).check();
    await restrict.getByLabel('E-mail domains').fill('acme.com, example.org');
    await restrict.getByRole('button', { name: 'Add attribute rule' }).click();
    await restrict.getByLabel('Rule 1 attribute').selectOption('plan');
    await restrict.getByLabel('Rule 1 value').fill('enterprise');
    await expectNoAxeViolations(page, 'the Edit board dialog, restricted');
    await restrict.getByRole('button', { name: 'Save board' }).click();
    await expect(restrict).toBeHidden();
    await expect(items(page).first()).toContainText('Restricted');
    const restricted = (await boardSettings(page, company.id))[0];
    expect(restricted).toMatchObject({
      visibility: 'restricted',
      emailDomains: ['acme.com', 'example.org'],
      attributeRules: [{ attribute: 'plan', value: 'enterprise' }],
    });
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    // The card alone, from the whole page: the sticky header never covers it there.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await card(page).boundingBox();
    if (!box) throw new Error('the Boards card has no box');
    await page.screenshot({ path: `${SHOTS}/boards-settings-${width}.png`, fullPage: true, clip: box });

    // Delete the old board: its two ideas must go somewhere first.
    await card(page).getByRole('button', { name: 'Delete Feature Requests' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Feature Requests?' });
    await expect(remove).toContainText(
      'Its 2 ideas, with their votes and comments, move to the board you choose.',
    );
    await remove.getByRole('button', { name: 'Delete board' }).click();
    await expect(remove.getByText('Please choose the board its ideas move to')).toBeVisible();
    await remove.getByLabel('Move its ideas to').selectOption({ label: 'Mobile' });
    await expectNoAxeViolations(page, 'the Delete board dialog');
    await remove.getByRole('button', { name: 'Delete board' }).click();
    await expect(remove).toBeHidden();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('2 ideas');
    // The last board is never offered for deletion.
    await expect(card(page).getByRole('button', { name: 'Delete Mobile' })).toBeDisabled();
    expect(await hasHorizontalScroll(page)).toBe(false);
    // The taken address above answered 409 on purpose; the browser logs it.
    expect(problems.filter((problem) => !problem.includes('status of 409'))).toEqual([]);
  });
}

test('Free sees its one-board limit instead of the create button, at 375 px', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const company = await createCompany(page.request);
  await openBoards(page, company.slug);
  await expect(card(page).getByText('The Free plan allows 1 board; upgrade to Pro for more.')).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'New board' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await card(page).getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  expect(problems).toEqual([]);
});

test('Pro creates up to 3 boards, then sees its limit; restricted stays greyed, at 1280 px', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, 'pro');
  await openBoards(page, company.slug);

  await card(page).getByRole('button', { name: 'New board' }).click();
  const create = page.getByRole('dialog', { name: 'New board' });
  await expect(create.getByRole('radio', { name: /Restricted/ })).toBeDisabled();
  await expect(create.getByText('Restricted boards needs the Business plan.')).toBeVisible();
  await create.getByLabel('Board name').fill('Internal');
  await create.getByRole('radio', { name: /Team only/ }).check();
  await expectNoAxeViolations(page, 'the New board dialog on Pro');
  await create.getByRole('button', { name: 'Create board' }).click();
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).nth(1)).toContainText('Team only');

  await card(page).getByRole('button', { name: 'New board' }).click();
  await create.getByLabel('Board name').fill('Mobile');
  await create.getByRole('button', { name: 'Create board' }).click();
  await expect(items(page)).toHaveCount(3);
  await expect(
    card(page).getByText('The Pro plan allows 3 boards; upgrade to Business for more.'),
  ).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'New board' })).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
