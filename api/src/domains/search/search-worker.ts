/**
 * Runs board searches on its own read-only connection, in the SQLite engine's background thread
 * (db/sqlite-background-thread.ts), off the main thread: better-sqlite3 blocks while a query
 * runs, and a costly search must not hold up every other request.
 * A SQLite-only speed device: its connection comes from the SQLite engine module.
 */
import type { MessagePort } from 'node:worker_threads';
import { openSqliteReader } from '../../db/sqlite-engine';
import type { BoardListQuery } from '../ideas/idea-list-query';
import { runSearch } from './search-result';

export interface SearchRequest {
  id: number;
  companyId: number;
  query: BoardListQuery;
}

/** Answers the searches sent on `port` (search-pool.ts) from `databaseFile`. */
export function serve(port: MessagePort, databaseFile: string): void {
  const db = openSqliteReader(databaseFile);
  port.on('message', async ({ id, companyId, query }: SearchRequest) => {
    try {
      // JSON made here, not on the main thread: the main thread only sends it on.
      port.postMessage({ id, result: await runSearch(db, companyId, query) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
