/**
 * First-party usage counts (board views, the widget funnel), one row per company, UTC day,
 * event, source and host page: recording is one atomic upsert, and a year of a busy board
 * reads back as a few thousand rows. Nothing personal is stored: no IP, no visitor id, and of
 * the host page only its origin and path.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { type InsightsRange, type UsageEventInput, utcDay } from '../../contract';
import type { Db } from '../../db/engine';
import { usageDaily } from '../../db/schema';
import { keptRows, splitAtClosed } from './usage-history';

/**
 * The widget's host page as stored: origin and path, no query or fragment; null when the page is
 * not an http(s) web page (a file, a sandboxed or srcdoc frame such as the dashboard's preview,
 * whose origin is 'null').
 */
export function hostPage(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return (url.origin + url.pathname).slice(0, 300);
}

/**
 * Counts one event for today (UTC). Only the widget has a host page; other sources store ''. A
 * widget event from no web page is acknowledged and not counted: it is nobody's site (the
 * dashboard's own preview among them), and a beacon must never fill a host page's console
 * with errors.
 */
export async function recordUsage(db: Db, companyId: number, input: UsageEventInput, now = new Date()) {
  const host = input.source === 'widget' ? hostPage(input.host) : '';
  if (host === null) return;
  await db
    .insert(usageDaily)
    .values({ companyId, day: utcDay(now), event: input.event, source: input.source, host, count: 1 })
    .onConflictDoUpdate({
      target: [usageDaily.companyId, usageDaily.day, usageDaily.event, usageDaily.source, usageDaily.host],
      set: { count: sql`${usageDaily.count} + 1` },
    });
}

const inRange = (companyId: number, range: InsightsRange) =>
  and(eq(usageDaily.companyId, companyId), gte(usageDaily.day, range.from), lte(usageDaily.day, range.to));

const total = sql<number>`coalesce(sum(${usageDaily.count}), 0)`.mapWith(Number);

/** Event × source × host totals of the range's days, read from the table. */
async function readUsageByHost(db: Db, companyId: number, range: InsightsRange) {
  return db
    .select({ event: usageDaily.event, source: usageDaily.source, host: usageDaily.host, count: total })
    .from(usageDaily)
    .where(inRange(companyId, range))
    .groupBy(usageDaily.event, usageDaily.source, usageDaily.host);
}

/**
 * Event × source × host totals in the range: one pass for the premium section. Its closed days
 * are summed once (usage-history.ts), so only today's and yesterday's rows are read each time.
 */
export async function usageByHost(db: Db, companyId: number, range: InsightsRange, now = new Date()) {
  const { closed, open } = splitAtClosed(range, now);
  const parts = await Promise.all([
    closed
      ? keptRows(db, `${companyId}:${closed.from}:${closed.to}`, () => readUsageByHost(db, companyId, closed))
      : [],
    open ? readUsageByHost(db, companyId, open) : [],
  ]);
  return sumsBy((row) => `${row.event} ${row.source} ${row.host}`, parts.flat());
}

/** Event × source totals in the range. */
export async function usageTotals(db: Db, companyId: number, range: InsightsRange, now = new Date()) {
  const rows = await usageByHost(db, companyId, range, now);
  return sumsBy(
    (row) => `${row.event} ${row.source}`,
    rows.map(({ event, source, count }) => ({ event, source, count })),
  );
}

/** The rows' counts summed per `key`, each sum on a copy of its key's first row. */
function sumsBy<Row extends { count: number }>(key: (row: Row) => string, rows: Row[]): Row[] {
  const sums = new Map<string, Row>();
  for (const row of rows) {
    const sum = sums.get(key(row));
    if (sum) sum.count += row.count;
    else sums.set(key(row), { ...row });
  }
  return [...sums.values()];
}

type UsageRow = Awaited<ReturnType<typeof usageByHost>>[number];

/** The widget's host pages with the most panel opens, with their submits and votes. */
export function topHostPages(rows: UsageRow[], limit = 10) {
  const hosts = new Map<string, { host: string; opens: number; submitted: number; voted: number }>();
  for (const { event, source, host, count } of rows) {
    if (source !== 'widget' || host === '') continue;
    const entry = hosts.get(host) ?? { host, opens: 0, submitted: 0, voted: 0 };
    if (event === 'panel_opened') entry.opens += count;
    if (event === 'idea_submitted') entry.submitted += count;
    if (event === 'voted') entry.voted += count;
    hosts.set(host, entry);
  }
  return [...hosts.values()].sort((a, b) => b.opens - a.opens || (a.host < b.host ? -1 : 1)).slice(0, limit);
}

/** Board views (every source) and widget panel opens among usage rows. */
export function viewsOf(rows: Array<Pick<UsageRow, 'event' | 'source' | 'count'>>) {
  const sum = (match: (row: Pick<UsageRow, 'event' | 'source'>) => boolean) =>
    rows.filter(match).reduce((total, row) => total + row.count, 0);
  return {
    boardViews: sum((row) => row.event === 'board_viewed'),
    widgetOpens: sum((row) => row.event === 'panel_opened' && row.source === 'widget'),
  };
}
