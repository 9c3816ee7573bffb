import type { PaidPlanId } from '@sayso/api/contract';

/** The paid plan named in a route such as /checkout/:plan, or null for anything else. */
export function paidPlanParam(value: string | undefined | null): PaidPlanId | null {
  return value === 'pro' || value === 'business' ? value : null;
}
