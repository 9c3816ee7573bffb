/**
 * Every plan-gated dashboard control at every plan, against the contract's entitlement table
 * (issue 13): on a plan with the entitlement the control is enabled and no upgrade note shows;
 * below it the control is disabled under the note naming the plan needed. The owner pays for the
 * plan through the fake Stripe, as a customer would. The features themselves have their own specs.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ENTITLEMENTS, type Entitlement, entitlementMessage, PLAN_IDS } from '../../api/src/contract/plans';
import { addIdea, createCompany, subscribeTo, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

/** One control of each gated feature, as the owner finds it on the dashboard. */
const CONTROLS: {
  entitlement: Entitlement;
  tab: 'Feature Requests' | 'Company Settings' | 'Insights';
  find: (page: Page) => Locator;
}[] = [
  {
    entitlement: 'privateRoadmaps',
    tab: 'Feature Requests',
    find: (page) => page.getByRole('button', { name: /^Make private:/ }),
  },
  {
    entitlement: 'advancedCustomisation',
    tab: 'Company Settings',
    find: (page) => page.getByLabel('Welcome text'),
  },
  {
    entitlement: 'customBranding',
    tab: 'Company Settings',
    find: (page) => page.getByLabel('Accent colour', { exact: true }),
  },
  {
    entitlement: 'privateRoadmaps',
    tab: 'Company Settings',
    find: (page) => page.getByLabel('Make the roadmap private'),
  },
  { entitlement: 'categorisation', tab: 'Company Settings', find: (page) => page.getByLabel('New category') },
  {
    entitlement: 'whiteLabel',
    tab: 'Company Settings',
    find: (page) => page.getByLabel('Domain', { exact: true }),
  },
  { entitlement: 'prioritySupport', tab: 'Company Settings', find: (page) => page.getByLabel('Subject') },
  { entitlement: 'dataExport', tab: 'Company Settings', find: (page) => page.getByLabel('CSV file') },
  { entitlement: 'advancedStatistics', tab: 'Insights', find: (page) => page.getByLabel('Date range') },
  {
    entitlement: 'premiumStatistics',
    tab: 'Insights',
    find: (page) =>
      page
        .getByRole('region', { name: 'Premium statistics' })
        .getByRole('button', { name: 'Show as table' })
        .first(),
  },
];

for (const plan of PLAN_IDS) {
  test(`on ${plan}, each gated control is enabled or greyed under its upgrade note, as the table says`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const company = await createCompany(page.request);
    await subscribeTo(page.request, baseURL, plan);
    await addIdea(page.request, company.id, `An idea on ${plan}`);
    await page.goto(`/dashboard/${company.slug}`);

    for (const tab of ['Feature Requests', 'Company Settings', 'Insights'] as const) {
      await openTab(page, tab);
      for (const { entitlement, find } of CONTROLS.filter((control) => control.tab === tab)) {
        const control = find(page);
        const note = page.getByText(`${entitlementMessage(entitlement)}.`).first();
        if (ENTITLEMENTS[plan][entitlement]) {
          await expect(control, `${entitlement} on ${plan}`).toBeEnabled();
          await expect(note, `${entitlement} on ${plan}`).toHaveCount(0);
        } else {
          await expect(control, `${entitlement} on ${plan}`).toBeDisabled();
          await expect(note, `${entitlement} on ${plan}`).toBeVisible();
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
