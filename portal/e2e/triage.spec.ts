/**
 * ETA and tags (issue 28), at 1280 and 375 px with axe on every page reached: the team sets an
 * ETA on a planned idea from the inbox's side panel and sees it on the idea page and the
 * roadmap; an admin creates, renames, recolours and deletes tags in Settings; the team tags two
 * ideas from the panel and filters the inbox by the tag (kept in the URL, so a reload keeps it).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';

const rows = (page: Page) => page.getByTestId('idea-row');
const panel = (page: Page) => page.getByTestId('idea-panel');
const openPanel = (page: Page, title: string) =>
  rows(page).filter({ hasText: title }).getByRole('button', { name: title }).click();

for (const width of [1280, 375]) {
  test(`the team sets an ETA on a planned idea, shown on the idea page and roadmap at ${width} px`, async ({
    page,
  }) => {
    test.slow();
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const company = await createCompany(page.request);
    const idea = await addIdea(page.request, company.id, 'Export reports as CSV');
    const planned = await page.request.patch(`/api/features/${idea.id}`, { data: { status: 'planned' } });
    expect(planned.status(), await planned.text()).toBe(200);
    const year = String(new Date().getFullYear() + 1);

    await page.goto(`/dashboard/${company.slug}/inbox`);
    await openPanel(page, idea.title);
    await expect(panel(page).getByRole('group', { name: 'ETA' })).toBeVisible();
    await expectNoAxeViolations(page, 'the inbox side panel with the ETA');
    // By keyboard: the year first (nothing saved without a period), then the month.
    await panel(page).getByLabel('ETA year').focus();
    await panel(page).getByLabel('ETA year').selectOption(year);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/features/${idea.id}`) && response.request().method() === 'PATCH',
    );
    await panel(page).getByLabel('ETA month or quarter').selectOption({ label: 'March' });
    expect((await saved).status()).toBe(200);
    await expect(rows(page).filter({ hasText: idea.title })).toContainText(`ETA: March ${year}`);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.goto(`/company/${company.slug}/ideas/${idea.id}`);
    await expect(page.getByTestId('eta')).toHaveText(`ETA: March ${year}`);
    await expectNoAxeViolations(page, 'the idea page with its ETA');

    await page.goto(`/company/${company.slug}/roadmap`);
    await expect(page.getByTestId('roadmap-card').filter({ hasText: idea.title })).toContainText(
      `ETA: March ${year}`,
    );
    await expectNoAxeViolations(page, 'the roadmap with an ETA');

    // A quarter, and back in the panel, none: the card follows each time.
    await page.goto(`/dashboard/${company.slug}/inbox`);
    await openPanel(page, idea.title);
    await expect(panel(page).getByLabel('ETA month or quarter')).toHaveValue('03');
    await panel(page).getByLabel('ETA month or quarter').selectOption({ label: 'Q2' });
    await expect(rows(page).filter({ hasText: idea.title })).toContainText(`ETA: Q2 ${year}`);
    await page.goto(`/company/${company.slug}/roadmap`);
    await expect(page.getByTestId('roadmap-card').filter({ hasText: idea.title })).toContainText(
      `ETA: Q2 ${year}`,
    );
    expect(problems).toEqual([]);
  });

  test(`an admin creates, renames, recolours and deletes tags in settings at ${width} px`, async ({
    page,
  }) => {
    test.slow();
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const company = await createCompany(page.request);

    await page.goto(`/dashboard/${company.slug}/settings/tags`);
    const card = page.getByRole('region', { name: 'Tags' });
    const addForm = card.getByRole('form', { name: 'Add a tag' });
    await addForm.getByLabel('New tag').fill('Enterprise');
    await addForm.getByLabel('Colour').selectOption({ label: 'Purple' });
    await addForm.getByRole('button', { name: 'Add tag' }).click();
    await expect(card.getByRole('form', { name: 'Tag Enterprise' })).toBeVisible();
    await addForm.getByLabel('New tag').fill('Beta');
    await addForm.getByRole('button', { name: 'Add tag' }).click();
    const beta = card.getByRole('form', { name: 'Tag Beta' });
    await expect(beta).toBeVisible();
    await expectNoAxeViolations(page, 'settings, tags');
    expect(await hasHorizontalScroll(page)).toBe(false);
    // Rename and recolour, then delete after the confirmation.
    await beta.getByLabel('Name of Beta').fill('Beta users');
    await beta.getByLabel('Colour of Beta').selectOption({ label: 'Teal' });
    await beta.getByRole('button', { name: 'Save' }).click();
    const renamed = card.getByRole('form', { name: 'Tag Beta users' });
    await expect(renamed.getByLabel('Colour of Beta users')).toHaveValue('teal');
    await renamed.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this tag?' });
    await expect(confirm).toContainText('"Beta users" comes off every idea that carries it.');
    await expectNoAxeViolations(page, 'the delete-tag confirmation');
    await confirm.getByRole('button', { name: 'Delete tag' }).click();
    await expect(renamed).toHaveCount(0);
    await expect(card.getByRole('form', { name: /^Tag / })).toHaveCount(1);
    const stored = (await (await page.request.get(`/api/companies/${company.id}/tags`)).json()) as unknown[];
    expect(stored).toEqual([expect.objectContaining({ name: 'Enterprise', color: 'purple' })]);
    expect(problems).toEqual([]);
  });

  test(`the team tags two ideas and filters the inbox by the tag at ${width} px`, async ({ page }) => {
    test.slow();
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const company = await createCompany(page.request);
    const made = await page.request.post(`/api/companies/${company.id}/tags`, {
      data: { name: 'Enterprise', color: 'purple' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const first = await addIdea(page.request, company.id, 'Single sign-on with SAML');
    const second = await addIdea(page.request, company.id, 'Audit log export');
    await addIdea(page.request, company.id, 'Dark mode for night owls');

    await page.goto(`/dashboard/${company.slug}/inbox`);
    await expect(rows(page)).toHaveCount(3);
    for (const idea of [first, second]) {
      await openPanel(page, idea.title);
      const tags = panel(page).getByRole('group', { name: 'Tags' });
      await tags.getByRole('checkbox', { name: 'Enterprise' }).check();
      await expect(
        rows(page)
          .filter({ hasText: idea.title })
          .getByRole('list', { name: `Tags of ${idea.title}` }),
      ).toHaveText('Enterprise');
      if (idea === first) await expectNoAxeViolations(page, 'the inbox panel with the tag picker');
      await panel(page).getByRole('button', { name: 'Close the idea panel' }).click();
    }

    const tagFilter = page.getByRole('search', { name: 'Filter feature requests' }).getByLabel('Tag');
    await tagFilter.selectOption({ label: 'Enterprise' });
    await expect(page).toHaveURL(/[?&]tag=\d+/);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'Dark mode for night owls' })).toHaveCount(0);
    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(tagFilter).not.toHaveValue('');
    await expectNoAxeViolations(page, 'the inbox filtered by a tag');
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The public idea page never shows a tag.
    await page.context().clearCookies();
    await page.goto(`/company/${company.slug}/ideas/${first.id}`);
    await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(page.getByText('Enterprise')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
