/**
 * Usage counts of days that can no longer change, summed once per process. recordUsage only adds
 * to today's rows, so a range's days up to the day before yesterday sum to the same rows for good
 * (yesterday stays open for a replica whose clock runs behind, or a beacon in flight at midnight).
 * A year of a busy board is 15,000 rows to group: 10-20 ms that every Insights read paid, after a
 * write or not (issue 25). Ids are never reused, so a deleted company's sums only wait for eviction.
 */
import { addDays, type InsightsRange, utcDay } from '../../contract';
import type { Db } from '../../db/engine';

/** The rows all kept sums may hold together, per database: a few MB. */
export const MAX_KEPT_ROWS = 50_000;

interface Kept {
  /** Shared by reads that ask while it loads (the tab's sections read the same range at once). */
  rows: Promise<unknown[]>;
  /** Known once loaded; 0 before. */
  size: number;
}

const kept = new WeakMap<Db, Map<string, Kept>>();

/** The last day whose counts can no longer change, as of `now`. */
export const lastClosedDay = (now: Date) => addDays(utcDay(now), -2);

/**
 * The range split where its days stop being closed: `closed` is summed once and kept, `open`
 * is read every time. Either may be absent.
 */
export function splitAtClosed(range: InsightsRange, now: Date) {
  const closedTo = lastClosedDay(now);
  if (range.from > closedTo) return { open: range };
  if (range.to <= closedTo) return { closed: range };
  return { closed: { from: range.from, to: closedTo }, open: { from: addDays(closedTo, 1), to: range.to } };
}

/** `load`'s rows for closed days, loaded once while there is room to keep them. */
export function keptRows<Row>(db: Db, key: string, load: () => Promise<Row[]>): Promise<Row[]> {
  const entries = kept.get(db) ?? new Map<string, Kept>();
  kept.set(db, entries);
  const hit = entries.get(key);
  if (hit) return hit.rows as Promise<Row[]>;
  // Promise.resolve: a query builder is a thenable that would run again on every await.
  const entry: Kept = { rows: Promise.resolve(load()), size: 0 };
  entries.set(key, entry);
  entry.rows.then(
    (rows) => {
      entry.size = rows.length;
      evictBeyond(entries, MAX_KEPT_ROWS);
    },
    () => entries.delete(key),
  );
  return entry.rows as Promise<Row[]>;
}

/** Drops the oldest entries (a Map keeps insertion order) until the rows kept fit in `limit`. */
function evictBeyond(entries: Map<string, Kept>, limit: number) {
  let total = 0;
  for (const entry of entries.values()) total += entry.size;
  for (const [key, entry] of entries) {
    if (total <= limit) return;
    entries.delete(key);
    total -= entry.size;
  }
}
