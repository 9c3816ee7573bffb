/**
 * Issue 29, the dashboard's Changelog section, at 1280 and 375 px against the real API: the owner
 * writes an entry that links an idea, schedules it, unschedules it, publishes it (after a confirm
 * that names what happens to the idea), and sees it Published in the list with its figures; the
 * idea is Completed. Every page and dialog reached passes axe.
 */
import { expect, type Page, request as requests, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createCompany, hasHorizontalScroll } from './board-helpers';

const BASE = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

/** Opens a sidebar section: on a phone through the Menu button first. */
async function openSection(page: Page, name: string, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
  await expect(page.locator('#dashboard-nav a[aria-current="page"]')).toHaveText(name);
}

/** `date` as the datetime-local field takes it, in the browser's (the test's) local time. */
function localValue(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

for (const width of [1280, 375]) {
  test(`owner writes, schedules, unschedules and publishes a changelog entry at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const company = await createCompany(page.request, `Changelog Co ${width} ${Date.now()}`);
    // A visitor asked for it and left an address: publishing e-mails them.
    const visitor = await requests.newContext({ baseURL: BASE });
    const asked = await visitor.post('/api/features/anonymous', {
      data: {
        title: 'Dark mode please',
        description: 'Easier on the eyes at night.',
        category: 'new_features',
        name: 'Fan',
        email: `changelog-fan-${width}-${Date.now()}@example.com`,
        companyId: company.id,
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const idea = (await asked.json()) as { id: number };
    await visitor.dispose();

    await page.goto(`/dashboard/${company.slug}/inbox`);
    await openSection(page, 'Changelog', width);
    await expect(page.getByRole('heading', { name: 'Changelog', level: 2 })).toBeVisible();
    await expect(page.getByText('No entries yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Write it: title, Markdown, a label and the idea it ships.
    await page.getByRole('link', { name: 'New entry' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${company.slug}/changelog/new$`));
    await page.getByLabel('Title', { exact: true }).fill('Dark mode is here');
    await page.getByRole('textbox', { name: 'What changed' }).fill('Switch it on in **Settings**.');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Linked ideas').fill('Dark mode');
    await page.getByRole('button', { name: 'Link Dark mode please' }).click();
    await expect(page.getByTestId('linked-idea')).toHaveText(/Dark mode please\s*Feature Requests/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);

    // Schedule it for tomorrow morning, local time: saved first, then scheduled.
    await page.getByRole('button', { name: 'Schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this entry' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'the schedule dialog');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 0, 0, 0);
    await dialog.getByLabel('Publish on').fill(localValue(tomorrow));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${company.slug}/changelog/\\d+$`));
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();

    // Back to a draft.
    await page.getByRole('button', { name: 'Unschedule' }).click();
    await expect(page.getByRole('button', { name: 'Schedule…' })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    // Publish now: the confirm says what happens to the idea and who hears of it.
    await page.getByRole('button', { name: 'Publish now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this entry now?' });
    await expect(confirm).toContainText('1 linked idea moves to Completed');
    await expect(confirm).toContainText('the people who asked for it');
    await expectNoAxeViolations(page, 'the publish confirm');
    await confirm.getByRole('button', { name: 'Publish now' }).click();

    // The list: Published, with its figures (the visitor's e-mail counts as sent).
    await expect(page).toHaveURL(new RegExp(`/dashboard/${company.slug}/changelog$`));
    const row = page.getByTestId('changelog-entry').filter({ hasText: 'Dark mode is here' });
    await expect(row).toContainText(/Published /);
    await expect(row).toContainText('New');
    const figures = row.getByRole('definition');
    await expect(row.getByRole('term')).toHaveText(['E-mails sent', 'Widget views']);
    await expect(figures).toHaveText(['1', '0']);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);

    const shipped = await page.request.get(`/api/features/${idea.id}`);
    expect(((await shipped.json()) as { status: string }).status).toBe('completed');
  });
}
