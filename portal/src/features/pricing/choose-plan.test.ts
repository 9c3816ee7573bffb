import type { PublicUser } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { choosePlan } from './choose-plan';

const user = (plan: PublicUser['subscriptionPlan']): PublicUser => ({
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  emailVerified: true,
  username: 'ada',
  companySlug: null,
  isCompanyOwner: false,
  subscriptionPlan: plan,
  monthlySubmissionsUsed: 0,
  monthlySubmissionLimit: 10,
  subscriptionUpdatedAt: null,
  subscriptionEndsAt: null,
});

describe('choosePlan', () => {
  it('sends a visitor who picks a paid plan to log in, and one who picks free to sign up', () => {
    expect(choosePlan(null, 'pro')).toEqual({ kind: 'login-required', plan: 'pro' });
    expect(choosePlan(null, 'business')).toEqual({ kind: 'login-required', plan: 'business' });
    expect(choosePlan(null, 'free')).toEqual({ kind: 'signup' });
  });

  it('tells a free user they are already on free', () => {
    expect(choosePlan(user('free'), 'free')).toEqual({ kind: 'already-free' });
  });

  it('tells a subscriber they already have their plan', () => {
    expect(choosePlan(user('pro'), 'pro')).toEqual({ kind: 'already-subscribed' });
    expect(choosePlan(user('business'), 'business')).toEqual({ kind: 'already-subscribed' });
  });

  it('sends upgrades and changes between paid plans to checkout', () => {
    expect(choosePlan(user('free'), 'pro')).toEqual({ kind: 'checkout', plan: 'pro' });
    expect(choosePlan(user('pro'), 'business')).toEqual({ kind: 'checkout', plan: 'business' });
    expect(choosePlan(user('business'), 'pro')).toEqual({ kind: 'checkout', plan: 'pro' });
  });

  it('treats a paid user choosing free as a downgrade', () => {
    expect(choosePlan(user('pro'), 'free')).toEqual({ kind: 'downgrade' });
  });
});
