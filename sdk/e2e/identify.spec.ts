/**
 * Identify (issue 15) end to end: the owner creates an identify secret in Company Settings; a
 * host page on another origin signs a token with `signIdentifyToken()` (@sayso/sdk/server) on
 * its server and passes it to the widget; inside the panel the person votes, submits and
 * comments as themselves, with no Sayso login and no third-party cookie; the owner then sees
 * their attributes on the idea. The token tester names the reason of a refused token.
 */
import http from 'node:http';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIdentifyToken } from '../src/server';
import { hostOrigin, SDK_URL } from './host-server';

const HOST_PORT = Number(process.env.E2E_PORT ?? 4173) + 15;
const HOST = hostOrigin(HOST_PORT);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A new owner (signed in on `request`, which shares the page's cookies) and their company. */
async function createCompany(request: APIRequestContext) {
  const id = unique();
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Owner',
      email: `owner-${id}@example.com`,
      username: `owner_${id}`,
      password: 'correct-horse-42',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const created = await request.post('/api/companies', {
    data: { name: `Identify Co ${id}`, description: 'Feedback' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const company = (await (await request.get(`/api/companies/${slug}`)).json()) as { id: number };
  return { slug, id: company.id };
}

async function addIdea(request: APIRequestContext, companyId: number, title: string) {
  const response = await request.post('/api/features/anonymous', {
    data: { title, description: `${title}: a longer description.`, category: 'new_features', companyId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Puts the signed-in owner on Pro as a customer does: a checkout paid on the fake Stripe. */
async function subscribeToPro(request: APIRequestContext, baseURL: string | undefined) {
  const session = await request.post('/api/create-checkout-session', {
    data: {
      priceId: 'price_pro_test',
      successUrl: `${baseURL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${baseURL}/pricing`,
    },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { url } = (await session.json()) as { url: string };
  expect((await request.post(url, { maxRedirects: 0 })).status()).toBe(303);
}

// Issue 26: the dashboard's sections are links in its sidebar, each at its own URL.
const openTab = (page: Page, name: string) =>
  page.locator('#dashboard-nav').getByRole('link', { name, exact: true }).click();

/** The customer's site: its server signs a fresh token for its signed-in user on every page. */
function startIdentifyHost(slug: string, key: { kid: string; secret: string }) {
  const server = http.createServer((req, res) => {
    const token = signIdentifyToken(
      {
        id: 'cust-42',
        email: 'grace@customer.test',
        name: 'Grace Hopper',
        company: 'Navy Labs',
        plan: 'Enterprise',
        mrr: 1234.5,
      },
      key,
    );
    const stub = 'window.Sayso=window.Sayso||function(){(Sayso.q=Sayso.q||[]).push(arguments)};';
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Customer app</title></head><body>` +
          `<main><h1>Customer app</h1></main><script>${stub}Sayso('init',{company:${JSON.stringify(slug)}});` +
          `Sayso('identify',{token:${JSON.stringify(token)}});</script><script src="${SDK_URL}" async></script></body></html>`,
      );
    void req;
  });
  return new Promise<() => Promise<void>>((resolve) =>
    server.listen(HOST_PORT, '127.0.0.1', () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    ),
  );
}

/** Creates a secret in the dashboard's Identify card; answers its kid and secret as shown once. */
async function createSecret(page: Page) {
  const card = page.getByRole('region', { name: 'Identify (SSO)' });
  await expect(card.getByText('No identify secrets yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Create secret' }).click();
  const shown = card.getByRole('region', { name: 'Your new identify secret' });
  await expect(shown.getByRole('alert')).toContainText('shown only once');
  const kid = await shown.getByLabel('Key id (kid)').inputValue();
  const secret = await shown.getByLabel('Secret').inputValue();
  expect(kid).toMatch(/^kid_[0-9a-f]{16}$/);
  expect(secret).toMatch(/^is_/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(card.getByRole('list', { name: 'Your identify secrets' })).toContainText(kid);
  return { kid, secret, card };
}

test('an identified person votes, submits and comments in the widget; the owner sees who', async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole journey: host page, widget, a second browser for the owner's dashboard.
  test.slow();
  const company = await createCompany(page.request);
  const idea = await addIdea(page.request, company.id, 'Offline mode');
  // Issue 26: identify's secrets live in the dashboard's Integrations settings section.
  await page.goto(`/dashboard/${company.slug}/settings/integrations`);
  const { kid, secret, card } = await createSecret(page);

  // The tester: a token signed with the wrong secret, then a good one.
  const user = { id: 'x', email: 'tester@customer.test' };
  await card.getByLabel('Test a token').fill(signIdentifyToken(user, { kid, secret: 'is_wrong' }));
  await card.getByRole('button', { name: 'Test token' }).click();
  await expect(card.getByText(/^Refused: The signature does not match/)).toBeVisible();
  await card.getByLabel('Test a token').fill(signIdentifyToken(user, { kid, secret }));
  await card.getByRole('button', { name: 'Test token' }).click();
  await expect(card.getByText(/^Valid for tester@customer\.test/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });

  const stopHost = await startIdentifyHost(company.slug, { kid, secret });
  // The visitor: another browser context, with no Sayso cookie at all.
  const visitor = await browser.newContext();
  try {
    const host = await visitor.newPage();
    const exchanged = host.waitForResponse((response) => response.url().includes('/api/identify/session'));
    // The panel re-reads its user with the bearer: from then on it acts as the person.
    const signedIn = host.waitForResponse(
      (response) => response.url().endsWith('/api/auth/me') && response.status() === 200,
    );
    await host.goto(`${HOST}/`);
    await host.locator('sayso-widget button.launcher').click();
    expect((await exchanged).status()).toBe(200);
    expect(((await (await signedIn).json()) as { user: { name: string } }).user.name).toBe('Grace Hopper');
    const frame = host.frameLocator('sayso-widget iframe');

    const voted = host.waitForResponse((response) => /\/api\/features\/\d+\/vote$/.test(response.url()));
    const card = frame.getByTestId('idea-card').filter({ hasText: 'Offline mode' });
    await card.getByRole('button', { name: /^Vote for / }).click();
    const vote = await voted;
    expect(vote.status()).toBe(200);
    expect(vote.request().headers().authorization).toMatch(/^Bearer /);

    await frame.getByRole('button', { name: 'Submit Idea' }).click();
    const dialog = frame.getByRole('dialog', { name: 'Submit New Idea' });
    await dialog.getByLabel('Title').fill('Export to PDF');
    await dialog.getByLabel('Description').fill('Sent by an identified person from the widget.');
    await dialog.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(dialog).toBeHidden();
    // Issue 26: the panel shows the submitted idea; back to the list for the next one.
    await expect(frame.getByRole('heading', { name: 'Export to PDF', level: 1 })).toBeVisible();
    await frame.getByRole('link', { name: '← Back to all ideas' }).click();

    await frame.getByRole('link', { name: 'Offline mode' }).click();
    await frame.getByLabel('Add a comment').fill('We need this on the ship.');
    await frame.getByRole('button', { name: 'Post Comment' }).click();
    await expect(frame.getByText('We need this on the ship.')).toBeVisible();
    expect(await visitor.cookies()).not.toContainEqual(expect.objectContaining({ name: 'sayso_session' }));
  } finally {
    await visitor.close();
    await stopHost();
  }

  // The owner sees the identified voter and commenter with the host's attributes.
  await page.goto(`/company/${company.slug}/ideas/${idea.id}`);
  const people = page.getByRole('region', { name: 'Identified people' });
  await expect(people.getByRole('list', { name: 'Identified voters' })).toContainText(
    'Grace Hopper (grace@customer.test) · Navy Labs · Enterprise · MRR 1,234.5',
  );
  await expect(page.getByText('We need this on the ship.')).toBeVisible();
  const ideas = await (await page.request.get(`/api/companies/${company.slug}/features`)).json();
  const submitted = (ideas.features ?? ideas).find((row: { title: string }) => row.title === 'Export to PDF');
  expect(submitted).toBeTruthy();

  // The revenue ranking: greyed on Free, then the ideas by their voters' MRR on Pro.
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Insights');
  const revenue = page.getByRole('region', { name: 'Top ideas by revenue' });
  await expect(revenue.getByText('Revenue ranking needs the Pro plan.')).toBeVisible();
  await subscribeToPro(page.request, baseURL);
  await page.reload();
  await openTab(page, 'Insights');
  const row = revenue.getByRole('row', { name: /Offline mode/ });
  await expect(row).toContainText('1,234.5');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
});
