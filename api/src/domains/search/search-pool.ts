/**
 * Board searches answered by a worker thread (search-worker.ts), so the event loop keeps
 * serving pages, health checks and writes while a search runs. A bounded queue: past
 * MAX_QUEUED waiting searches, new ones are refused at once instead of piling up.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { IdeaListQuery } from '../../contract';
import { ApiError } from '../../lib/errors';
import type { Searcher, SearchResult } from './search-result';
import type { SearchRequest } from './search-worker';

const MAX_QUEUED = 32;
/**
 * The worker's old generation, in MB. Its live heap is about 15 MB, but every answer of 500
 * ideas leaves a ~250 KB string behind, and V8 let them pile up to 30-60 MB before collecting:
 * the bench's peak RSS (issue 25). A heap that outgrows this ends the worker; the next search
 * starts a new one.
 */
export const WORKER_OLD_SPACE_MB = 32;

/**
 * The worker's module. Built (api/build, scripts/build-api.mjs), it is the bundle beside this
 * one. From the sources (tests, `npm run dev`) it is TypeScript: it registers tsx first (execArgv
 * `--import tsx` does not reach worker threads under Node 20), then loads the module, through
 * tsx's CommonJS hook, not its ESM one: the ESM hooks run on a loader thread of their own, a
 * third V8 isolate that cost the process about 20 MB more (issue 25).
 */
function workerEntry(): [URL | string, { eval?: boolean }] {
  if (!import.meta.url.endsWith('.ts')) return [new URL('./search-worker.mjs', import.meta.url), {}];
  const entry = fileURLToPath(new URL('./search-worker.ts', import.meta.url));
  const tsx = fileURLToPath(import.meta.resolve('tsx/cjs/api'));
  return [`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { eval: true }];
}

type Answer = { id: number; result: SearchResult } | { id: number; error: string };

export class SearchPool implements Searcher {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, (answer: Answer) => void>();

  constructor(private readonly databaseFile: string) {}

  /** The company's matching ideas (as no particular viewer sees them) and their total. */
  list(companyId: number, query: IdeaListQuery): Promise<SearchResult> {
    if (this.pending.size >= MAX_QUEUED)
      throw new ApiError(503, 'Search is busy. Please try again in a moment.');
    const id = this.nextId++;
    const request: SearchRequest = { id, companyId, query };
    return new Promise((resolve, reject) => {
      this.pending.set(id, (answer) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer.result),
      );
      this.start().postMessage(request);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const [entry, options] = workerEntry();
    const worker = new Worker(entry, {
      ...options,
      workerData: { file: this.databaseFile },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_SPACE_MB },
    });
    worker.unref();
    worker.on('message', (answer: Answer) => {
      this.pending.get(answer.id)?.(answer);
      this.pending.delete(answer.id);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('Search worker stopped')));
    this.worker = worker;
    return worker;
  }

  /** A dead worker fails what it held; the next search starts a new one. */
  private fail(error: Error): void {
    this.worker = undefined;
    for (const settle of this.pending.values()) settle({ id: -1, error: error.message });
    this.pending.clear();
  }
}
