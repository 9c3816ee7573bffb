import { describe, expect, it, vi } from 'vitest';
import { createEmbedMessenger, parseEmbedOrigin } from './embed-messenger';

function framedWindow() {
  const postMessage = vi.fn();
  const win = { parent: { postMessage } } as unknown as Window;
  return { win, postMessage };
}

describe('parseEmbedOrigin', () => {
  it('accepts exact http(s) origins', () => {
    expect(parseEmbedOrigin('https://shop.example.com')).toBe('https://shop.example.com');
    expect(parseEmbedOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    expect(parseEmbedOrigin('https://shop.example.com/')).toBe('https://shop.example.com');
  });
  it('rejects missing, non-http and non-origin values', () => {
    expect(parseEmbedOrigin(null)).toBeNull();
    expect(parseEmbedOrigin('')).toBeNull();
    expect(parseEmbedOrigin('*')).toBeNull();
    expect(parseEmbedOrigin('null')).toBeNull();
    expect(parseEmbedOrigin('javascript:alert(1)')).toBeNull();
    expect(parseEmbedOrigin('file:///etc/passwd')).toBeNull();
    expect(parseEmbedOrigin('https://shop.example.com/path')).toBeNull();
    expect(parseEmbedOrigin('https://user:pw@shop.example.com')).toBeNull();
    expect(parseEmbedOrigin('shop.example.com')).toBeNull();
  });
});

describe('createEmbedMessenger', () => {
  it('posts each event to the exact origin given', () => {
    const { win, postMessage } = framedWindow();
    const messenger = createEmbedMessenger('?origin=https%3A%2F%2Fhost.example', win);
    expect(messenger.enabled).toBe(true);
    messenger.post({ type: 'ready' });
    messenger.post({ type: 'vote', featureId: 7 });
    messenger.post({ type: 'submit', featureId: 8 });
    messenger.post({ type: 'close' });
    expect(postMessage.mock.calls).toEqual([
      [{ source: 'sayso', type: 'ready' }, 'https://host.example'],
      [{ source: 'sayso', type: 'vote', featureId: 7 }, 'https://host.example'],
      [{ source: 'sayso', type: 'submit', featureId: 8 }, 'https://host.example'],
      [{ source: 'sayso', type: 'close' }, 'https://host.example'],
    ]);
  });
  it('posts nothing without an origin', () => {
    const { win, postMessage } = framedWindow();
    const messenger = createEmbedMessenger('', win);
    messenger.post({ type: 'ready' });
    expect(messenger.enabled).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
  it('posts nothing with an invalid origin', () => {
    const { win, postMessage } = framedWindow();
    createEmbedMessenger('?origin=*', win).post({ type: 'ready' });
    createEmbedMessenger('?origin=javascript%3Aalert(1)', win).post({ type: 'ready' });
    expect(postMessage).not.toHaveBeenCalled();
  });
  it('posts nothing when not framed', () => {
    const postMessage = vi.fn();
    const win = { postMessage } as unknown as Window & { parent: Window };
    (win as { parent: Window }).parent = win;
    const messenger = createEmbedMessenger('?origin=https://host.example', win);
    messenger.post({ type: 'ready' });
    expect(messenger.enabled).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
