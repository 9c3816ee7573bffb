/**
 * The read cache's memory is bounded by the size of what it holds, not by a count: many small
 * entries fit, large ones push out the oldest, and a value too large to keep is served anyway.
 */
import { describe, expect, it } from 'vitest';
import { estimatedBytes, MAX_CACHE_BYTES, ReadCache } from './read-cache';

const unchanged = async () => ({ content: 1, votes: 1 });

describe('read cache budget', () => {
  it('evicts the oldest entries once the values outgrow the byte budget', async () => {
    const cache = new ReadCache(unchanged);
    const megabyte = 'x'.repeat(1024 * 1024);
    const loads: string[] = [];
    const read = (key: string) =>
      cache.get(1, key, async () => {
        loads.push(key);
        return megabyte;
      });
    for (let i = 0; i < 40; i++) await read(`board-${i}`);
    expect(cache.size).toBeLessThanOrEqual(MAX_CACHE_BYTES);
    expect(cache.size).toBeGreaterThan(MAX_CACHE_BYTES - 1024 * 1024);
    // The newest are still there; the first ones were pushed out and load again.
    loads.length = 0;
    await read('board-39');
    await read('board-0');
    expect(loads).toEqual(['board-0']);
  });

  it('serves a value too large to keep without keeping it, and counts objects by their JSON', async () => {
    const cache = new ReadCache(unchanged);
    const huge = 'y'.repeat(MAX_CACHE_BYTES / 4);
    let loads = 0;
    const read = () =>
      cache.get(1, 'huge', async () => {
        loads++;
        return huge;
      });
    expect(await read()).toBe(huge);
    expect(await read()).toBe(huge);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    expect(estimatedBytes({ title: 'abc' })).toBe(2 * JSON.stringify({ title: 'abc' }).length);
  });
});
