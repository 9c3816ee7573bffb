import { describe, expect, it } from 'vitest';
import {
  boardLimitLine,
  boardLimitMessage,
  ENTITLEMENT_IDS,
  ENTITLEMENTS,
  type Entitlement,
  entitlementMessage,
  hasEntitlement,
  isUnlimited,
  PLAN_IDS,
  PLANS,
  PRICING_LINES,
  requiredPlan,
} from './plans';

/** The ✓/– columns of issues 13 and 14 (Free, Pro, Business), copied as the issues have them. */
const ISSUE_TABLE: Record<Entitlement, string> = {
  publicRoadmap: '✓ ✓ ✓',
  privateRoadmaps: '– ✓ ✓',
  categorisation: '– ✓ ✓',
  advancedCustomisation: '– ✓ ✓',
  customBranding: '– ✓ ✓',
  whiteLabel: '– – ✓',
  basicStatistics: '✓ ✓ ✓',
  advancedStatistics: '– ✓ ✓',
  premiumStatistics: '– – ✓',
  dataExport: '– ✓ ✓',
  teamAccounts: '– – ✓',
  prioritySupport: '– ✓ ✓',
  // Issue 15 (Identify): ranking ideas by the summed MRR of their identified voters.
  revenueRanking: '– ✓ ✓',
  // Issue 27: boards visible only to chosen e-mail domains or identified attributes.
  restrictedBoards: '– – ✓',
  // Issue 29: a company's own changelog labels beside New, Improved and Fixed.
  customChangelogLabels: '– ✓ ✓',
};

/**
 * Entitlements the spec's pricing cards do not name (no card line sells them): the plan gates
 * them, and the upgrade prompt names the plan, but no card is held to list them.
 */
const NOT_ON_CARDS = new Set<Entitlement>(['customChangelogLabels']);

describe('the entitlement table', () => {
  it('matches the ✓/– columns of the issues, line by line', () => {
    expect(Object.keys(ISSUE_TABLE).sort()).toEqual([...ENTITLEMENT_IDS].sort());
    for (const entitlement of ENTITLEMENT_IDS) {
      const row = PLAN_IDS.map((plan) => (hasEntitlement(plan, entitlement) ? '✓' : '–')).join(' ');
      expect(row, entitlement).toBe(ISSUE_TABLE[entitlement]);
    }
  });

  it('never takes away on a dearer plan', () => {
    for (const entitlement of ENTITLEMENT_IDS) {
      expect(ENTITLEMENTS.free[entitlement] <= ENTITLEMENTS.pro[entitlement]).toBe(true);
      expect(ENTITLEMENTS.pro[entitlement] <= ENTITLEMENTS.business[entitlement]).toBe(true);
    }
  });

  it('names the cheapest plan that has each entitlement', () => {
    expect(requiredPlan('publicRoadmap')).toBe('free');
    expect(requiredPlan('customBranding')).toBe('pro');
    expect(requiredPlan('whiteLabel')).toBe('business');
    expect(requiredPlan('teamAccounts')).toBe('business');
    expect(entitlementMessage('customBranding')).toBe('Custom branding needs the Pro plan');
    expect(entitlementMessage('whiteLabel')).toBe('White-label options needs the Business plan');
  });
});

describe('the board limits (issue 27)', () => {
  it('are Free 1, Pro 3, Business unlimited, each on its card', () => {
    expect(PLAN_IDS.map((plan) => PLANS[plan].boards)).toEqual([1, 3, null]);
    expect(PLAN_IDS.map(boardLimitLine)).toEqual(['1 board', '3 boards', 'Unlimited boards']);
    for (const plan of PLAN_IDS) expect(PLANS[plan].features).toContain(boardLimitLine(plan));
  });

  it('word the refusal with the plan and the way up', () => {
    expect(boardLimitMessage('free')).toBe('The Free plan allows 1 board; upgrade to Pro for more');
    expect(boardLimitMessage('pro')).toBe('The Pro plan allows 3 boards; upgrade to Business for more');
  });
});

describe('the pricing cards', () => {
  const limitLine = (plan: (typeof PLAN_IDS)[number]) =>
    isUnlimited(plan) ? 'Unlimited suggestions' : `${PLANS[plan].monthlySubmissions} suggestions per month`;

  it.each(PLAN_IDS)('%s: every line it sells is in the table for that plan', (plan) => {
    for (const line of PLANS[plan].features) {
      const meaning = PRICING_LINES[line];
      expect(meaning, `"${line}" maps to nothing`).toBeDefined();
      if (meaning === 'submissionLimit') expect(line).toBe(limitLine(plan));
      else if (meaning === 'boardLimit') expect(line).toBe(boardLimitLine(plan));
      else if (meaning !== 'everyPlan') expect(hasEntitlement(plan, meaning as Entitlement), line).toBe(true);
    }
  });

  it.each(PLAN_IDS)('%s: every line it greys out is missing from that plan', (plan) => {
    for (const line of PLANS[plan].excluded) {
      const meaning = PRICING_LINES[line];
      expect(meaning, `"${line}" maps to nothing`).toBeDefined();
      expect(['submissionLimit', 'boardLimit', 'everyPlan'].includes(meaning as string), line).toBe(false);
      expect(hasEntitlement(plan, meaning as Entitlement), line).toBe(false);
    }
  });

  it('every entitlement a plan adds to the plan below it is on its card', () => {
    for (const [below, plan] of [
      ['free', 'pro'],
      ['pro', 'business'],
    ] as const) {
      const sold = new Set(PLANS[plan].features.map((line) => PRICING_LINES[line]));
      for (const entitlement of ENTITLEMENT_IDS) {
        if (NOT_ON_CARDS.has(entitlement)) continue;
        if (hasEntitlement(plan, entitlement) && !hasEntitlement(below, entitlement)) {
          expect(sold.has(entitlement), `${plan} card omits ${entitlement}`).toBe(true);
        }
      }
    }
  });

  it('maps no line that no card has', () => {
    const lines = new Set(PLAN_IDS.flatMap((plan) => [...PLANS[plan].features, ...PLANS[plan].excluded]));
    expect(Object.keys(PRICING_LINES).filter((line) => !lines.has(line))).toEqual([]);
  });
});
