/** The plan catalogue (spec sections 3 and 9), shared by the API and the portal. */

export const PLAN_IDS = ['free', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in euros. */
  price: number;
  description: string;
  /** Ideas a signed-in user may submit per calendar month; 999 is shown as unlimited. */
  monthlySubmissions: number;
  /** Boards a company may have (issue 27); null is unlimited. */
  boards: number | null;
  features: string[];
  excluded: string[];
}

export const UNLIMITED_SUBMISSIONS = 999;
export const CURRENCY = 'EUR';

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    price: 0,
    description: 'For small teams getting started with customer feedback.',
    monthlySubmissions: 10,
    boards: 1,
    features: [
      '10 suggestions per month',
      '1 board',
      'Basic feature requests',
      'Unlimited voting',
      'Public roadmap',
      'Basic statistics',
      'Single user account',
    ],
    excluded: ['Categorisation', 'Analytics', 'Custom branding', 'Priority support', 'Restricted boards'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    price: 24,
    description: 'For growing products that listen to their customers every week.',
    monthlySubmissions: 25,
    boards: 3,
    features: [
      '25 suggestions per month',
      '3 boards',
      'Categorisation',
      'Advanced statistics',
      'Advanced customisation',
      'Custom branding',
      'Priority email support',
      'Data export',
      'Public and private roadmaps',
      'Revenue ranking',
    ],
    excluded: ['White-label options', 'Team collaboration', 'Multiple user accounts', 'Restricted boards'],
  },
  business: {
    id: 'business',
    name: 'Business',
    price: 39,
    description: 'For companies that run their roadmap on customer feedback.',
    monthlySubmissions: UNLIMITED_SUBMISSIONS,
    boards: null,
    features: [
      'Unlimited suggestions',
      'Unlimited boards',
      'Restricted boards',
      'Premium statistics',
      'Advanced analytics',
      'White-label options',
      'Custom branding',
      'Priority support',
      'Team collaboration',
      'Multiple user accounts',
    ],
    excluded: [],
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isUnlimited(plan: PlanId): boolean {
  return PLANS[plan].monthlySubmissions >= UNLIMITED_SUBMISSIONS;
}

/** The pricing card's line for a plan's board limit: '1 board', '3 boards', 'Unlimited boards'. */
export function boardLimitLine(plan: PlanId): string {
  const limit = PLANS[plan].boards;
  if (limit === null) return 'Unlimited boards';
  return limit === 1 ? '1 board' : `${limit} boards`;
}

/** "Pro allows 3 boards": the refusal when a company has as many boards as its plan allows. */
export function boardLimitMessage(plan: PlanId): string {
  const limit = PLANS[plan].boards;
  const next = PLAN_IDS.find((id) => {
    const more = PLANS[id].boards;
    return more === null || (limit !== null && more > limit);
  });
  const upgrade = next ? `; upgrade to ${PLANS[next].name} for more` : '';
  return `The ${PLANS[plan].name} plan allows ${boardLimitLine(plan).toLowerCase()}${upgrade}`;
}

/** A board past the plan's count (kept after a downgrade) takes no new ideas; this says why. */
export function boardReadOnlyMessage(plan: PlanId): string {
  return `This board takes no new ideas: the ${PLANS[plan].name} plan allows ${boardLimitLine(plan).toLowerCase()}`;
}

const MB = 1024 * 1024;

/**
 * Image storage a company may hold at once, by its plan (issue 28): logo, cover and screenshots
 * together, unsaved uploads included until they are swept.
 */
export const STORAGE_QUOTA_BYTES: Record<PlanId, number> = {
  free: 100 * MB,
  pro: 1024 * MB,
  business: 10 * 1024 * MB,
};

/** "100 MB", "1 GB": a quota as people read it. */
export function storageSize(bytes: number): string {
  return bytes >= 1024 * MB ? `${bytes / (1024 * MB)} GB` : `${bytes / MB} MB`;
}

/** The 413 of an upload past the plan's storage ("…its 100 MB of image storage on the Free plan…"). */
export function storageQuotaMessage(plan: PlanId): string {
  return `Your company has used its ${storageSize(STORAGE_QUOTA_BYTES[plan])} of image storage on the ${PLANS[plan].name} plan. Please use a smaller image or remove some.`;
}

/** Used over limit as a percentage, capped at 100 (spec section 9). */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((Math.max(0, used) / limit) * 100));
}

/**
 * What a plan unlocks, one name per pricing line of issues 13 and 14 (docs/plans.md). The API
 * gates on these (domains/plans/plans.ts) and the portal greys out by them; nothing else decides.
 */
export const ENTITLEMENT_IDS = [
  'publicRoadmap',
  'privateRoadmaps',
  'categorisation',
  'advancedCustomisation',
  'customBranding',
  'whiteLabel',
  'basicStatistics',
  'advancedStatistics',
  'premiumStatistics',
  'dataExport',
  'teamAccounts',
  'prioritySupport',
  'revenueRanking',
  'restrictedBoards',
  'customChangelogLabels',
] as const;
export type Entitlement = (typeof ENTITLEMENT_IDS)[number];

/** The entitlement as a person reads it, for refusals and upgrade prompts. */
export const ENTITLEMENT_NAMES: Record<Entitlement, string> = {
  publicRoadmap: 'Public roadmap',
  privateRoadmaps: 'Private roadmaps',
  categorisation: 'Categorisation',
  advancedCustomisation: 'Advanced customisation',
  customBranding: 'Custom branding',
  whiteLabel: 'White-label options',
  basicStatistics: 'Basic statistics',
  advancedStatistics: 'Advanced statistics',
  premiumStatistics: 'Premium statistics',
  dataExport: 'Data export',
  teamAccounts: 'Team accounts',
  prioritySupport: 'Priority support',
  revenueRanking: 'Revenue ranking',
  restrictedBoards: 'Restricted boards',
  customChangelogLabels: 'Custom changelog labels',
};

/** The entitlement table: each plan's ✓ and – (the tables of issues 13 and 14). */
export const ENTITLEMENTS: Record<PlanId, Record<Entitlement, boolean>> = {
  free: {
    publicRoadmap: true,
    privateRoadmaps: false,
    categorisation: false,
    advancedCustomisation: false,
    customBranding: false,
    whiteLabel: false,
    basicStatistics: true,
    advancedStatistics: false,
    premiumStatistics: false,
    dataExport: false,
    teamAccounts: false,
    prioritySupport: false,
    revenueRanking: false,
    restrictedBoards: false,
    customChangelogLabels: false,
  },
  pro: {
    publicRoadmap: true,
    privateRoadmaps: true,
    categorisation: true,
    advancedCustomisation: true,
    customBranding: true,
    whiteLabel: false,
    basicStatistics: true,
    advancedStatistics: true,
    premiumStatistics: false,
    dataExport: true,
    teamAccounts: false,
    prioritySupport: true,
    revenueRanking: true,
    restrictedBoards: false,
    customChangelogLabels: true,
  },
  business: {
    publicRoadmap: true,
    privateRoadmaps: true,
    categorisation: true,
    advancedCustomisation: true,
    customBranding: true,
    whiteLabel: true,
    basicStatistics: true,
    advancedStatistics: true,
    premiumStatistics: true,
    dataExport: true,
    teamAccounts: true,
    prioritySupport: true,
    revenueRanking: true,
    restrictedBoards: true,
    customChangelogLabels: true,
  },
};

export function hasEntitlement(plan: PlanId, entitlement: Entitlement): boolean {
  return ENTITLEMENTS[plan][entitlement];
}

/** The cheapest plan that has the entitlement, for "Upgrade to Pro" prompts. */
export function requiredPlan(entitlement: Entitlement): PlanId {
  const plan = PLAN_IDS.find((id) => ENTITLEMENTS[id][entitlement]);
  if (!plan) throw new Error(`No plan has ${entitlement}`);
  return plan;
}

/** "Custom branding needs the Pro plan": the refusal and the prompt say the same. */
export function entitlementMessage(entitlement: Entitlement): string {
  return `${ENTITLEMENT_NAMES[entitlement]} needs the ${PLANS[requiredPlan(entitlement)].name} plan`;
}

/**
 * What each line of the pricing cards (`features` and `excluded`, worded as the spec has them)
 * stands for: an entitlement, the plan's monthly submission limit, or what every plan has.
 * plans.test.ts holds the cards to the table, so a card never sells what a plan does not have.
 */
export type PricingLineMeaning = Entitlement | 'submissionLimit' | 'boardLimit' | 'everyPlan';

export const PRICING_LINES: Record<string, PricingLineMeaning> = {
  '10 suggestions per month': 'submissionLimit',
  '25 suggestions per month': 'submissionLimit',
  'Unlimited suggestions': 'submissionLimit',
  '1 board': 'boardLimit',
  '3 boards': 'boardLimit',
  'Unlimited boards': 'boardLimit',
  'Restricted boards': 'restrictedBoards',
  'Basic feature requests': 'everyPlan',
  'Unlimited voting': 'everyPlan',
  'Single user account': 'everyPlan',
  'Public roadmap': 'publicRoadmap',
  'Public and private roadmaps': 'privateRoadmaps',
  Categorisation: 'categorisation',
  'Advanced customisation': 'advancedCustomisation',
  'Custom branding': 'customBranding',
  'White-label options': 'whiteLabel',
  'Basic statistics': 'basicStatistics',
  'Advanced statistics': 'advancedStatistics',
  Analytics: 'advancedStatistics',
  'Premium statistics': 'premiumStatistics',
  'Advanced analytics': 'premiumStatistics',
  'Data export': 'dataExport',
  'Team collaboration': 'teamAccounts',
  'Multiple user accounts': 'teamAccounts',
  'Priority email support': 'prioritySupport',
  'Priority support': 'prioritySupport',
  'Revenue ranking': 'revenueRanking',
};
