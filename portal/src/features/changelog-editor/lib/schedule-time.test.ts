import { describe, expect, it } from 'vitest';
import { defaultScheduleValue, SCHEDULE_MESSAGES, scheduleInstant, toLocalInputValue } from './schedule-time';

// Local dates throughout: the picker's value is the person's own wall-clock time.
const now = new Date(2026, 2, 10, 14, 30);

describe('the schedule picker time', () => {
  it('suggests tomorrow at 09:00 local time', () => {
    expect(defaultScheduleValue(now)).toBe('2026-03-11T09:00');
  });

  it('writes a date as a datetime-local value in local time, zero-padded', () => {
    expect(toLocalInputValue(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });

  it('sends the local time as the same instant in ISO', () => {
    const result = scheduleInstant('2026-03-11T09:00', now);
    expect(result).toEqual({ iso: new Date(2026, 2, 11, 9, 0).toISOString() });
  });

  it('refuses an empty or malformed value', () => {
    expect(scheduleInstant('', now)).toEqual({ error: SCHEDULE_MESSAGES.missing });
    expect(scheduleInstant('tomorrow', now)).toEqual({ error: SCHEDULE_MESSAGES.missing });
  });

  it('refuses now and the past', () => {
    expect(scheduleInstant('2026-03-10T14:30', now)).toEqual({ error: SCHEDULE_MESSAGES.past });
    expect(scheduleInstant('2025-12-31T23:59', now)).toEqual({ error: SCHEDULE_MESSAGES.past });
    expect(scheduleInstant('2026-03-10T14:31', now)).toHaveProperty('iso');
  });
});
