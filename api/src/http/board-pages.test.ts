import { describe, expect, it } from 'vitest';
import { isClientRoute } from './static-files';

// Issue 27: a board's own page (/company/{slug}/board/{board}) must open on a reload or a shared link.
describe('board pages', () => {
  it.each(['/company/acme/board/mobile-app', '/company/acme/board/mobile-app/'])(
    '%s is a client route',
    (path) => {
      expect(isClientRoute(path)).toBe(true);
    },
  );

  it('keeps deeper or empty board paths a real 404', () => {
    expect(isClientRoute('/company/acme/board/')).toBe(false);
    expect(isClientRoute('/company/acme/board/mobile-app/more')).toBe(false);
  });
});
