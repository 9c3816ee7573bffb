/**
 * Insights (Basic, Advanced and Premium statistics, docs/plans.md): the date range a chart
 * covers, the usage events the board and widget report, and the answers' shapes.
 */
import { z } from 'zod';
import { USAGE_EVENTS, USAGE_SOURCES } from './labels';

/** Basic statistics chart the last this many days; another range needs Advanced statistics. */
export const BASIC_RANGE_DAYS = 30;
/** The longest range one answer covers (two years and a leap day). */
export const MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' (UTC) of a time. */
export function utcDay(time: Date | number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Days from `from` to `to`, both included. */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  return Array.from({ length: rangeDays(from, to) }, (_, index) => addDays(from, index));
}

/** The default range: the last BASIC_RANGE_DAYS days up to today (UTC). */
export function defaultRange(now = new Date()): InsightsRange {
  const to = utcDay(now);
  return { from: addDays(to, 1 - BASIC_RANGE_DAYS), to };
}

const isoDay = (field: string) =>
  z
    .string()
    .regex(ISO_DAY, `${field} must be a date like 2026-01-31`)
    .refine(
      (value) => utcDay(Date.parse(`${value}T00:00:00Z`) || 0) === value,
      `${field} is not a real date`,
    );

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included); both or neither. */
export const insightsQuerySchema = z
  .object({ from: isoDay('From').optional(), to: isoDay('To').optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), 'Please give both from and to, or neither')
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'From must not be after to')
  .refine(
    (q) => !q.from || !q.to || rangeDays(q.from, q.to) <= MAX_RANGE_DAYS,
    `A range can cover at most ${MAX_RANGE_DAYS} days`,
  );

export interface InsightsRange {
  from: string;
  to: string;
}

/**
 * What the board, the /embed page and the widget report (POST /api/companies/{slug}/usage).
 * `host` is the page that embeds the widget; the server keeps its origin and path only.
 */
export const usageEventSchema = z.object({
  event: z.enum(USAGE_EVENTS),
  source: z.enum(USAGE_SOURCES),
  host: z.string().max(2000, 'Host must be at most 2000 characters').optional(),
});
export type UsageEventInput = z.infer<typeof usageEventSchema>;

/** Per day, columns of equal length (what a chart plots). */
export interface DailySeries {
  days: string[];
  ideas: number[];
  votes: number[];
  comments: number[];
}

/** Basic statistics: the four counters and the daily activity. */
export interface BasicInsights {
  range: InsightsRange;
  counters: { totalIdeas: number; inProgress: number; completed: number; contributors: number };
  daily: DailySeries;
}

export interface LabelledCount {
  label: string;
  count: number;
}

/** Advanced statistics for a range. */
export interface AdvancedInsights {
  range: InsightsRange;
  /** Ideas created in the range, by category and by their status now. */
  byCategory: LabelledCount[];
  byStatus: LabelledCount[];
  /** Ideas that gained the most votes in the range. */
  trending: Array<{ id: number; title: string; votes: number }>;
  /** Of the ideas created in the range: how many got at least this far (idea ⊇ planned ⊇ …). */
  statusFunnel: LabelledCount[];
  /** Widget events in the range: launcher shown → opened → idea submitted → voted. */
  widgetFunnel: LabelledCount[];
  /** Views per source: board page, /embed page, widget panel opens. */
  sources: LabelledCount[];
}

export interface StageTiming {
  label: string;
  /** Ideas that made this step in the range. */
  ideas: number;
  medianDays: number | null;
  averageDays: number | null;
}

export interface PeriodTotals {
  ideas: number;
  votes: number;
  comments: number;
  boardViews: number;
  widgetOpens: number;
}

/** Premium statistics for a range. */
export interface PremiumInsights {
  range: InsightsRange;
  timings: StageTiming[];
  /** People who contributed in the range, and those of them who had contributed before it. */
  contributors: { total: number; returning: number };
  topHosts: Array<{ host: string; opens: number; submitted: number; voted: number }>;
  /** This range and the one just before it, of the same length. */
  comparison: { previous: InsightsRange; current: PeriodTotals; before: PeriodTotals };
}

export const INSIGHT_SECTIONS = ['basic', 'advanced', 'premium'] as const;
export type InsightSection = (typeof INSIGHT_SECTIONS)[number];
export * from './chart-tables';
