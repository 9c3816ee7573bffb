import { describe, expect, it } from 'vitest';
import { inTransaction, newScope, runInScope } from '../db/transaction-scope';
import { BatchQueue } from './batch-queue';

/** A queue that doubles numbers and records each batch it was given; 13 fails its whole batch. */
function doubling() {
  const batches: number[][] = [];
  const queue = new BatchQueue<number, number>(async (items) => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.includes(13)) throw new Error('unlucky');
    return items.map((item) => item * 2);
  }, 4);
  return { queue, batches };
}

describe('BatchQueue', () => {
  it('writes the items pushed in one turn as one batch, in order, each answered its own result', async () => {
    const { queue, batches } = doubling();
    expect(await Promise.all([1, 2, 3].map((item) => queue.push(item)))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('batches what arrives during a write into the next batch, at most maxBatch at a time', async () => {
    const { queue, batches } = doubling();
    const first = queue.push(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is being written now: these wait for it, then go together.
    const later = [2, 3, 4, 5, 6, 7].map((item) => queue.push(item));
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(batches).toEqual([[1], [2, 3, 4, 5], [6, 7]]);
  });

  it("keeps one item's failure its own: the batch is written again one item at a time", async () => {
    const { queue, batches } = doubling();
    const results = await Promise.allSettled([5, 13, 7].map((item) => queue.push(item)));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([
      10,
      'failed',
      14,
    ]);
    expect(batches).toEqual([[5, 13, 7], [5], [13], [7]]);
  });

  it('writes outside the transaction of the caller that started the batch', async () => {
    const seen: boolean[] = [];
    const queue = new BatchQueue<number, number>(async (items) => {
      seen.push(inTransaction());
      return items;
    });
    await runInScope(newScope({}), () => queue.push(1));
    expect(seen).toEqual([false]);
  });
});
