/**
 * Runs board searches on its own read-only connection, off the main thread: better-sqlite3
 * blocks while a query runs, and a costly search must not hold up every other request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { IdeaListQuery } from '../contract';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
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

const sqlite = new Database((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
const db = drizzle({ client: sqlite, schema }) as Db;

parentPort?.on('message', ({ id, companyId, query }: SearchRequest) => {
  try {
    // JSON made here, not on the main thread: the main thread only sends it on.
    const { ideas, total } = listIdeas(db, companyId, NOBODY, query);
    const result: SearchResult = { json: JSON.stringify(ideas), total, ids: ideas.map((idea) => idea.id) };
    parentPort?.postMessage({ id, result });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
