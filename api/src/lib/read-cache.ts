/**
 * A cache for public reads (company, stats, board) that can never serve data older than the
 * last committed write: every entry remembers the database's change counters and is used only
 * while they are unchanged. total_changes() counts this connection's writes, data_version
 * another connection's commits. A TTL keeps display text such as '3 days ago' fresh.
 */
import type Database from 'better-sqlite3';

const MAX_ENTRIES = 1000;
const TTL_MS = 60_000;

interface Entry {
  version: string;
  expires: number;
  value: unknown;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly totalChanges: Database.Statement<[], number>;
  private readonly dataVersion: Database.Statement<[], number>;

  constructor(sqlite: Database.Database) {
    this.totalChanges = sqlite.prepare<[], number>('select total_changes()').pluck();
    this.dataVersion = sqlite.prepare<[], number>('pragma data_version').pluck();
  }

  get<T>(key: string, load: () => T): T {
    const version = `${this.totalChanges.get()}:${this.dataVersion.get()}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.expires > now) return hit.value as T;
    const value = load();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, expires: now + TTL_MS, value });
    return value;
  }
}
