/**
 * Private ideas and the private roadmap (Pro and Business): the owner marks an idea private on
 * the dashboard and a visitor's board, search, idea address and roadmap no longer show it; a
 * private roadmap loses its link and says so to visitors; Free owners see the control greyed.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, subscribeTo, watchConsole } from './board-helpers';

/** The owner (signed in on `page`) on `plan`, with a public idea and a planned one to hide. */
async function ownerBoard(page: Page, baseURL: string | undefined, plan: 'free' | 'pro' | 'business') {
  const company = await createCompany(page.request);
  await subscribeTo(page.request, baseURL, plan);
  const shown = await addIdea(page.request, company.id, 'Visible kiwi idea');
  const secret = await addIdea(page.request, company.id, 'Secret zebra idea');
  const planned = await page.request.patch(`/api/features/${secret.id}`, { data: { status: 'planned' } });
  expect(planned.status(), await planned.text()).toBe(200);
  return { ...company, shown, secret };
}

/** A signed-out visitor in a browser context of their own. */
async function visitorPage(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  return context.newPage();
}

const ideaRow = (page: Page, title: string) => page.getByTestId('idea-row').filter({ hasText: title });
/** Issue 26: an idea's privacy control sits in its side panel, opened from its row. */
const openPanel = (page: Page, title: string) =>
  ideaRow(page, title).getByRole('button', { name: title, exact: true }).click();
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function searchFinds(request: APIRequestContext, slug: string, q: string) {
  const res = await request.get(`/api/companies/${slug}/features?q=${q}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { title: string }[]).map((idea) => idea.title);
}

test('on Free, Make private is greyed with the upgrade note, and the server refuses it', async ({
  page,
  baseURL,
}) => {
  const company = await ownerBoard(page, baseURL, 'free');
  await page.goto(`/dashboard/${company.slug}`);
  await openPanel(page, company.secret.title);
  const make = page.getByRole('button', { name: `Make private: ${company.secret.title}` });
  await expect(make).toBeDisabled();
  // Issue 26: the note names the control's feature, and leads to the Billing section.
  const panel = page.getByTestId('idea-panel');
  await expect(panel).toContainText('Private ideas needs the Pro plan.');
  await expect(panel.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', /\/billing$/);
  // The server refuses too, whatever the page shows.
  const refused = await page.request.patch(`/api/features/${company.secret.id}`, { data: { private: true } });
  expect(refused.status()).toBe(403);
});

for (const plan of ['pro', 'business'] as const) {
  test(`on ${plan}, an idea made private on the dashboard is gone from every public view`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const company = await ownerBoard(page, baseURL, plan);
    await page.goto(`/dashboard/${company.slug}`);
    await openPanel(page, company.secret.title);
    const make = page.getByRole('button', { name: `Make private: ${company.secret.title}` });
    await expect(make).toBeEnabled();
    await make.focus();
    await page.keyboard.press('Enter');
    const row = ideaRow(page, company.secret.title);
    await expect(page.getByRole('button', { name: `Make public: ${company.secret.title}` })).toBeVisible();
    await expect(row.getByText('Private', { exact: true })).toBeVisible();
    await expect(page.getByTestId('idea-row')).toHaveCount(2);

    const visitor = await visitorPage(browser, baseURL);
    await visitor.goto(`/company/${company.slug}`);
    await expect(visitor.getByTestId('idea-card')).toHaveText([/Visible kiwi idea/]);
    await visitor.getByPlaceholder('Search ideas...').fill('zebra');
    await expect(visitor.getByTestId('idea-card')).toHaveCount(0);
    expect(await searchFinds(visitor.request, company.slug, 'zebra')).toEqual([]);
    await visitor.goto(`/company/${company.slug}/ideas/${company.secret.id}`);
    await expect(visitor.getByRole('heading', { name: 'Idea not found' })).toBeVisible();
    await visitor.goto(`/company/${company.slug}/roadmap`);
    await expect(column(visitor, 'Planned')).toContainText('Nothing planned yet.');
    await visitor.context().close();

    // The owner reads it on its page, marked Private.
    await page.goto(`/company/${company.slug}/ideas/${company.secret.id}`);
    await expect(page.getByRole('heading', { name: company.secret.title })).toBeVisible();
    await expect(page.getByRole('article').getByText('Private', { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a private roadmap: the visitor loses the Roadmap link and is told it is private, at 375 px', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await ownerBoard(page, baseURL, 'pro');
  const made = await page.request.patch(`/api/companies/${company.id}/settings`, {
    data: { roadmapPrivate: true },
  });
  expect(made.status(), await made.text()).toBe(200);

  const visitor = await visitorPage(browser, baseURL, 375);
  await visitor.goto(`/company/${company.slug}`);
  await expect(visitor.getByTestId('idea-card')).toHaveCount(2);
  await expect(visitor.getByRole('link', { name: 'Roadmap', exact: true })).toHaveCount(0);
  await visitor.goto(`/company/${company.slug}/roadmap`);
  await expect(visitor.getByRole('heading', { name: 'This roadmap is private' })).toBeVisible();
  await expect(visitor.getByText(company.secret.title)).toHaveCount(0);
  expect(await hasHorizontalScroll(visitor)).toBe(false);
  await visitor.goto(`/embed/${company.slug}?view=roadmap`);
  await expect(visitor.getByRole('heading', { name: 'This roadmap is private' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Roadmap', exact: true })).toHaveCount(0);
  await visitor.context().close();

  // The owner still has it, and the dashboard's controls fit a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/company/${company.slug}`);
  await page.getByRole('link', { name: 'Roadmap', exact: true }).click();
  await expect(column(page, 'Planned').getByTestId('roadmap-card')).toHaveText([/Secret zebra idea/]);
  await page.goto(`/dashboard/${company.slug}`);
  await openPanel(page, company.shown.title);
  await expect(page.getByRole('button', { name: `Make private: ${company.shown.title}` })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
