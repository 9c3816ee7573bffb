import { describe, expect, it } from 'vitest';
import { ownsSettings, sectionsFor, tabsFor } from './dashboard-access';

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

describe('sectionsFor', () => {
  it('gives members the inbox and roadmap, admins the changelog, insights and settings, the owner all', () => {
    const ids = (role: 'member' | 'admin' | 'owner') => sectionsFor(role).map((section) => section.id);
    expect(ids('member')).toEqual(['inbox', 'roadmap']);
    expect(ids('admin')).toEqual(['inbox', 'roadmap', 'changelog', 'insights', 'settings']);
    expect(ids('owner')).toEqual([
      'inbox',
      'roadmap',
      'changelog',
      'insights',
      'team',
      'settings',
      'billing',
    ]);
  });
});
