/**
 * Runs the outbox in the server process: e-mail and webhook deliveries (decision 012). Polls,
 * can be woken after an enqueue, stops cleanly.
 */
import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../db/engine';
import type { Mailer } from './mailer';
import { deliver, leaseDue } from './outbox';
import {
  type DeliveryOptions,
  deliverWebhook,
  leaseDueDeliveries,
  pruneDeliveries,
} from './webhook-dispatch';

/** How often old webhook deliveries are swept. */
const PRUNE_EVERY_MS = 3600_000;

export interface OutboxWorkerOptions {
  pollMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
  /** Webhook deliveries are driven too when set (the server always sets it). */
  webhooks?: DeliveryOptions;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private prunedAt = Number.NEGATIVE_INFINITY;
  /** The context the worker was made in: a pass never runs inside a request's transaction. */
  private readonly scope = new AsyncResource('OutboxWorker');

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly options: OutboxWorkerOptions = {},
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    // unref: a pending poll never keeps a finished process (or test run) alive.
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 5_000).unref();
    this.wake();
  }

  /** Runs a pass now (after the current one, if any), so a new message goes out at once. */
  wake(): void {
    // On the next turn of the event loop: never inside the request that queued the message.
    setImmediate(() => this.scope.runInAsyncScope(() => void this.tick()));
  }

  /** One pass until nothing is due; resolves with the number of messages handled. */
  tick(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again && !this.stopped) {
        this.again = false;
        this.wake();
      }
    });
    return this.running;
  }

  /** Stops polling and waits for the pass in progress; the mailer's connections close. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.mailer.close();
  }

  private async drain(): Promise<number> {
    const now = this.options.now ?? (() => new Date());
    let handled = 0;
    try {
      while (!this.stopped) {
        const rows = await leaseDue(this.db, now());
        for (const row of rows) await deliver(this.db, this.mailer, row, now);
        const hooks = await this.deliverWebhooks(now);
        if (rows.length === 0 && hooks === 0) break;
        handled += rows.length + hooks;
      }
    } catch (error) {
      // A database error must not kill the server; the next poll tries again.
      (this.options.log ?? console.error)(`Outbox: ${error instanceof Error ? error.message : error}`);
    }
    return handled;
  }

  /** One batch of due webhook deliveries; answers how many. */
  private async deliverWebhooks(now: () => Date): Promise<number> {
    const options = this.options.webhooks;
    if (!options) return 0;
    if (now().getTime() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now().getTime();
      await pruneDeliveries(this.db, now());
    }
    const rows = await leaseDueDeliveries(this.db, now());
    // In parallel: one slow receiver (up to its time limit) does not hold up the others.
    await Promise.all(rows.map((row) => deliverWebhook(this.db, row, options, now)));
    return rows.length;
  }
}
