/** Runs the daily digest in the server process: looks every so often, stops cleanly. */
import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../../db/engine';
import { sendDueDigests } from './notification-digest';
import type { LinkContext } from './notification-emails';

export interface DigestTimerOptions {
  /** How often to look for owners due a digest; the first look is at start. */
  everyMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
  /** Called after a look queued e-mails (the outbox worker's wake). */
  queued?: () => void;
}

/** 15 minutes: each day's digest goes out within a quarter of an hour after 00:00 UTC. */
export const DIGEST_EVERY_MS = 15 * 60_000;

export class DigestTimer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  /** Looks never run inside the context of the request or test that started the timer. */
  private readonly scope = new AsyncResource('DigestTimer');

  constructor(
    private readonly db: Db,
    private readonly links: LinkContext,
    private readonly options: DigestTimerOptions = {},
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    // unref: the timer never keeps a finished process (or test run) alive.
    this.timer = setInterval(() => this.wake(), this.options.everyMs ?? DIGEST_EVERY_MS).unref();
    this.wake();
  }

  private wake(): void {
    setImmediate(() => this.scope.runInAsyncScope(() => void this.tick()));
  }

  /** One look (or the one in progress); resolves with the number of digests it queued. */
  tick(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.look().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops looking and waits for the look in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async look(): Promise<number> {
    try {
      const queued = await sendDueDigests(this.db, this.links, (this.options.now ?? (() => new Date()))());
      if (queued > 0) this.options.queued?.();
      return queued;
    } catch (error) {
      // A database error must not kill the server; the next look tries again.
      (this.options.log ?? console.error)(`Digest: ${error instanceof Error ? error.message : error}`);
      return 0;
    }
  }
}
