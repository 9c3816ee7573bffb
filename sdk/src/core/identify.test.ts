import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, fakeFrameWindow, iframe, post } from '../test-utils';
import { dispatch } from './command';
import { destroy, identify, init, open, setDefaults } from './widget';

beforeEach(() => setDefaults({ baseUrl: BASE }));
afterEach(() => destroy());

/** Opens the panel and answers the frame's posts (what the widget sent it). */
function openPanel() {
  open();
  const frame = fakeFrameWindow(iframe() as HTMLIFrameElement);
  const sent = vi.spyOn(frame, 'postMessage');
  return sent;
}

describe('identify', () => {
  it("posts the token to the portal's origin when the panel says it is ready, never in the URL", () => {
    init({ company: 'acme' });
    identify({ token: 'h.p.s' });
    const sent = openPanel();
    expect(iframe()?.src).not.toContain('h.p.s');
    post({ source: 'sayso', type: 'ready' });
    expect(sent).toHaveBeenCalledWith({ source: 'sayso', type: 'identify', token: 'h.p.s' }, BASE);
  });

  it('sends a new token (or null, forgetting the person) to an open panel at once', () => {
    init({ company: 'acme' });
    const sent = openPanel();
    identify({ token: 'second' });
    expect(sent).toHaveBeenLastCalledWith({ source: 'sayso', type: 'identify', token: 'second' }, BASE);
    identify(null);
    expect(sent).toHaveBeenLastCalledWith({ source: 'sayso', type: 'identify', token: '' }, BASE);
  });

  it('takes the token as an init option and as a queued command', () => {
    dispatch(['init', { company: 'acme', token: 'from-init' }]);
    const sent = openPanel();
    post({ source: 'sayso', type: 'ready' });
    expect(sent).toHaveBeenLastCalledWith({ source: 'sayso', type: 'identify', token: 'from-init' }, BASE);
    dispatch(['identify', { token: 'from-command' }]);
    expect(sent).toHaveBeenLastCalledWith({ source: 'sayso', type: 'identify', token: 'from-command' }, BASE);
  });

  it('forgets the token on destroy', () => {
    init({ company: 'acme', token: 'before' });
    destroy();
    init({ company: 'acme' });
    const sent = openPanel();
    post({ source: 'sayso', type: 'ready' });
    expect(sent).toHaveBeenLastCalledWith({ source: 'sayso', type: 'identify', token: '' }, BASE);
  });
});
