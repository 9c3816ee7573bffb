/** Display text for how long ago something happened: 'just now', '5 minutes ago', '2 days ago'. */

const UNITS: Array<[unit: string, seconds: number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function timeAgo(date: Date | string | number, now: Date = new Date()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return 'just now';
  const seconds = Math.floor((now.getTime() - then) / 1000);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
