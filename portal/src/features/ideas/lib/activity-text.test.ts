import type { IdeaActivityEntry } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { STANDARD_BOARD } from '@/lib/board/board-settings';
import { activityText } from './activity-text';

const entry = (overrides: Partial<IdeaActivityEntry>): IdeaActivityEntry => ({
  id: 1,
  action: 'status_changed',
  fromValue: 'idea',
  toValue: 'planned',
  userName: 'Ada',
  createdAt: '2026-01-01T00:00:00.000Z',
  timeAgo: '2 days ago',
  ...overrides,
});

describe('activityText', () => {
  const labels = STANDARD_BOARD.statusLabels;

  it('names the new status and who set it', () => {
    expect(activityText(entry({}), labels)).toBe('Planned by Ada');
  });

  it('uses the board’s own status labels', () => {
    expect(activityText(entry({}), { ...labels, planned: 'Next up' })).toBe('Next up by Ada');
  });

  it('says which way privacy went, and keeps a gone account nameless', () => {
    expect(activityText(entry({ action: 'privacy_changed', toValue: 'true' }), labels)).toBe(
      'Made private by Ada',
    );
    expect(activityText(entry({ action: 'privacy_changed', toValue: 'false', userName: null }), labels)).toBe(
      'Made public by a former team member',
    );
  });

  it('words edits and category moves', () => {
    expect(activityText(entry({ action: 'edited' }), labels)).toBe('Edited by Ada');
    expect(activityText(entry({ action: 'category_changed' }), labels)).toBe('Category changed by Ada');
  });
});
