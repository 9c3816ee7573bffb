/**
 * A cache for public reads (company, stats, board) that can never serve data older than the
 * last committed write. Every entry belongs to a scope (a company id; 0 for what spans
 * companies: slug lookups) and remembers that scope's versions in `read_versions`,
 * which triggers bump on every write (migration 0004): a write to company A never invalidates
 * company B, and other processes' commits count too. A TTL keeps '3 days ago' fresh.
 */
import type { ReadVersions } from '../db/engine';

/**
 * What the cache holds in all, by the size of its values: one entry may be a slug lookup and
 * another a 500-idea board with its JSON, so a count said nothing about memory (issue 25).
 */
export const MAX_CACHE_BYTES = 16 * 1024 * 1024;
/** A value larger than this is served but not kept: it would push out many small ones. */
const MAX_VALUE_BYTES = MAX_CACHE_BYTES / 8;
const TTL_MS = 60_000;

/** Scope of entries that span companies: slug lookups. */
export const GLOBAL_SCOPE = 0;

interface Entry extends ReadVersions {
  expires: number;
  value: unknown;
  /** Its estimated size, counted against MAX_CACHE_BYTES. */
  bytes: number;
}

/**
 * About what a value costs in memory: its JSON's length, doubled for the objects behind it (a
 * cached board keeps both its ideas and their JSON). Measured once, when the value is loaded.
 */
export function estimatedBytes(value: unknown): number {
  if (typeof value === 'string') return value.length;
  return 2 * (JSON.stringify(value)?.length ?? 0);
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** `versions` reads a scope's write counters from the database (Engine.readVersions). */
  constructor(private readonly versions: (scope: number) => Promise<ReadVersions>) {}

  /**
   * The cached value while its scope is unchanged, else `load()`. With `onVotes`, a value that
   * is stale only by vote counts is handed to it for an in-place update instead of a reload.
   */
  async get<T>(
    scope: number,
    key: string,
    load: () => Promise<T>,
    onVotes?: (stale: T) => Promise<T>,
  ): Promise<T> {
    const versions = await this.versions(scope);
    const now = Date.now();
    const slot = `${scope}:${key}`;
    const hit = this.entries.get(slot);
    if (hit && hit.expires > now && hit.content === versions.content) {
      if (hit.votes === versions.votes) return hit.value as T;
      if (onVotes) {
        hit.value = await onVotes(hit.value as T);
        hit.votes = versions.votes;
        return hit.value as T;
      }
    }
    const value = await load();
    this.remove(slot);
    const bytes = estimatedBytes(value);
    if (bytes > MAX_VALUE_BYTES) return value;
    // Oldest first (a Map keeps insertion order) until the new value fits.
    while (this.bytes + bytes > MAX_CACHE_BYTES) this.remove(this.entries.keys().next().value as string);
    this.entries.set(slot, { ...versions, expires: now + TTL_MS, value, bytes });
    this.bytes += bytes;
    return value;
  }

  /** What the cache holds now, in estimated bytes. */
  get size(): number {
    return this.bytes;
  }

  private remove(slot: string): void {
    const entry = this.entries.get(slot);
    if (!entry) return;
    this.entries.delete(slot);
    this.bytes -= entry.bytes;
  }
}
