/**
 * Issue 26, the app-like dashboard, at 1280 and 375 px: an owner with 20 ideas triages them by
 * keyboard in the side panel (opens one, changes its status, undoes that, moves to the next,
 * changes it, approves a held idea), and the mailbox gets the kept change but never the undone
 * one; the sidebar marks the open section and every section passes axe; old ?tab= links lead to
 * their section; a settings edit is not lost without a warning. Screenshots for the note.
 */
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, request as requests, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, hasHorizontalScroll } from './board-helpers';
import { allMail, recipient, waitForMailTo } from './mailbox';

const BASE = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
const SHOTS = 'docs/screenshots/issue-26';
const UNSAVED = 'You have unsaved changes. Leave this section and lose them?';

const rows = (page: Page) => page.getByTestId('idea-row');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const panel = (page: Page, title: string) => page.getByRole('region', { name: title });

/** An idea whose anonymous author left an address: they are e-mailed its status changes. */
async function followedIdea(request: APIRequestContext, companyId: number, title: string, email: string) {
  const response = await request.post('/api/features/anonymous', {
    data: {
      title,
      description: `${title}: described.`,
      category: 'new_features',
      name: 'Fan',
      email,
      companyId,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

async function anonymousVotes(ideaId: number, count: number) {
  for (let i = 0; i < count; i++) {
    const visitor = await requests.newContext({ baseURL: BASE });
    expect((await visitor.post(`/api/features/${ideaId}/anonymous-vote`)).status()).toBe(200);
    await visitor.dispose();
  }
}

/** 20 ideas: "Undo me" (2 votes) and "Keep me" (1 vote) on top, 17 more, and one held for review. */
async function twentyIdeas(page: Page, width: number) {
  const company = await createCompany(page.request, `Triage Co ${width} ${Date.now()}`);
  const stamp = `${width}-${Date.now()}`;
  const undoFan = `undo-${stamp}@example.com`;
  const keepFan = `keep-${stamp}@example.com`;
  // Visitors submit (signed out): the owner's own monthly limit is not theirs.
  const visitor = await requests.newContext({ baseURL: BASE });
  const undoMe = await followedIdea(visitor, company.id, 'Undo me', undoFan);
  const keepMe = await followedIdea(visitor, company.id, 'Keep me', keepFan);
  await anonymousVotes(undoMe.id, 2);
  await anonymousVotes(keepMe.id, 1);
  for (let n = 1; n <= 17; n++) await addIdea(visitor, company.id, `Filler idea ${n}`);
  const review = await page.request.patch(`/api/companies/${company.id}/moderation`, {
    data: { reviewNewIdeas: true },
  });
  expect(review.status()).toBe(200);
  await addIdea(visitor, company.id, 'Held for a look');
  await visitor.dispose();
  return { company, undoFan, keepFan };
}

/** Opens a sidebar section: on a phone through the Menu button first. */
async function openSection(page: Page, name: string, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
  await expect(page.locator('#dashboard-nav a[aria-current="page"]')).toHaveText(name);
}

for (const width of [1280, 375]) {
  test(`owner triages 20 ideas by keyboard in the side panel, with undo, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 800 });
    const { company, undoFan, keepFan } = await twentyIdeas(page, width);

    // /dashboard/{slug} is the inbox now.
    await page.goto(`/dashboard/${company.slug}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${company.slug}/inbox$`));
    await expect(rows(page)).toHaveCount(20);
    await expect(page.locator('#dashboard-nav a[aria-current="page"]')).toHaveText('Inbox');
    // A new board's owner first sees the onboarding checklist above the inbox; set aside, the
    // inbox has the screen.
    await page.getByRole('button', { name: 'Dismiss checklist' }).click();
    await expect(page.getByRole('heading', { name: 'Get your board ready' })).toHaveCount(0);
    // One upgrade banner above the list, not a note per row.
    await expect(page.getByRole('note')).toHaveCount(1);
    await expect(page.getByRole('note')).toHaveText('Private ideas needs the Pro plan. Upgrade to Pro');
    if (width === 1280) {
      // Compact rows: at least 8 ideas wholly on a 1280×800 screen.
      const boxes = await rows(page).evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()),
      );
      await page.screenshot({ path: `${SHOTS}/inbox-${width}.png` });
      expect(
        boxes.filter((box) => box.top >= 0 && box.bottom <= 800).length,
        JSON.stringify(boxes.slice(0, 2)),
      ).toBeGreaterThanOrEqual(8);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);

    // Enter on the first row (most votes) opens its panel, which takes the focus.
    await expect(rows(page).first()).toContainText('Undo me');
    await rows(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(panel(page, 'Undo me')).toBeVisible();
    await expect(panel(page, 'Undo me').getByRole('heading', { name: 'Undo me' })).toBeFocused();
    for (const part of ['Status', 'Category'])
      await expect(panel(page, 'Undo me').getByLabel(part, { exact: true })).toBeVisible();
    await expect(panel(page, 'Undo me').getByRole('button', { name: 'Edit Undo me' })).toBeVisible();
    await expect(panel(page, 'Undo me').getByRole('button', { name: 'Merge into…' })).toBeVisible();
    await expect(panel(page, 'Undo me').getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expectNoAxeViolations(page, 'inbox with the side panel');
    await page.screenshot({ path: `${SHOTS}/inbox-panel-${width}.png` });

    // 2 = Planned; then Undo in the toast: the status goes back and nobody is e-mailed.
    await page.keyboard.press('2');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('"Undo me" is now Planned');
    await toast.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast).toContainText('Change undone');
    await expect(panel(page, 'Undo me').getByLabel('Status', { exact: true })).toHaveValue('idea');

    // j moves the panel to the next idea; 3 = In Progress, kept this time.
    await panel(page, 'Undo me').getByRole('heading', { name: 'Undo me' }).focus();
    await page.keyboard.press('j');
    await expect(panel(page, 'Keep me')).toBeVisible();
    await page.keyboard.press('3');
    await expect(toast).toContainText('"Keep me" is now In Progress');
    await expect(panel(page, 'Keep me').getByLabel('Status', { exact: true })).toHaveValue('in_progress');
    // Esc closes the panel and gives its row the focus back.
    await page.keyboard.press('Escape');
    await expect(panel(page, 'Keep me')).toHaveCount(0);
    await expect(row(page, 'Keep me')).toBeFocused();

    // The held idea is approved right in its row.
    const held = row(page, 'Held for a look');
    await expect(held).toContainText('Held for review');
    await held.getByRole('button', { name: 'Approve Held for a look' }).focus();
    await page.keyboard.press('Enter');
    await expect(held).not.toContainText('Held for review');

    // The kept change is mailed once its window passed; the undone one, due before it, never.
    await waitForMailTo(keepFan, { timeout: 25_000 });
    expect((await allMail()).filter((mail) => recipient(mail) === undoFan)).toEqual([]);

    // Every section: the sidebar marks it, axe finds nothing.
    for (const section of ['Roadmap', 'Insights', 'Team', 'Settings', 'Billing']) {
      await openSection(page, section, width);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page, `dashboard ${section}`);
    }
    // Billing is named for what it is, and the old ?tab= links lead to their sections.
    await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
    await page.goto(`/dashboard/${company.slug}?tab=share`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${company.slug}/settings/sharing$`));
    await page.goto(`/dashboard/${company.slug}?tab=plan`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${company.slug}/billing$`));
  });

  test(`settings sections warn before unsaved changes are lost, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 800 });
    const company = await createCompany(page.request, `Settings Co ${width} ${Date.now()}`);
    await page.goto(`/dashboard/${company.slug}/settings`);
    await expect(page).toHaveURL(/\/settings\/profile$/);
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(sections.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, 'settings profile');
    await page.screenshot({ path: `${SHOTS}/settings-profile-${width}.png` });

    const name = page.getByLabel('Company Name');
    await name.fill('Renamed but not saved');
    // Another section: the warning; staying keeps the edit.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await sections.getByRole('link', { name: 'Branding' }).click();
    expect(asked).toBe(UNSAVED);
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(name).toHaveValue('Renamed but not saved');
    // Closing the tab or reloading asks the browser's question (beforeunload).
    const unload = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(unload).toBe(true);
    // The browser's Back: the same question; staying keeps the page and the edit.
    asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.goBack();
    await expect.poll(() => asked).toBe(UNSAVED);
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(name).toHaveValue('Renamed but not saved');
    // Leaving anyway: confirmed, the next section opens.
    page.once('dialog', (dialog) => void dialog.accept());
    await sections.getByRole('link', { name: 'Branding' }).click();
    await expect(page).toHaveURL(/\/settings\/branding$/);
    await expectNoAxeViolations(page, 'settings branding');
    // Saved edits leave freely.
    for (const section of [
      'Board',
      'Boards',
      'Domain',
      'Sharing & widget',
      'Integrations & API keys',
      'Data',
      'Danger zone',
    ]) {
      // Exact: 'Board' is also the start of 'Boards' (issue 27).
      await sections.getByRole('link', { name: section, exact: true }).click();
      await expect(sections.getByRole('link', { name: section, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page, `settings ${section}`);
    }
  });
}
