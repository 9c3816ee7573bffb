// @vitest-environment node
import { STATUS_LABELS } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { labelIn, shortLabelIn, statusLabelOf } from './board-settings';

const renamed = { ...STATUS_LABELS, planned: 'Next up' };

describe('status labels', () => {
  it("are the company's labels, the standard ones without a company", () => {
    expect(statusLabelOf({ board: { statusLabels: renamed } }, 'planned')).toBe('Next up');
    expect(statusLabelOf({ board: { statusLabels: renamed } }, 'completed')).toBe('Completed');
    expect(statusLabelOf(undefined, 'in_progress')).toBe('In Progress');
  });

  it('shows an unknown status as Idea', () => {
    expect(labelIn(renamed, 'archived')).toBe('Idea');
    expect(shortLabelIn(renamed, 'archived')).toBe('Idea');
  });

  it('replaces the short phone label with a custom one, and keeps the standard short ones', () => {
    expect(shortLabelIn(renamed, 'planned')).toBe('Next up');
    expect(shortLabelIn(renamed, 'in_progress')).toBe('In Prog');
    expect(shortLabelIn(renamed, 'completed')).toBe('Done');
  });
});
