import type { PlanId, PublicUser } from '@sayso/api/contract';

/** What choosing a plan on /pricing does, decided without side effects so it can be tested. */
export type PlanChoice =
  /** Signed out: log in, then on to this plan's checkout. */
  | { kind: 'login-required'; plan: Exclude<PlanId, 'free'> }
  | { kind: 'signup' }
  | { kind: 'already-free' }
  | { kind: 'already-subscribed' }
  | { kind: 'downgrade' }
  | { kind: 'checkout'; plan: Exclude<PlanId, 'free'> };

export function choosePlan(user: PublicUser | null, plan: PlanId): PlanChoice {
  if (!user) return plan === 'free' ? { kind: 'signup' } : { kind: 'login-required', plan };
  const current = user.subscriptionPlan;
  if (plan === 'free') return current === 'free' ? { kind: 'already-free' } : { kind: 'downgrade' };
  if (plan === current) return { kind: 'already-subscribed' };
  return { kind: 'checkout', plan };
}

/** Spec section 9: the pricing page waits 500 ms before going to checkout. */
export const CHECKOUT_DELAY_MS = 500;
