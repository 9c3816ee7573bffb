/**
 * The schedule picker's time: a `datetime-local` value is the person's own local time, with no
 * zone; the API takes an ISO instant. Both directions live here, with the one check (the future).
 */

export const SCHEDULE_MESSAGES = {
  missing: 'Please choose a date and time',
  past: 'Choose a time in the future',
} as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** `date` as a `datetime-local` value in the browser's time zone: `2026-03-01T09:00`. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The picker's first suggestion: tomorrow at 09:00, local time. */
export function defaultScheduleValue(now: Date): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return toLocalInputValue(tomorrow);
}

/** The local `value` as an ISO instant, or the reason it cannot be scheduled. */
export function scheduleInstant(value: string, now: Date): { iso: string } | { error: string } {
  // A `datetime-local` value without a zone is read as local time by the Date constructor.
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return { error: SCHEDULE_MESSAGES.missing };
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(year, month - 1, day, hour, minute);
  if (Number.isNaN(at.getTime())) return { error: SCHEDULE_MESSAGES.missing };
  if (at.getTime() <= now.getTime()) return { error: SCHEDULE_MESSAGES.past };
  return { iso: at.toISOString() };
}

/** "Mar 1, 2026, 9:00 AM" in the reader's own locale and zone. */
export function localDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Mar 1, 2026" in the reader's own locale and zone. */
export function localDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}
