import { expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';

const HOST = 'http://host.test';

// The fake host page is answered by Playwright, so it has no IP address space and Chromium's
// Local Network Access check would refuse to let it frame localhost. Same options as
// playwright.config.ts plus that one switch (a launch option replaces the whole object).
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=LocalNetworkAccessChecks',
    ],
  },
});

/** Serves a fake host page at HOST that frames `src` and records every message it receives. */
async function openHost(page: Page, src: string) {
  await page.route(`${HOST}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0">
        <script>window.messages = []; addEventListener('message', (e) => messages.push({ origin: e.origin, data: e.data }));</script>
        <iframe title="Feedback" src="${src}" style="width:375px;height:800px;border:0"></iframe></body>`,
    }),
  );
  await page.goto(`${HOST}/`);
  return page.frameLocator('iframe[title="Feedback"]');
}

const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { messages: Array<{ origin: string; data: unknown }> }).messages);

test('the embed view shows the board without the site header or footer', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/embed/demo');
  await expect(page.getByRole('heading', { name: 'Sayso Demo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Idea' })).toBeVisible();
  await expect(page.getByTestId('idea-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Not framed: no close button and nothing to talk to.
  await expect(page.getByRole('button', { name: 'Close feedback panel' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an idea opens inside the embed and back returns to the list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/embed/demo?origin=http%3A%2F%2Fhost.test');
  const card = page.getByTestId('idea-card').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/embed\/demo\?origin=http%3A%2F%2Fhost.test&idea=\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('comment-thread')).toBeVisible();
  await expect(page.getByRole('link', { name: /Open full page/ })).toHaveAttribute('target', '_blank');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.getByRole('link', { name: '← Back to all ideas' }).click();
  await expect(page).toHaveURL(/\/embed\/demo\?origin=http%3A%2F%2Fhost.test$/);
  await expect(page.getByTestId('idea-card').first()).toBeVisible();
});

test('framed with an origin: ready, vote, submit and close reach exactly that origin', async ({
  page,
  baseURL,
}) => {
  const app = new URL(baseURL ?? '').origin;
  const frame = await openHost(page, `${app}/embed/demo?origin=${encodeURIComponent(HOST)}`);
  await expect(frame.getByTestId('idea-card').first()).toBeVisible();
  await expect
    .poll(() => messages(page))
    .toContainEqual({
      origin: app,
      data: { source: 'sayso', type: 'ready' },
    });

  const vote = frame
    .getByTestId('idea-card')
    .first()
    .getByRole('button', { name: /^Vote for / });
  await vote.click();
  await expect(vote).toBeDisabled();
  await expect
    .poll(async () => (await messages(page)).map((m) => m.data))
    .toContainEqual(
      expect.objectContaining({ source: 'sayso', type: 'vote', featureId: expect.any(Number) }),
    );

  await frame.getByRole('button', { name: 'Submit Idea' }).click();
  const dialog = frame.getByRole('dialog', { name: 'Submit New Idea' });
  await dialog.getByLabel('Title').fill('Idea from the widget');
  await dialog.getByLabel('Description').fill('Sent from inside the embedded board.');
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await messages(page)).map((m) => m.data))
    .toContainEqual(
      expect.objectContaining({ source: 'sayso', type: 'submit', featureId: expect.any(Number) }),
    );

  // Issue 26: the visitor lands on their idea, inside the panel.
  await expect(frame.getByRole('heading', { name: 'Idea from the widget', level: 1 })).toBeVisible();
  // Issue 26: the widget draws the panel's one close button; the board has none of its own and
  // asks for closing on ESC.
  await expect(frame.getByRole('button', { name: 'Close feedback panel' })).toHaveCount(0);
  await frame.getByRole('link', { name: '← Back to all ideas' }).focus();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await messages(page)).map((m) => m.data))
    .toContainEqual({ source: 'sayso', type: 'close' });
  for (const message of await messages(page)) expect(message.origin).toBe(app);
});

test('framed without a valid origin: nothing is posted and there is no close button', async ({
  page,
  baseURL,
}) => {
  const app = new URL(baseURL ?? '').origin;
  for (const query of ['', '?origin=*', '?origin=http%3A%2F%2Fother.test']) {
    const frame = await openHost(page, `${app}/embed/demo${query}`);
    await expect(frame.getByTestId('idea-card').first()).toBeVisible();
    if (query !== '?origin=http%3A%2F%2Fother.test') {
      await expect(frame.getByRole('button', { name: 'Close feedback panel' })).toHaveCount(0);
    }
    // A message addressed to another origin is dropped by the browser; none may arrive here.
    await page.waitForTimeout(300);
    expect(await messages(page)).toEqual([]);
  }
});

test("issue 26: the panel's board tells the widget the company's accent, fits a long name, folds the filters", async ({
  page,
  request,
  baseURL,
}) => {
  const name = `The Extraordinarily Long Named Feedback Company ${Date.now().toString(36)}`;
  const company = await createCompany(request, name);
  await subscribeTo(request, baseURL, 'pro');
  const settings = await request.patch(`/api/companies/${company.id}/settings`, {
    data: { accentColor: '#0f766e' },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await addIdea(request, company.id, 'First idea in the panel');

  const app = new URL(baseURL ?? '').origin;
  const frame = await openHost(page, `${app}/embed/${company.slug}?origin=${encodeURIComponent(HOST)}`);
  await expect(frame.getByTestId('idea-card')).toHaveCount(1);
  await expect
    .poll(async () => (await messages(page)).map((m) => m.data))
    .toContainEqual({
      source: 'sayso',
      type: 'brand',
      colors: { from: '#0f766e', to: '#0f766e', text: '#ffffff' },
    });

  // The one header: the whole name in its title, cut with an ellipsis on a phone-wide panel.
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAttribute('title', name);
  await expect(heading).toHaveCSS('text-overflow', 'ellipsis');
  expect(await heading.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The filters fold behind a button: the idea comes first.
  await expect(frame.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  await frame.getByRole('button', { name: 'Filters' }).click();
  await expect(frame.getByRole('combobox', { name: 'Status' })).toBeVisible();
});
