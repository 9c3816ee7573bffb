/**
 * Every plan-gated dashboard control at every plan, against the contract's entitlement table
 * (issue 13): on a plan with the entitlement the control is enabled and no upgrade note shows;
 * below it the control is disabled under the note naming the plan needed. The owner pays for the
 * plan through the fake Stripe, as a customer would. The features themselves have their own specs.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  ENTITLEMENTS,
  type Entitlement,
  entitlementMessage,
  PLAN_IDS,
  PLANS,
  requiredPlan,
} from '../../api/src/contract/plans';
import { addIdea, createCompany, subscribeTo, watchConsole } from './board-helpers';

/**
 * One control of each gated feature, as the owner finds it on the dashboard: the section it sits
 * in (issue 26: a URL each) and, where the gate names the control's own feature, that name.
 */
const CONTROLS: {
  entitlement: Entitlement;
  section: string;
  feature?: string;
  /** Brings the control on screen (the inbox's privacy lives in an idea's side panel). */
  open?: (page: Page) => Promise<void>;
  find: (page: Page) => Locator;
}[] = [
  {
    entitlement: 'privateRoadmaps',
    section: 'inbox',
    feature: 'Private ideas',
    open: (page) => page.getByTestId('idea-row').first().getByRole('heading').getByRole('button').click(),
    find: (page) => page.getByRole('button', { name: /^Make private:/ }),
  },
  {
    entitlement: 'advancedCustomisation',
    section: 'settings/branding',
    feature: 'Board customisation',
    find: (page) => page.getByLabel('Welcome text'),
  },
  {
    entitlement: 'customBranding',
    section: 'settings/branding',
    find: (page) => page.getByLabel('Accent colour', { exact: true }),
  },
  {
    entitlement: 'privateRoadmaps',
    section: 'settings/branding',
    feature: 'A private roadmap',
    find: (page) => page.getByLabel('Make the roadmap private'),
  },
  {
    entitlement: 'categorisation',
    section: 'settings/board',
    feature: 'Custom categories',
    find: (page) => page.getByLabel('New category'),
  },
  {
    entitlement: 'whiteLabel',
    section: 'settings/domain',
    feature: 'Custom domains',
    find: (page) => page.getByRole('textbox', { name: 'Domain' }),
  },
  { entitlement: 'prioritySupport', section: 'billing', find: (page) => page.getByLabel('Subject') },
  { entitlement: 'dataExport', section: 'settings/data', find: (page) => page.getByLabel('CSV file') },
  { entitlement: 'advancedStatistics', section: 'insights', find: (page) => page.getByLabel('Date range') },
  {
    entitlement: 'premiumStatistics',
    section: 'insights',
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

    // Issue 26: sections at their own URLs, and each gate names its control's own feature.
    for (const control of CONTROLS) {
      const { entitlement, section, feature, open, find } = control;
      await page.goto(`/dashboard/${company.slug}/${section}`);
      await open?.(page);
      const message = feature
        ? `${feature} needs the ${PLANS[requiredPlan(entitlement)].name} plan`
        : entitlementMessage(entitlement);
      const note = page.getByText(`${message}.`).first();
      if (ENTITLEMENTS[plan][entitlement]) {
        await expect(find(page), `${entitlement} on ${plan}`).toBeEnabled();
        await expect(note, `${entitlement} on ${plan}`).toHaveCount(0);
      } else {
        await expect(find(page), `${entitlement} on ${plan}`).toBeDisabled();
        await expect(note, `${entitlement} on ${plan}`).toBeVisible();
      }
    }
    expect(problems).toEqual([]);
  });
}
