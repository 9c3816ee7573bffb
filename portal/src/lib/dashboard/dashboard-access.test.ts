import { describe, expect, it } from 'vitest';
import { ownsSettings, tabsFor } from './dashboard-access';

describe('tabsFor', () => {
  it('gives members Feature Requests only', () => {
    expect(tabsFor('member')).toEqual(['requests']);
  });

  it('gives admins the settings, sharing and Insights too, but never the plan (billing)', () => {
    expect(tabsFor('admin')).toEqual(['requests', 'settings', 'share', 'insights']);
  });

  it('gives the owner every tab', () => {
    expect(tabsFor('owner')).toEqual(['requests', 'settings', 'share', 'plan', 'insights']);
  });
});

describe('ownsSettings', () => {
  it('is the owner alone', () => {
    expect(ownsSettings('owner')).toBe(true);
    expect(ownsSettings('admin')).toBe(false);
    expect(ownsSettings('member')).toBe(false);
  });
});
