import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, fakeFrameWindow, iframe, launcher, post } from '../test-utils';
import { destroy, init, open, setDefaults } from './widget';

let beacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setDefaults({ baseUrl: BASE });
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  destroy();
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});

/** The events the widget posted, in order, with where they went. */
const sent = () =>
  beacon.mock.calls.map(([url, body]) => ({ url, ...JSON.parse(String(body)) }) as Record<string, string>);

describe('usage counts for Insights', () => {
  it('counts launcher shown, panel opened, idea submitted and voted, with the page but not its query', () => {
    history.replaceState(null, '', '/pricing?email=someone@example.com#plans');
    init({ company: 'acme' });
    launcher()?.click();
    fakeFrameWindow(iframe() as HTMLIFrameElement);
    post({ source: 'sayso', type: 'submit', featureId: 3 });
    post({ source: 'sayso', type: 'vote', featureId: 3 });
    const host = `${location.origin}/pricing`;
    expect(sent()).toEqual(
      ['launcher_shown', 'panel_opened', 'idea_submitted', 'voted'].map((event) => ({
        url: `${BASE}/api/companies/acme/usage`,
        event,
        source: 'widget',
        host,
      })),
    );
  });

  it('counts no launcher when there is none, and nothing at all under Do Not Track', () => {
    init({ company: 'acme', launcher: false });
    expect(sent()).toEqual([]);
    destroy();
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    init({ company: 'acme' });
    open();
    expect(beacon).not.toHaveBeenCalled();
  });
});
