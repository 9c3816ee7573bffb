import { describe, expect, it } from 'vitest';
import { customRangeProblem, rangeQuery, resolveRange } from './insights-range';

const NOW = new Date('2026-03-10T23:30:00Z');

describe('insights ranges', () => {
  it('counts presets back from today (UTC), today included', () => {
    expect(resolveRange({ preset: '7' }, NOW)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(resolveRange({ preset: '30' }, NOW)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(resolveRange({ from: '2025-01-01', to: '2025-02-01' }, NOW)).toEqual({
      from: '2025-01-01',
      to: '2025-02-01',
    });
  });

  it('sends no range for the default, the one Free may ask for', () => {
    expect(rangeQuery({ preset: '30' })).toBe('');
    expect(rangeQuery({ from: '2025-01-01', to: '2025-02-01' })).toBe('from=2025-01-01&to=2025-02-01');
    expect(rangeQuery({ preset: '90' })).toMatch(/^from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });

  it('explains a custom range the server would refuse', () => {
    expect(customRangeProblem('', '2025-01-01')).toBe('Please choose both dates');
    expect(customRangeProblem('2025-02-01', '2025-01-01')).toBe('The start must not be after the end');
    expect(customRangeProblem('2022-01-01', '2025-01-01')).toBe('A range can cover at most 731 days');
    expect(customRangeProblem('2024-01-01', '2025-01-01')).toBeNull();
  });
});
