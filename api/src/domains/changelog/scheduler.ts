/**
 * Publishes scheduled entries from the server process: every replica looks, and the claim in
 * publishDueEntries lets exactly one of them publish each entry. One indexed query a look.
 */
import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../../db/engine';
import type { LinkContext } from '../notifications/notification-emails';
import { publishDueEntries } from './publishing';

export interface ChangelogSchedulerOptions {
  everyMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
  /** Called after a look published entries (the outbox worker's wake: their e-mails are queued). */
  published?: () => void;
}

/** 15 seconds: an entry scheduled for 09:00 is out by 09:00:15, for one cheap query a look. */
export const CHANGELOG_SCHEDULER_EVERY_MS = 15_000;

export class ChangelogScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  /** Looks never run inside the context of the request or test that started the scheduler. */
  private readonly scope = new AsyncResource('ChangelogScheduler');

  constructor(
    private readonly db: Db,
    private readonly links: LinkContext,
    private readonly options: ChangelogSchedulerOptions = {},
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    // unref: the timer never keeps a finished process (or test run) alive.
    const every = this.options.everyMs ?? CHANGELOG_SCHEDULER_EVERY_MS;
    this.timer = setInterval(() => this.wake(), every).unref();
    this.wake();
  }

  private wake(): void {
    setImmediate(() => this.scope.runInAsyncScope(() => void this.tick()));
  }

  /** One look (or the one in progress); resolves with the number of entries it published. */
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
      const now = (this.options.now ?? (() => new Date()))();
      const published = await publishDueEntries(this.db, this.links, now);
      if (published > 0) this.options.published?.();
      return published;
    } catch (error) {
      // A database error must not kill the server; the next look tries again.
      (this.options.log ?? console.error)(`Changelog: ${error instanceof Error ? error.message : error}`);
      return 0;
    }
  }
}
