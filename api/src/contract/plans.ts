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
    features: [
      '10 suggestions per month',
      'Basic feature requests',
      'Unlimited voting',
      'Public roadmap',
      'Basic statistics',
      'Single user account',
    ],
    excluded: ['Categorisation', 'Analytics', 'Custom branding', 'Priority support'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    price: 24,
    description: 'For growing products that listen to their customers every week.',
    monthlySubmissions: 25,
    features: [
      '25 suggestions per month',
      'Categorisation',
      'Advanced statistics',
      'Advanced customisation',
      'Custom branding',
      'Priority email support',
      'Data export',
      'Public and private roadmaps',
    ],
    excluded: ['White-label options', 'Team collaboration', 'Multiple user accounts'],
  },
  business: {
    id: 'business',
    name: 'Business',
    price: 39,
    description: 'For companies that run their roadmap on customer feedback.',
    monthlySubmissions: UNLIMITED_SUBMISSIONS,
    features: [
      'Unlimited suggestions',
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

/** Used over limit as a percentage, capped at 100 (spec section 9). */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((Math.max(0, used) / limit) * 100));
}
