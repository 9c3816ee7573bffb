/**
 * A long list in slices of at most `size`, for multi-row inserts that must stay under each
 * engine's bound-parameter limit (SQLite 32,766; PostgreSQL 65,535 per statement).
 */
export function* chunksOf<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
