/**
 * Runs board searches on its own read-only connection, off the main thread: better-sqlite3
 * blocks while a query runs, and a costly search must not hold up every other request.
 * A SQLite-only speed device: its connection comes from the SQLite engine module.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { IdeaListQuery } from '../contract';
import { openSqliteReader } from '../db/sqlite-engine';
import { NOBODY } from './actor';
import { listIdeas } from './idea-views';

/** The answer as JSON text, ready to send, with the ids in it (for the viewer's votes). */
export interface SearchResult {
  json: string;
  total: number;
  ids: number[];
}

export interface SearchRequest {
  id: number;
  companyId: number;
  query: IdeaListQuery;
}

const db = openSqliteReader((workerData as { file: string }).file);

parentPort?.on('message', async ({ id, companyId, query }: SearchRequest) => {
  try {
    // JSON made here, not on the main thread: the main thread only sends it on.
    const { ideas, total } = await listIdeas(db, companyId, NOBODY, query);
    const result: SearchResult = { json: JSON.stringify(ideas), total, ids: ideas.map((idea) => idea.id) };
    parentPort?.postMessage({ id, result });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
