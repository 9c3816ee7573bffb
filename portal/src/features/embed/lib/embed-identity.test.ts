import { describe, expect, it, vi } from 'vitest';
import { isIdentifyMessage, listenForIdentity } from './embed-identity';

const HOST = 'https://shop.example.com';

/** A framed window whose messages the test dispatches, as the browser would deliver them. */
function framedWindow() {
  const parent = {} as Window;
  const target = new EventTarget();
  const win = Object.assign(target, { parent }) as unknown as Window;
  const deliver = (data: unknown, origin = HOST, source: unknown = parent) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { win, parent, deliver };
}

describe('isIdentifyMessage', () => {
  it('accepts only the declared shape', () => {
    expect(isIdentifyMessage({ source: 'sayso', type: 'identify', token: 'a.b.c' })).toBe(true);
    expect(isIdentifyMessage({ source: 'sayso', type: 'identify', token: '' })).toBe(true);
    expect(isIdentifyMessage({ source: 'sayso', type: 'identify', token: 7 })).toBe(false);
    expect(isIdentifyMessage({ source: 'other', type: 'identify', token: 'x' })).toBe(false);
    expect(isIdentifyMessage({ source: 'sayso', type: 'identify', token: 'x'.repeat(9000) })).toBe(false);
    expect(isIdentifyMessage(null)).toBe(false);
  });
});

describe('listenForIdentity', () => {
  it("hears the token from the framing page at the widget's origin, and nothing else", () => {
    const { win, deliver } = framedWindow();
    const onToken = vi.fn();
    const stop = listenForIdentity(`?origin=${encodeURIComponent(HOST)}`, onToken, win);
    deliver({ source: 'sayso', type: 'identify', token: 'good' });
    deliver({ source: 'sayso', type: 'identify', token: 'evil' }, 'https://evil.example.com');
    deliver({ source: 'sayso', type: 'identify', token: 'sibling' }, HOST, {});
    deliver({ source: 'sayso', type: 'vote', featureId: 1 });
    expect(onToken.mock.calls).toEqual([['good', HOST]]);
    stop();
    deliver({ source: 'sayso', type: 'identify', token: 'after' });
    expect(onToken).toHaveBeenCalledTimes(1);
  });

  it('does nothing unframed or without a valid ?origin=', () => {
    const { win, deliver } = framedWindow();
    const onToken = vi.fn();
    listenForIdentity('?origin=*', onToken, win)();
    const unframed = Object.assign(new EventTarget(), {}) as unknown as Window;
    Object.assign(unframed, { parent: unframed });
    listenForIdentity(`?origin=${HOST}`, onToken, unframed);
    deliver({ source: 'sayso', type: 'identify', token: 'x' });
    expect(onToken).not.toHaveBeenCalled();
  });
});
