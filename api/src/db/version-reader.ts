/**
 * Read-cache versions from PostgreSQL in batches. Every public read asks for one or two scopes'
 * versions (the slug lookup's and the company's); one query per ask made a cache hit cost two
 * round trips. Here at most one query is in flight: asks that arrive meanwhile wait, and the
 * next query answers all of them at once. Each answer still comes from a query that started
 * after it was asked, so a read never misses a write committed before the read began.
 */
import type pg from 'pg';
import type { ReadVersions } from './engine';

interface Waiter {
  resolve: (versions: ReadVersions) => void;
  reject: (error: unknown) => void;
}

const NONE: ReadVersions = { content: 0, votes: 0 };

export class VersionReader {
  /** Scopes asked for since the query in flight started, with who waits for them. */
  private waiting = new Map<number, Waiter[]>();
  private reading = false;

  constructor(private readonly pool: pg.Pool) {}

  read(scope: number): Promise<ReadVersions> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(scope) ?? [];
      waiters.push({ resolve, reject });
      this.waiting.set(scope, waiters);
      if (!this.reading) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.reading = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const { rows } = await this.pool.query<ReadVersions & { company_id: number }>({
          name: 'read_versions_batch',
          // float8: bigint counters as numbers whatever type parsers the pool has.
          text: 'select company_id, content::float8 as content, votes::float8 as votes from read_versions where company_id = any($1::int[])',
          values: [[...batch.keys()]],
        });
        const found = new Map(rows.map(({ company_id, content, votes }) => [company_id, { content, votes }]));
        for (const [scope, waiters] of batch) for (const w of waiters) w.resolve(found.get(scope) ?? NONE);
      } catch (error) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      }
    }
    this.reading = false;
  }
}
