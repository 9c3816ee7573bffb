import { describe, expect, it } from 'vitest';
import { chunksOf } from './chunks';

describe('chunksOf', () => {
  it('slices in order, the last slice holding the rest, and nothing for an empty list', () => {
    expect([...chunksOf([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...chunksOf([1, 2], 2)]).toEqual([[1, 2]]);
    expect([...chunksOf([], 3)]).toEqual([]);
  });
});
