import { afterEach, describe, expect, it, vi } from 'vitest';
import { countUsage, doNotTrack } from './usage';

afterEach(() => vi.unstubAllGlobals());

function stubNavigator(fields: Record<string, unknown>) {
  const sendBeacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...fields, sendBeacon });
  return sendBeacon;
}

describe('usage counts', () => {
  it('beacons the event and source as JSON to the board counter', async () => {
    const sendBeacon = stubNavigator({ doNotTrack: null });
    countUsage('acme co', 'board_viewed', 'board');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/companies/acme%20co/usage');
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual({ event: 'board_viewed', source: 'board' });
  });

  it('sends nothing under Do Not Track or Global Privacy Control', () => {
    for (const fields of [{ doNotTrack: '1' }, { doNotTrack: null, globalPrivacyControl: true }]) {
      const sendBeacon = stubNavigator(fields);
      expect(doNotTrack(navigator)).toBe(true);
      countUsage('acme', 'board_viewed', 'embed');
      expect(sendBeacon).not.toHaveBeenCalled();
    }
  });
});
