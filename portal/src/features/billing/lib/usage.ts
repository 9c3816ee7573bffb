import { isUnlimited, PLANS, type PublicUser, usagePercent } from '@sayso/api/contract';

export interface SubscriptionUsage {
  planName: string;
  unlimited: boolean;
  used: number;
  limit: number;
  /** Used over limit as a percentage, capped at 100 (spec section 9); 0 when unlimited. */
  percent: number;
  /** What the bar says: '3 / 10 submissions used this month' or 'Unlimited'. */
  label: string;
}

/** What the Upgrade Plan tab shows about this month's submissions, from the contract's helpers. */
export function subscriptionUsage(
  user: Pick<PublicUser, 'subscriptionPlan' | 'monthlySubmissionsUsed' | 'monthlySubmissionLimit'>,
): SubscriptionUsage {
  const plan = PLANS[user.subscriptionPlan] ?? PLANS.free;
  const unlimited = isUnlimited(plan.id);
  const used = user.monthlySubmissionsUsed;
  const limit = user.monthlySubmissionLimit || plan.monthlySubmissions;
  return {
    planName: plan.name,
    unlimited,
    used,
    limit,
    percent: unlimited ? 0 : usagePercent(used, limit),
    label: unlimited ? 'Unlimited' : `${used} / ${limit} submissions used this month`,
  };
}
