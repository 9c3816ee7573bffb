/**
 * Group commit: items that arrive while a batch is being written wait, and the next batch writes
 * them together, so a busy write path pays its fixed cost (a transaction, a commit, a round
 * trip) once per batch instead of once per item (issue 25: the anonymous vote). An idle queue
 * writes the first item after the current turn of the event loop, so the items of requests read
 * in the same turn share it and a lone item waits for nothing but that turn.
 */
import { outsideTransaction } from '../db/transaction-scope';

interface Waiting<In, Out> {
  item: In;
  resolve(out: Out): void;
  reject(error: unknown): void;
}

export class BatchQueue<In, Out> {
  #waiting: Array<Waiting<In, Out>> = [];
  #writing = false;

  /**
   * `write` answers one result per item, in order. When a batch of several fails as a whole,
   * each of its items is written again alone, so one item's failure (an idea deleted meanwhile,
   * a deadlock) stays that item's.
   */
  constructor(
    private readonly write: (items: In[]) => Promise<Out[]>,
    private readonly maxBatch = 256,
  ) {}

  push(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      // The batch belongs to no caller: it runs outside the transaction the first one may be in.
      if (!this.#writing && this.#waiting.length === 1)
        setImmediate(() => outsideTransaction(() => this.#drain()));
    });
  }

  async #drain(): Promise<void> {
    if (this.#writing) return;
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#waiting.splice(0, this.maxBatch);
        try {
          settle(batch, await this.write(batch.map((waiting) => waiting.item)));
        } catch (error) {
          if (batch.length === 1) (batch[0] as Waiting<In, Out>).reject(error);
          else for (const alone of batch) await this.#writeAlone(alone);
        }
      }
    } finally {
      this.#writing = false;
    }
  }

  async #writeAlone(waiting: Waiting<In, Out>): Promise<void> {
    try {
      settle([waiting], await this.write([waiting.item]));
    } catch (error) {
      waiting.reject(error);
    }
  }
}

function settle<In, Out>(batch: Array<Waiting<In, Out>>, results: Out[]): void {
  for (const [i, waiting] of batch.entries()) waiting.resolve(results[i] as Out);
}
