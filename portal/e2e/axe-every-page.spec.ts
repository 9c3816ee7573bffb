/**
 * Issue 26's proof that every page passes axe-core: each route of the router, as a visitor and
 * as an owner, at 1280 and 375 px, once the page has drawn its first heading. The journeys of
 * company-board, dashboard-app, onboarding and guest-comments check the same pages in their
 * states (open panels, dialogs, forms with errors); this one leaves no route out.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany } from './board-helpers';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
];

/** Opens `path`, waits for its first heading (the page has drawn), and runs axe on it. */
async function check(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoAxeViolations(page, path);
}

for (const viewport of WIDTHS) {
  test(`Sayso's own pages pass axe at ${viewport.width} px, signed out`, async ({ page }) => {
    // axe takes 2-3 s a page; a dozen pages on a busy machine need more than the default 30 s.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    for (const path of [
      '/',
      '/pricing',
      '/auth',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password?token=not-a-token',
      '/unsubscribe?token=not-a-token',
      '/changelog/confirm?token=not-a-token',
      '/changelog/unsubscribe?token=not-a-token',
      '/privacy',
      '/terms',
      '/team/accept?token=not-a-token',
      '/no-such-page',
    ])
      await check(page, path);
  });

  test(`a company's public pages pass axe at ${viewport.width} px, to a visitor`, async ({ page }) => {
    // axe takes 2-3 s a page; a dozen pages on a busy machine need more than the default 30 s.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const board = await createCompany(page.request);
    const idea = await addIdea(page.request, board.id, 'Keyboard shortcuts');
    await page.request.post('/api/auth/logout');
    for (const path of [
      `/company/${board.slug}`,
      `/company/${board.slug}/roadmap`,
      `/company/${board.slug}/ideas/${idea.id}`,
      `/embed/${board.slug}`,
      `/company/${board.slug}/changelog`,
      `/embed/${board.slug}?view=changelog`,
    ])
      await check(page, path);
  });

  test(`every owner page passes axe at ${viewport.width} px`, async ({ page }) => {
    // axe takes 2-3 s a page; a dozen pages on a busy machine need more than the default 30 s.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const board = await createCompany(page.request);
    for (const path of [
      '/account',
      `/dashboard/${board.slug}/inbox`,
      `/dashboard/${board.slug}/roadmap`,
      `/dashboard/${board.slug}/changelog`,
      `/dashboard/${board.slug}/changelog/new`,
      `/dashboard/${board.slug}/insights`,
      `/dashboard/${board.slug}/team`,
      `/dashboard/${board.slug}/settings`,
      `/dashboard/${board.slug}/billing`,
      '/subscribe/pro',
      '/subscription/success',
    ])
      await check(page, path);
  });
}
