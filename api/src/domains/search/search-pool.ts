/**
 * Board searches answered in the SQLite engine's background thread (search-worker.ts, loaded
 * into db/sqlite-background-thread.ts), so the event loop keeps serving pages, health checks
 * and writes while a search runs. A bounded queue: past MAX_QUEUED waiting searches, new ones
 * are refused at once instead of piling up.
 */
import { fileURLToPath } from 'node:url';
import type { BackgroundJob, SqliteBackgroundThread } from '../../db/sqlite-background-thread';
import { ApiError } from '../../lib/errors';
import type { BoardListQuery } from '../ideas/idea-list-query';
import type { Searcher, SearchResult } from './search-result';
import type { SearchRequest } from './search-worker';

const MAX_QUEUED = 32;

/**
 * The search's module. Built (api/build, scripts/build-api.mjs), it is the bundle beside this
 * one. From the sources (tests, `npm run dev`) it is TypeScript, required after tsx's CommonJS
 * hook is registered (execArgv `--import tsx` does not reach worker threads under Node 20), not
 * through its ESM hooks: those run on a loader thread of their own, a third V8 isolate that cost
 * the process about 20 MB more (issue 25).
 */
function searchModule(): Pick<BackgroundJob, 'entry' | 'register'> {
  if (!import.meta.url.endsWith('.ts'))
    return { entry: new URL('./search-worker.mjs', import.meta.url).href };
  return {
    entry: fileURLToPath(new URL('./search-worker.ts', import.meta.url)),
    register: fileURLToPath(import.meta.resolve('tsx/cjs/api')),
  };
}

type Answer = { id: number; result: SearchResult } | { id: number; error: string };

export class SearchPool implements Searcher {
  private nextId = 0;
  private readonly pending = new Map<number, (answer: Answer) => void>();
  private readonly job: BackgroundJob = {
    ...searchModule(),
    answered: (answer) => {
      const { id } = answer as Answer;
      this.pending.get(id)?.(answer as Answer);
      this.pending.delete(id);
    },
    // A stopped thread fails what it held; the next search loads the search into a new one.
    stopped: (error) => {
      for (const settle of this.pending.values()) settle({ id: -1, error: error.message });
      this.pending.clear();
    },
  };

  constructor(private readonly thread: SqliteBackgroundThread) {}

  /** The company's matching ideas (as no particular viewer sees them) and their total. */
  list(companyId: number, query: BoardListQuery): Promise<SearchResult> {
    if (this.pending.size >= MAX_QUEUED)
      throw new ApiError(503, 'Search is busy. Please try again in a moment.');
    const id = this.nextId++;
    const request: SearchRequest = { id, companyId, query };
    return new Promise((resolve, reject) => {
      this.pending.set(id, (answer) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer.result),
      );
      this.thread.post(this.job, request);
    });
  }
}
