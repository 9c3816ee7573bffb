/**
 * The Insights tab's date ranges: presets counted back from today (UTC, as the server counts
 * days), or two dates. The default, the last 30 days, is the one every plan may ask for.
 */
import {
  addDays,
  BASIC_RANGE_DAYS,
  type InsightsRange,
  MAX_RANGE_DAYS,
  rangeDays,
  utcDay,
} from '@sayso/api/contract';

export const RANGE_PRESETS = [
  { id: '30', label: 'Last 30 days', days: BASIC_RANGE_DAYS },
  { id: '7', label: 'Last 7 days', days: 7 },
  { id: '90', label: 'Last 90 days', days: 90 },
  { id: '365', label: 'Last 12 months', days: 365 },
] as const;

export type RangeChoice = { preset: string } | InsightsRange;

export const DEFAULT_CHOICE: RangeChoice = { preset: '30' };

/** The range a choice stands for today. */
export function resolveRange(choice: RangeChoice, now = new Date()): InsightsRange {
  if (!('preset' in choice)) return choice;
  const days = RANGE_PRESETS.find((preset) => preset.id === choice.preset)?.days ?? BASIC_RANGE_DAYS;
  const to = utcDay(now);
  return { from: addDays(to, 1 - days), to };
}

/** The query string of a range: none for the default, which is what Free may ask for. */
export function rangeQuery(choice: RangeChoice): string {
  if ('preset' in choice && choice.preset === '30') return '';
  const { from, to } = resolveRange(choice);
  return `from=${from}&to=${to}`;
}

/** Why two dates are not a range the server takes, or null when they are. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Please choose both dates';
  if (from > to) return 'The start must not be after the end';
  if (rangeDays(from, to) > MAX_RANGE_DAYS) return `A range can cover at most ${MAX_RANGE_DAYS} days`;
  return null;
}
