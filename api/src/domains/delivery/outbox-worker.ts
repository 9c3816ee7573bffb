/**
 * Runs the outbox in the server process: e-mail and webhook deliveries (decision 012). Polls,
 * can be woken after an enqueue, stops cleanly.
 */
import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../../db/engine';
import { onDeliveriesQueued } from '../../lib/work-queued';
import type { Mailer } from '../outbox/mailer';
import { deliver, leaseDue } from '../outbox/outbox';
import {
  type DeliveryOptions,
  deliverWebhook,
  leaseDueDeliveries,
  pruneDeliveries,
} from '../webhooks/webhook-dispatch';

/** How often old webhook deliveries are swept. */
const PRUNE_EVERY_MS = 3600_000;
/** Webhook requests this process has open at once (each endpoint's share is smaller, see lease). */
const WEBHOOKS_IN_FLIGHT = 16;

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
  /** Webhook deliveries being sent; each frees its slot when it ends, whatever the others do. */
  private readonly sending = new Set<Promise<void>>();
  /** Resolves the wait of a pass that has deliveries in flight, so a wake-up is heard at once. */
  private nudge: (() => void) | undefined;
  /** The context the worker was made in: a pass never runs inside a request's transaction. */
  private readonly scope = new AsyncResource('OutboxWorker');
  /** Stops hearing that deliveries were queued (lib/work-queued.ts). */
  private unlisten = () => {};

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly options: OutboxWorkerOptions = {},
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    // unref: a pending poll never keeps a finished process (or test run) alive.
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 5_000).unref();
    // A delivery queued by any request of this process is sent once its change has committed.
    if (this.options.webhooks) this.unlisten = onDeliveriesQueued(() => this.wake());
    this.wake();
  }

  /** Runs a pass now (after the current one, if any), so a new message goes out at once. */
  wake(): void {
    // On the next turn of the event loop: never inside the request that queued the message.
    setImmediate(() => {
      this.nudge?.();
      this.scope.runInAsyncScope(() => void this.tick());
    });
  }

  /** One pass until nothing is due or in flight; resolves with the number of messages handled. */
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

  /** Stops polling and waits for the pass and the webhook requests in progress; the mailer closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unlisten();
    this.nudge?.();
    await this.running;
    await Promise.all(this.sending);
    this.mailer.close();
  }

  /**
   * Sends what is due. Webhook requests are not awaited as a batch: whenever one ends (or the
   * worker is woken) the pass leases again, so a slow receiver holds only its own slots.
   */
  private async drain(): Promise<number> {
    const now = this.options.now ?? (() => new Date());
    let handled = 0;
    try {
      while (!this.stopped) {
        const rows = await leaseDue(this.db, now());
        for (const row of rows) await deliver(this.db, this.mailer, row, now);
        const hooks = await this.startWebhooks(now);
        handled += rows.length + hooks;
        if (rows.length > 0 || hooks > 0) continue;
        if (this.sending.size === 0) break;
        await Promise.race([...this.sending, new Promise<void>((resolve) => (this.nudge = resolve))]);
        this.nudge = undefined;
      }
    } catch (error) {
      // A database error must not kill the server; the next poll tries again.
      this.logError(error);
    }
    return handled;
  }

  private logError(error: unknown): void {
    (this.options.log ?? console.error)(`Outbox: ${error instanceof Error ? error.message : error}`);
  }

  /** Leases due webhook deliveries into the free slots and starts sending them; answers how many. */
  private async startWebhooks(now: () => Date): Promise<number> {
    const options = this.options.webhooks;
    const room = WEBHOOKS_IN_FLIGHT - this.sending.size;
    if (!options || room <= 0) return 0;
    if (now().getTime() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now().getTime();
      await pruneDeliveries(this.db, now());
    }
    const rows = await leaseDueDeliveries(this.db, now(), room);
    for (const row of rows) {
      const sending: Promise<void> = deliverWebhook(this.db, row, options, now)
        .catch((error) => this.logError(error))
        .finally(() => this.sending.delete(sending));
      this.sending.add(sending);
    }
    return rows.length;
  }
}
