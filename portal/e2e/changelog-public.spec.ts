/**
 * Issue 29, the public side of the changelog: a visitor reads the list and an entry, follows a
 * shipped idea and back, subscribes by e-mail (double opt-in, confirmed from the e-mail's link),
 * is e-mailed the next entry and unsubscribes from it; the embed's changelog view, as the
 * widget's "What's new" opens it, counts its views. At 1280 and 375 px, axe-clean on every page.
 * The entries are written and published through the team's API, as the dashboard does.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';
import { recipient, waitForMail } from './mailbox';

interface TeamEntry {
  id: number;
  slug: string;
  title: string;
  stats: { widgetViews: number };
}

/** Writes an entry as the company's owner (on `request`) and publishes it now. */
async function publishEntry(
  request: APIRequestContext,
  companyId: number,
  entry: { title: string; body: string; labels?: string[]; ideaIds?: number[] },
): Promise<TeamEntry> {
  const created = await request.post(`/api/companies/${companyId}/changelog`, { data: entry });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as TeamEntry;
  const published = await request.post(`/api/companies/${companyId}/changelog/${draft.id}/publish`);
  expect(published.ok(), await published.text()).toBe(true);
  return draft;
}

/** A company with one shipped idea and two published entries, the newer one linking the idea. */
async function changelogCompany(request: APIRequestContext) {
  const company = await createCompany(request);
  const idea = await addIdea(request, company.id, 'Dark mode for the board');
  const older = await publishEntry(request, company.id, {
    title: 'Faster search',
    body: 'Search answers in **half** the time.',
    labels: ['Improved'],
  });
  const newer = await publishEntry(request, company.id, {
    title: 'Dark mode is here',
    body: 'Switch it on in your *settings*.',
    labels: ['New'],
    ideaIds: [idea.id],
  });
  return { ...company, idea, older, newer };
}

/** The first link of a message's text that leads to `path`. */
function linkTo(text: string | undefined, path: string): string {
  const link = (text ?? '').match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  expect(link, `a link to ${path} in:\n${text}`).toBeTruthy();
  return link as string;
}

/** Opens the e-mailed link on this test's server (the address and its token, whatever host the mail names). */
async function openEmailed(page: Page, link: string) {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      // Several pages, each checked by axe, and e-mails through the outbox: past the default 30 s
      // on the shared two-core machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
    });

    test('a visitor reads the changelog and an entry, and follows a shipped idea there and back', async ({
      page,
      request,
    }) => {
      const problems = watchConsole(page);
      const company = await changelogCompany(request);

      await page.goto(`/company/${company.slug}`);
      await page.getByRole('banner').getByRole('link', { name: 'Changelog', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/changelog$`));
      await expect(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Changelog', exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      // Newest first, each with its labels and body; the feed named in the page and in the head.
      const entries = page.getByRole('article');
      await expect(entries.getByRole('heading', { level: 2 })).toHaveText([
        'Dark mode is here',
        'Faster search',
      ]);
      await expect(entries.first()).toContainText('New');
      await expect(entries.first().locator('em')).toHaveText('settings');
      await expect(entries.nth(1)).toContainText('Improved');
      await expect(page.getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
        'href',
        `/company/${company.slug}/changelog.atom`,
      );
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        'href',
        `/company/${company.slug}/changelog.atom`,
      );
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);

      await entries.first().getByRole('link', { name: 'Dark mode is here' }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/changelog/${company.newer.slug}$`));
      await expect(page.getByRole('heading', { name: 'Dark mode is here', level: 1 })).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);

      // A reload serves the page (the server lists it), and the shipped idea leads to its page.
      await page.reload();
      await page.getByRole('link', { name: 'Dark mode for the board' }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/ideas/${company.idea.id}$`));
      await expect(page.getByRole('heading', { name: 'Dark mode for the board', level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Completed' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Dark mode is here' }).click();
      await expect(page.getByRole('heading', { name: 'Dark mode is here', level: 1 })).toBeVisible();

      // An entry that does not exist is the 404 page.
      await page.goto(`/company/${company.slug}/changelog/no-such-entry`);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    });

    test('a visitor subscribes, confirms from the e-mail, gets the next entry and unsubscribes from it', async ({
      page,
      request,
    }) => {
      const company = await changelogCompany(request);
      const email = `reader-${width}-${Date.now().toString(36)}@example.com`;

      await page.goto(`/company/${company.slug}/changelog`);
      const form = page.getByRole('region', { name: 'Subscribe by e-mail' });
      await form.getByLabel('Email').fill('not an address');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toHaveText('Check your inbox to confirm your subscription');
      await expectNoAxeViolations(page);

      const confirmation = await waitForMail(
        (mail) => recipient(mail) === email && /\/changelog\/confirm\?token=/.test(mail.text ?? ''),
      );
      await openEmailed(page, linkTo(confirmation.text, '/changelog/confirm'));
      await expect(page.getByRole('status')).toContainText("You're subscribed.");
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: `Back to ${company.name}'s changelog` }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/changelog$`));

      const next = await publishEntry(request, company.id, {
        title: 'Keyboard shortcuts',
        body: 'Press **?**.',
      });
      const announcement = await waitForMail(
        (mail) => recipient(mail) === email && mail.subject === `${company.name}: ${next.title}`,
      );
      await openEmailed(page, linkTo(announcement.text, '/changelog/unsubscribe'));
      await expect(page.getByRole('status')).toContainText("You're unsubscribed.");
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: `Back to ${company.name}'s changelog` }).click();
      await expect(page.getByRole('article').first()).toContainText('Keyboard shortcuts');
    });

    test("the embed's changelog, as the widget opens it, shows entries in place and counts one view each", async ({
      page,
      request,
    }) => {
      const company = await changelogCompany(request);
      await page.goto(`/embed/${company.slug}?view=changelog&source=widget`);
      await expect(page.getByRole('link', { name: 'Changelog', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const entries = page.getByRole('article');
      await expect(entries.getByRole('heading', { level: 2 })).toHaveText([
        'Dark mode is here',
        'Faster search',
      ]);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);

      await entries.getByRole('link', { name: 'Faster search' }).click();
      await expect(page.getByRole('heading', { name: 'Faster search', level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/[?&]entry=/);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: '← Back to all updates' }).click();
      await expect(entries).toHaveCount(2);

      // A shipped idea opens inside the embed too.
      await entries.first().getByRole('link', { name: 'Dark mode for the board' }).click();
      await expect(page.getByRole('heading', { name: 'Dark mode for the board', level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);

      // Each entry shown counted once, however often it showed in this page load.
      await expect
        .poll(async () => {
          const list = (await (
            await request.get(`/api/companies/${company.id}/changelog`)
          ).json()) as TeamEntry[];
          return list.map((entry) => [entry.slug, entry.stats.widgetViews]).sort();
        })
        .toEqual(
          [
            [company.newer.slug, 1],
            [company.older.slug, 1],
          ].sort(),
        );

      // The board's own embed is unchanged, one tab away.
      await page.getByRole('link', { name: 'Board', exact: true }).click();
      await expect(page.getByTestId('idea-card')).toHaveCount(1);
    });
  });
}
