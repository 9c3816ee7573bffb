import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveMessage, liveEventsUrl, openLiveStreams, subscribeLive } from './live-connection';

/** Stands in for the browser's EventSource: records what opened and lets a test send frames. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: object, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('subscribeLive', () => {
  it('opens one stream per board for all subscribers and closes it after the last', () => {
    const first: LiveMessage[] = [];
    const second: LiveMessage[] = [];
    const stopFirst = subscribeLive('acme', (message) => first.push(message));
    const stopSecond = subscribeLive('acme', (message) => second.push(message));
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/companies/acme/events']);

    FakeEventSource.opened[0]?.send('vote', { featureId: 4, votes: 9 }, '17');
    expect(first).toEqual([{ type: 'vote', featureId: 4, votes: 9 }]);
    expect(second).toEqual(first);

    stopFirst();
    expect(FakeEventSource.opened[0]?.closed).toBe(false);
    stopSecond();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    expect(openLiveStreams()).toBe(0);
  });

  it('passes on comment counts and resets, and keeps boards apart', () => {
    const heard: LiveMessage[] = [];
    const stopA = subscribeLive('a', (message) => heard.push(message));
    const stopB = subscribeLive('b', () => heard.push({ type: 'reset' }));
    const [a] = FakeEventSource.opened;
    a?.send('comment', { featureId: 2, comments: 3 }, '5');
    a?.dispatchEvent(new MessageEvent('reset', { data: '{}' }));
    expect(heard).toEqual([{ type: 'comment', featureId: 2, comments: 3 }, { type: 'reset' }]);
    stopA();
    stopB();
  });

  it('closes on pagehide and resumes from the last id when the page comes back', () => {
    const heard: LiveMessage[] = [];
    const stop = subscribeLive('acme', (message) => heard.push(message));
    FakeEventSource.opened[0]?.send('vote', { featureId: 1, votes: 2 }, '41');
    window.dispatchEvent(new Event('pagehide'));
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(FakeEventSource.opened[1]?.url).toBe(liveEventsUrl('acme', '41'));
    expect(FakeEventSource.opened[1]?.url).toBe('/api/companies/acme/events?lastEventId=41');
    stop();
  });
});
