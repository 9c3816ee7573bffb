import type { Idea } from '@sayso/api/contract';
import { act } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea } from '@/test/make-idea';
import { mountPerTest } from '@/test/mount';
import { useLiveCounts } from './use-live-counts';

const sources: { url: string; target: EventTarget }[] = [];
class FakeEventSource extends EventTarget {
  constructor(readonly url: string) {
    super();
    sources.push({ url, target: this });
  }
  close() {}
}
const send = (type: string, data: object) =>
  act(() => void sources[0]?.target.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) })));

const fetcher = vi.fn();
const mount = mountPerTest();
let shown: { list?: Idea[]; paged?: Idea[]; idea?: Idea } = {};

function Board() {
  useLiveCounts('acme');
  const list = useSWR(['/api/companies/acme/features', 7], fetcher);
  const paged = useSWR(['/api/companies/acme/features', 7, 'limit=20'], fetcher);
  const idea = useSWR(['/api/features/1', 7], fetcher);
  shown = { list: list.data, paged: paged.data, idea: idea.data };
  return null;
}

beforeEach(() => {
  sources.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  fetcher.mockReset();
  fetcher.mockImplementation(async ([url]: [string]) =>
    url === '/api/features/1'
      ? makeIdea({ id: 1, votes: 2, voted: true })
      : [makeIdea({ id: 1, votes: 2, voted: true })],
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useLiveCounts', () => {
  it('patches the whole list, the paged list and the idea in place, without refetching', async () => {
    mount.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Board />
      </SWRConfig>,
    );
    await act(async () => {});
    expect(sources.map((source) => source.url)).toEqual(['/api/companies/acme/events']);
    expect(fetcher).toHaveBeenCalledTimes(3);

    send('vote', { featureId: 1, votes: 5 });
    send('comment', { featureId: 1, comments: 4 });
    await act(async () => {});
    for (const idea of [shown.list?.[0], shown.paged?.[0], shown.idea]) {
      expect(idea).toMatchObject({ id: 1, votes: 5, comments: 4, voted: true });
    }
    expect(fetcher).toHaveBeenCalledTimes(3);

    send('reset', {});
    await act(async () => {});
    expect(fetcher).toHaveBeenCalledTimes(6);
  });
});
