import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, insertCompany, insertUser, useSayso } from '../../../test/helpers';
import { ENTITLEMENT_IDS, hasEntitlement, PLAN_IDS, type PlanId } from '../../contract';
import { users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { applySubscription } from '../billing/billing';
import { companyPageParts, toCompanyPage } from '../board/company-page';
import { findCompanyBySlug } from '../companies/companies';
import { companyPlan, requireEntitlement } from './plans';

const sayso = useSayso();

const DAY = 24 * 60 * 60 * 1000;

/** A company whose owner is on `plan`, set straight in the database as billing would leave it. */
async function companyOn(plan: PlanId, subscriptionEndsAt: string | null = null) {
  const owner = await insertUser(sayso(), 'Owner');
  await sayso()
    .db.update(users)
    .set({ subscriptionPlan: plan, subscriptionEndsAt })
    .where(eq(users.id, owner.id));
  return insertCompany(sayso(), owner);
}

function refusal(plan: PlanId, entitlement: (typeof ENTITLEMENT_IDS)[number]): string | null {
  try {
    requireEntitlement(plan, entitlement);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    return (error as ApiError).message;
  }
}

describe('companyPlan', () => {
  it.each(PLAN_IDS)("is the owner's plan: %s", async (plan) => {
    const company = await companyOn(plan);
    expect(await companyPlan(sayso().db, company)).toBe(plan);
  });

  it('keeps a cancelled paid plan until its period ends, then is Free', async () => {
    const endsAt = new Date(Date.now() + DAY).toISOString();
    const company = await companyOn('business', endsAt);
    expect(await companyPlan(sayso().db, company)).toBe('business');
    expect(await companyPlan(sayso().db, company, new Date(Date.now() + 2 * DAY))).toBe('free');
    const ended = await companyOn('pro', new Date(Date.now() - DAY).toISOString());
    expect(await companyPlan(sayso().db, ended)).toBe('free');
  });

  it('is Free when the owner is gone', async () => {
    expect(await companyPlan(sayso().db, { ownerId: 2_000_000_000 })).toBe('free');
  });
});

describe('requireEntitlement', () => {
  it.each(PLAN_IDS)('lets %s through exactly where the table says, and names the plan needed', (plan) => {
    for (const entitlement of ENTITLEMENT_IDS) {
      expect(refusal(plan, entitlement) === null, `${plan} ${entitlement}`).toBe(
        hasEntitlement(plan, entitlement),
      );
    }
  });

  it('words the refusal with the cheapest plan that has it', () => {
    expect(refusal('free', 'customBranding')).toBe('Custom branding needs the Pro plan');
    expect(refusal('free', 'whiteLabel')).toBe('White-label options needs the Business plan');
    expect(refusal('pro', 'whiteLabel')).toBe('White-label options needs the Business plan');
    expect(refusal('pro', 'teamAccounts')).toBe('Team accounts needs the Business plan');
  });
});

describe('GET /api/companies/{slug}: branding', () => {
  const page = async (slug: string) => (await new Client(sayso()).get(`/api/companies/${slug}`)).body;

  it.each([
    ['free', true],
    ['pro', true],
    ['business', false],
  ] as const)('%s shows "Powered by Sayso": %s, and never the plan', async (plan, poweredBy) => {
    const company = await companyOn(plan);
    const body = await page(company.slug);
    expect(body.branding.poweredBy).toBe(poweredBy);
    // 'Planned' is a status label, not the plan: whole words only.
    expect(JSON.stringify(body)).not.toMatch(/\b(business|subscription\w*|plan)\b/i);
  });

  it('shows the link again when a Business subscription has ended', async () => {
    const company = await companyOn('business', new Date(Date.now() - DAY).toISOString());
    expect((await page(company.slug)).branding.poweredBy).toBe(true);
  });

  it('judges the cached page by the clock: a subscription ending while cached shows at once', async () => {
    const company = await companyOn('business', new Date(Date.now() + DAY).toISOString());
    const row = await findCompanyBySlug(sayso().db, company.slug);
    const parts = await companyPageParts(sayso().db, row as NonNullable<typeof row>);
    expect(toCompanyPage(parts).branding.poweredBy).toBe(false);
    expect(toCompanyPage(parts, new Date(Date.now() + 2 * DAY)).branding.poweredBy).toBe(true);
  });

  it('a plan change through billing shows at once on the cached page, both ways', async () => {
    const owner = await insertUser(sayso(), 'Upgrader');
    const company = await insertCompany(sayso(), owner);
    expect((await page(company.slug)).branding.poweredBy).toBe(true);
    expect((await page(company.slug)).branding.poweredBy).toBe(true);
    const state = {
      id: `sub_${owner.id}`,
      customerId: `cus_${owner.id}`,
      status: 'active',
      plan: 'business' as const,
      periodEnd: new Date(Date.now() + 30 * DAY).toISOString(),
      cancelAt: null,
      endedForNonPayment: false,
      userId: owner.id,
    };
    await applySubscription(sayso().db, state);
    expect((await page(company.slug)).branding.poweredBy).toBe(false);
    await applySubscription(sayso().db, { ...state, status: 'unpaid' });
    expect((await page(company.slug)).branding.poweredBy).toBe(true);
  });
});
