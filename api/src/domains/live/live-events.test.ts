import { describe, expect, it } from 'vitest';
import { InProcessTransport, type LiveEvent, LiveHub } from './live-events';

const vote = (featureId: number, votes: number) => ({ type: 'vote' as const, featureId, votes });

describe('LiveHub', () => {
  it('numbers events upwards and delivers each to its own company only', async () => {
    const hub = new LiveHub(new InProcessTransport());
    const heard: number[] = [];
    const unsubscribe = hub.subscribe(1, (event) => heard.push(event.id));
    hub.subscribe(2, () => heard.push(-1));
    await hub.publish(1, vote(10, 1));
    await hub.publish(1, vote(10, 2));
    expect(heard).toHaveLength(2);
    expect(heard[1]).toBeGreaterThan(heard[0] as number);
    unsubscribe();
    unsubscribe();
    expect(hub.listenerCount(1)).toBe(0);
    expect(hub.listenerCount()).toBe(1);
  });

  it('replays what came after an id, and null once the buffer has let it go', async () => {
    let now = 0;
    const hub = new LiveHub(new InProcessTransport(), { bufferSize: 3, bufferMs: 1000, now: () => now });
    const ids: number[] = [];
    hub.subscribe(1, (event) => ids.push(event.id));
    for (let votes = 1; votes <= 3; votes++) await hub.publish(1, vote(10, votes));
    expect(hub.since(1, ids[0] as number)?.map((event) => event.id)).toEqual(ids.slice(1));
    expect(hub.since(2, ids[0] as number)).toEqual([]);
    await hub.publish(1, vote(10, 4));
    expect(hub.since(1, (ids[0] as number) - 1)).toBeNull();
    expect(hub.since(1, ids[0] as number)).toHaveLength(3);
    now = 5000;
    expect(hub.since(1, ids[0] as number)).toBeNull();
    expect(hub.since(1, ids.at(-1) as number)).toEqual([]);
  });

  it('never steps a count back: one that arrives after a higher count of its idea is dropped', async () => {
    const hub = new LiveHub(new InProcessTransport());
    const heard: LiveEvent[] = [];
    hub.subscribe(1, (event) => heard.push(event));
    const comment = { type: 'comment' as const, featureId: 10, comments: 1 };
    await hub.publish(1, vote(10, 2));
    await hub.publish(1, vote(10, 1)); // the first vote, published after the second
    await hub.publish(1, vote(10, 2));
    await hub.publish(1, comment);
    await hub.publish(1, vote(11, 1));
    await hub.publish(1, vote(10, 3));
    expect(heard.map((event) => event.body)).toEqual([vote(10, 2), comment, vote(11, 1), vote(10, 3)]);
    // A resuming client is not sent the dropped ones either.
    expect(hub.since(1, (heard[0]?.id as number) - 1)).toEqual(heard);
  });

  it('treats ids it never issued as a reset', async () => {
    const hub = new LiveHub(new InProcessTransport());
    expect(hub.since(1, 5)).toBeNull();
    await hub.publish(1, vote(10, 1));
    expect(hub.since(1, Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(hub.since(1, Number.NaN)).toBeNull();
  });

  it('ends every stream on close and caps open streams', () => {
    const hub = new LiveHub(new InProcessTransport(), { maxStreams: 2 });
    let ended = 0;
    hub.subscribe(
      1,
      () => {},
      () => ended++,
    );
    expect(hub.hasRoom()).toBe(true);
    hub.subscribe(
      2,
      () => {},
      () => ended++,
    );
    expect(hub.hasRoom()).toBe(false);
    hub.close();
    expect(ended).toBe(2);
  });
});
