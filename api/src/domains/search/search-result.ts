/** A board search's answer, made where the search runs (the SQLite worker, or the request). */

import type { Db } from '../../db/engine';
import { NOBODY } from '../ideas/actor';
import { decorate } from '../ideas/idea-decorate';
import type { BoardListQuery } from '../ideas/idea-list-query';
import { searchIdeaRows } from './search-rows';

/** The answer as JSON text, ready to send, with the ids in it (for the viewer's votes). */
export interface SearchResult {
  json: string;
  total: number;
  ids: number[];
}

/** Answers board searches for the routes: SearchPool on SQLite, DirectSearch on PostgreSQL. */
export interface Searcher {
  list(companyId: number, query: BoardListQuery): Promise<SearchResult>;
}

/** The company's matching ideas, as no particular viewer sees them, and their total. */
export async function runSearch(db: Db, companyId: number, query: BoardListQuery): Promise<SearchResult> {
  const { rows, total } = await searchIdeaRows(db, companyId, query);
  const ideas = await decorate(db, rows, NOBODY);
  return { json: JSON.stringify(ideas), total, ids: ideas.map((idea) => idea.id) };
}

/**
 * Searches on the request's own connection: PostgreSQL runs each query on its own server
 * process, so a costly search holds up no other request (SQLite's needs a worker thread).
 */
export class DirectSearch implements Searcher {
  constructor(private readonly db: Db) {}

  list(companyId: number, query: BoardListQuery): Promise<SearchResult> {
    return runSearch(this.db, companyId, query);
  }
}
