import { expect, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';

const TABS = [
  // Issue 26: the old ?tab= links lead to their sections; the inbox rows count votes as "0 votes".
  { id: 'requests', query: '', ready: '0 votes' },
  { id: 'settings', query: '?tab=settings', ready: 'Company Profile' },
  { id: 'share', query: '?tab=share', ready: 'Copy Button Code' },
  { id: 'plan', query: '?tab=plan', ready: 'Your Subscription' },
  { id: 'insights', query: '?tab=insights', ready: 'Ideas, votes and comments per day' },
];

for (const width of [1280, 375]) {
  test(`every dashboard tab at ${width} px, without sideways scrolling`, async ({ page }) => {
    // Five pages and five full-page screenshots: more than one page's time on a shared machine.
    test.slow();
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const company = await createCompany(page.request, `Screenshot Co ${width}`);
    await addIdea(page.request, company.id, 'Export reports as CSV');
    await addIdea(page.request, company.id, 'Slack notifications for new ideas');
    for (const tab of TABS) {
      await page.goto(`/dashboard/${company.slug}${tab.query}`);
      await expect(page.getByText(tab.ready).first()).toBeVisible();
      if (tab.id === 'share') {
        const preview = page.frameLocator('iframe[title="Feedback button preview (mobile view)"]');
        await expect(preview.getByRole('button', { name: 'Sayso' })).toBeVisible();
      }
      expect(await hasHorizontalScroll(page), `${tab.id} scrolls sideways at ${width}px`).toBe(false);
      await page.screenshot({
        path: `test-results/screenshots/dashboard-${tab.id}-${width}.png`,
        fullPage: true,
      });
    }
    expect(problems).toEqual([]);
  });
}
