/**
 * A cache for public reads (company, stats, board) that can never serve data older than the
 * last committed write. Every entry belongs to a scope (a company id; 0 for what spans
 * companies: slug lookups) and remembers that scope's versions in `read_versions`,
 * which triggers bump on every write (migration 0004): a write to company A never invalidates
 * company B, and other processes' commits count too. A TTL keeps '3 days ago' fresh.
 */
import type { ReadVersions } from '../db/engine';

const MAX_ENTRIES = 1000;
const TTL_MS = 60_000;

/** Scope of entries that span companies: slug lookups. */
export const GLOBAL_SCOPE = 0;

interface Entry extends ReadVersions {
  expires: number;
  value: unknown;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

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
    this.entries.delete(slot);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(slot, { ...versions, expires: now + TTL_MS, value });
    return value;
  }
}
