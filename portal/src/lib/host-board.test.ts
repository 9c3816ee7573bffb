import { afterEach, describe, expect, it } from 'vitest';
import { hostBoardSlug } from './host-board';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="sayso-board"]')) meta.remove();
});

describe('hostBoardSlug', () => {
  it("reads the board a custom domain serves from the server's meta tag", () => {
    const meta = document.createElement('meta');
    meta.name = 'sayso-board';
    meta.content = 'acme';
    document.head.append(meta);
    expect(hostBoardSlug()).toBe('acme');
  });

  it("is null on Sayso's own address (no tag, or an empty one)", () => {
    expect(hostBoardSlug()).toBeNull();
    const meta = document.createElement('meta');
    meta.name = 'sayso-board';
    document.head.append(meta);
    expect(hostBoardSlug()).toBeNull();
  });
});
