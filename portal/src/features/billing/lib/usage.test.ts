import { describe, expect, it } from 'vitest';
import { subscriptionUsage } from './usage';

describe('subscriptionUsage', () => {
  it('gives used over limit as a percentage', () => {
    const usage = subscriptionUsage({
      subscriptionPlan: 'free',
      monthlySubmissionsUsed: 3,
      monthlySubmissionLimit: 10,
    });
    expect(usage).toMatchObject({ planName: 'Free', unlimited: false, percent: 30 });
    expect(usage.label).toBe('3 / 10 submissions used this month');
  });

  it('caps the bar at 100 when over the limit', () => {
    expect(
      subscriptionUsage({ subscriptionPlan: 'pro', monthlySubmissionsUsed: 40, monthlySubmissionLimit: 25 })
        .percent,
    ).toBe(100);
  });

  it('rounds to a whole percent', () => {
    expect(
      subscriptionUsage({ subscriptionPlan: 'pro', monthlySubmissionsUsed: 1, monthlySubmissionLimit: 3 })
        .percent,
    ).toBe(33);
  });

  it('shows Unlimited for business instead of a share of 999', () => {
    const usage = subscriptionUsage({
      subscriptionPlan: 'business',
      monthlySubmissionsUsed: 500,
      monthlySubmissionLimit: 999,
    });
    expect(usage).toMatchObject({ planName: 'Business', unlimited: true, percent: 0, label: 'Unlimited' });
  });

  it('falls back to the plan limit when the user carries none', () => {
    expect(
      subscriptionUsage({ subscriptionPlan: 'free', monthlySubmissionsUsed: 5, monthlySubmissionLimit: 0 })
        .percent,
    ).toBe(50);
  });
});
