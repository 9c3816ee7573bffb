/** Calendar months in UTC, for the monthly submission limit that resets on the 1st. */

export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export function nextMonthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** '1 December 2026' — unambiguous in any locale. */
export function formatDay(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
