/**
 * The SQLite engine's one background thread: the database's slow work, off the event loop. It
 * runs the WAL checkpoints, and the jobs other modules load into it (the board search,
 * domains/search). A Node worker thread costs about 12 MB before it does anything, so the
 * checkpoints and the searches share one instead of a thread each (issue 25).
 *
 * Checkpoints: by default the connection that commits runs a checkpoint every 1,000 WAL pages:
 * it copies the pages into the database file and syncs it, inside that commit, on the one thread
 * serving every request. Under a stream of votes that made one commit in a hundred take 8 ms and
 * doubled a commit's average (issue 25). Here the thread's own connection runs PASSIVE
 * checkpoints, which never block the writer (WAL lets a checkpoint and a write run at once),
 * every CHECKPOINT_EVERY_MS, from the first busy stretch (STARTS_AFTER_COMMITS commits) on. The
 * serving connection keeps a far-off automatic checkpoint (BACKSTOP_PAGES) in case they stop.
 *
 * The thread starts with the first job's message or the first busy stretch, so a quiet server or
 * a test app has none. A thread that stops (a job outgrew THREAD_OLD_SPACE_MB) fails its jobs'
 * waiting callers; it starts again at once while checkpoints are due, and each job is loaded
 * again on its next message.
 */
import { createRequire } from 'node:module';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';

const CHECKPOINT_EVERY_MS = 200;
export const STARTS_AFTER_COMMITS = 200;
/** 80 MB of WAL: reached only if the thread stops checkpointing. */
export const BACKSTOP_PAGES = 20_000;
/**
 * The thread's old generation, in MB. The search's live heap is about 15 MB, but every answer
 * of 500 ideas leaves a ~250 KB string behind, and V8 let them pile up to 30-60 MB before
 * collecting: the bench's peak RSS (issue 25). A heap that outgrows this ends the thread.
 */
export const THREAD_OLD_SPACE_MB = 32;

/**
 * Plain CommonJS, evaluated as is: it loads nothing but the driver, and a job's module only
 * when asked (a built `file:` URL is imported; a source path is required, after `register`).
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let checkpoints;
const startCheckpoints = (everyMs) => {
  const Database = require(workerData.driver);
  const db = new Database(workerData.file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const timer = setInterval(() => {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      parentPort.postMessage({ failed: 'SQLite checkpoint failed: ' + (error && error.message) });
    }
  }, everyMs);
  checkpoints = { db, timer };
};
const load = async ({ entry, register }, port) => {
  if (register) require(register).register();
  const job = entry.startsWith('file:') ? await import(entry) : require(entry);
  job.serve(port, workerData.file);
};
parentPort.on('message', (message) => {
  const fail = (error) => parentPort.postMessage({ failed: String((error && error.stack) || error) });
  if (message.checkpointEveryMs) {
    try {
      startCheckpoints(message.checkpointEveryMs);
    } catch (error) {
      fail(error);
    }
  } else if (message.job) load(message.job, message.port).catch(fail);
  else if (message.stop) {
    if (checkpoints) {
      clearInterval(checkpoints.timer);
      checkpoints.db.close();
    }
    process.exit(0);
  }
});
`;

/** Work another module runs in the thread, talking over a port of its own. */
export interface BackgroundJob {
  /**
   * The module to load: a `file:` URL of a built ES module, or a source path, required after
   * `register` (tsx's CommonJS hook) is. It exports `serve(port, databaseFile)`.
   */
  readonly entry: string;
  readonly register?: string;
  /** Each message the job's module posts on its port. */
  answered(message: unknown): void;
  /** The thread stopped: what the job was doing will not be answered. */
  stopped(error: Error): void;
}

export class SqliteBackgroundThread {
  private worker: Worker | undefined;
  private commits = 0;
  private checkpointing = false;
  private readonly ports = new Map<BackgroundJob, MessagePort>();

  /** `takeOver` moves the serving connection's own checkpoints to the backstop. */
  constructor(
    private readonly file: string,
    private readonly takeOver: () => void,
  ) {}

  /** Called after each commit: the checkpoints start on the first busy stretch. */
  committed(): void {
    if (this.checkpointing || ++this.commits < STARTS_AFTER_COMMITS) return;
    this.checkpointing = true;
    this.thread().postMessage({ checkpointEveryMs: CHECKPOINT_EVERY_MS });
    this.takeOver();
  }

  /** Sends `message` to `job`, loading it into the thread (started if need be) first. */
  post(job: BackgroundJob, message: unknown): void {
    let port = this.ports.get(job);
    if (!port) {
      const channel = new MessageChannel();
      port = channel.port1;
      port.on('message', (answer) => job.answered(answer));
      // Like the thread, a job's port never keeps the process alive.
      port.unref();
      this.ports.set(job, port);
      const { entry, register } = job;
      this.thread().postMessage({ job: { entry, register }, port: channel.port2 }, [channel.port2]);
    }
    port.postMessage(message);
  }

  get running(): boolean {
    return this.worker !== undefined;
  }

  /** The thread's id (worker_threads' threadId), while it runs. */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  /** Its old generation's cap, as the running thread has it. */
  get oldSpaceMb(): number | undefined {
    return this.worker?.resourceLimits?.maxOldGenerationSizeMb;
  }

  /** Ends the thread and its connections; the serving connection's close checkpoints the rest. */
  async stop(): Promise<void> {
    this.checkpointing = false;
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ stop: true });
    await exited;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { file: this.file, driver },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_OLD_SPACE_MB },
    });
    worker.unref();
    let failure = new Error('The SQLite background thread stopped');
    worker.on('message', ({ failed }: { failed: string }) => console.error(failed));
    worker.on('error', (error) => {
      failure = error;
      console.error('The SQLite background thread stopped:', error);
    });
    worker.on('exit', () => this.exited(failure));
    this.worker = worker;
    return worker;
  }

  private exited(failure: Error): void {
    this.worker = undefined;
    for (const [job, port] of this.ports) {
      port.close();
      job.stopped(failure);
    }
    this.ports.clear();
    if (this.checkpointing) this.thread().postMessage({ checkpointEveryMs: CHECKPOINT_EVERY_MS });
  }
}
