/**
 * SQLite's WAL checkpoints, off the event loop. By default the connection that commits runs a
 * checkpoint every 1,000 WAL pages: it copies the pages into the database file and syncs it,
 * inside that commit, on the one thread serving every request. Under a stream of votes that made
 * one commit in a hundred take 8 ms and doubled a commit's average (issue 25). Here a small
 * worker thread with its own connection runs PASSIVE checkpoints, which never block the writer
 * (WAL lets a checkpoint and a write run at once), every CHECKPOINT_EVERY_MS.
 *
 * Started on the first busy stretch (STARTS_AFTER_COMMITS commits), so a quiet server or a test
 * app has no extra thread; the serving connection keeps a far-off automatic checkpoint
 * (BACKSTOP_PAGES) in case the worker stops.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const CHECKPOINT_EVERY_MS = 200;
export const STARTS_AFTER_COMMITS = 200;
/** 80 MB of WAL: reached only if the worker stops checkpointing. */
export const BACKSTOP_PAGES = 20_000;

/** Plain CommonJS, evaluated as is: the worker loads nothing but the driver. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error && error.message));
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export class SqliteCheckpointer {
  private worker: Worker | undefined;
  private commits = 0;

  /** `takeOver` moves the serving connection's own checkpoints to the backstop. */
  constructor(
    private readonly file: string,
    private readonly takeOver: () => void,
  ) {}

  /** Called after each commit: starts the worker on the first busy stretch. */
  committed(): void {
    if (this.worker || ++this.commits < STARTS_AFTER_COMMITS) return;
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: this.file, driver, everyMs: CHECKPOINT_EVERY_MS },
      // Its heap holds a timer and a connection: keep the isolate small.
      resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
    });
    worker.unref();
    worker.on('message', (message: string) => console.error(`SQLite checkpoint failed: ${message}`));
    worker.on('error', (error) => console.error('SQLite checkpointer stopped:', error));
    this.worker = worker;
    this.takeOver();
  }

  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Ends the worker and its connection; the serving connection's close checkpoints the rest. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    await exited;
  }
}
