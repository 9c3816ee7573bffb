/**
 * Stored XSS: hostile markup in every user-written text field (names, company profile,
 * ideas, anonymous author, comments) is shown as text on every page that shows it, and
 * never runs.
 */
import { expect, type Page, test } from '@playwright/test';

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectInert(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText(PAYLOAD, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test('hostile markup in every text field is shown as text and never runs', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  const id = unique();
  const request = page.request;
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: `${PAYLOAD}`.slice(0, 100),
      email: `xss-${id}@example.com`,
      username: `xss_${id}`,
      password: 'correct-horse-42',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const created = await request.post('/api/companies', {
    data: { name: PAYLOAD.slice(0, 100), description: PAYLOAD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const company = (await (await request.get(`/api/companies/${slug}`)).json()) as { id: number };

  const refused = await request.patch(`/api/companies/${company.id}`, {
    data: { websiteUrl: 'javascript:alert(1)' },
  });
  expect(refused.status()).toBe(400);

  const idea = await request.post('/api/features', {
    data: { title: PAYLOAD.slice(0, 100), description: PAYLOAD, category: 'other', companyId: company.id },
  });
  expect(idea.status(), await idea.text()).toBe(201);
  const { id: featureId } = (await idea.json()) as { id: number };
  const anonymous = await request.post('/api/features/anonymous', {
    data: {
      title: `Anonymous ${PAYLOAD}`.slice(0, 100),
      description: PAYLOAD,
      category: 'other',
      name: PAYLOAD.slice(0, 100),
      companyId: company.id,
    },
  });
  expect(anonymous.status(), await anonymous.text()).toBe(201);
  const comment = await request.post(`/api/features/${featureId}/comments`, { data: { content: PAYLOAD } });
  expect(comment.status(), await comment.text()).toBe(201);

  // The landing features the 6 busiest boards (by idea count). Other specs share this server and
  // leave boards of up to 4 ideas behind, so this one gets 10 (a Free owner's month) to
  // be among them whichever specs ran before.
  for (let n = 2; n <= 9; n++) {
    const more = await request.post('/api/features', {
      data: {
        title: `Idea ${n} ${PAYLOAD}`.slice(0, 100),
        description: PAYLOAD,
        category: 'other',
        companyId: company.id,
      },
    });
    expect(more.status(), await more.text()).toBe(201);
  }

  await expectInert(page, `/company/${slug}`);
  await expectInert(page, `/company/${slug}/ideas/${featureId}`);
  await expectInert(page, `/embed/${slug}`);
  await expectInert(page, `/dashboard/${slug}`);
  await page.goto('/');
  await expect(page.getByText(PAYLOAD.slice(0, 40), { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(alerts).toEqual([]);
});
