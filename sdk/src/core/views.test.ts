// open({ view }): the panel's one frame on the board or on the embed's changelog ("What's new").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE, dialog, iframe } from '../test-utils';
import { dispatch } from './command';
import { destroy, init, open, setDefaults } from './widget';

beforeEach(() => setDefaults({ baseUrl: BASE }));
afterEach(() => destroy());

const board = `${BASE}/embed/acme?origin=${encodeURIComponent(location.origin)}`;
const news = `${board}&view=changelog&source=widget`;

describe('open({ view })', () => {
  it("opens on the embed's changelog, told it is the widget's, and back on the board", () => {
    init({ company: 'acme' });
    open({ view: 'changelog' });
    expect(dialog()?.open).toBe(true);
    expect(iframe()?.getAttribute('src')).toBe(news);
    const frame = iframe();
    open({ view: 'feedback' });
    expect(iframe()).toBe(frame);
    expect(iframe()?.getAttribute('src')).toBe(board);
  });

  it('keeps the board (and its query) for a board option', () => {
    init({ company: 'acme', board: 'mobile' });
    open({ view: 'changelog' });
    expect(iframe()?.getAttribute('src')).toBe(`${board}&board=mobile&view=changelog&source=widget`);
  });

  it('without a view leaves the frame where it was (the embed switches views itself)', () => {
    init({ company: 'acme' });
    open({ view: 'changelog' });
    dialog()?.close();
    open();
    expect(iframe()?.getAttribute('src')).toBe(news);
  });

  it("ignores a view that is not one of the two names (React's onClick passes an event)", () => {
    init({ company: 'acme' });
    open({ view: window } as never);
    expect(iframe()?.getAttribute('src')).toBe(board);
    open({ view: 'roadmap' } as never);
    expect(iframe()?.getAttribute('src')).toBe(board);
  });

  it('is a command of the script tag too', () => {
    init({ company: 'acme' });
    dispatch(['open', { view: 'changelog' }]);
    expect(iframe()?.getAttribute('src')).toBe(news);
  });
});
