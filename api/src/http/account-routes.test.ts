/** The account pages are client routes: served with 200, so a link from an e-mail never 404s. */
import { describe, expect, it } from 'vitest';
import { isClientRoute } from './static-files';

describe('account pages', () => {
  it.each([
    '/forgot-password',
    '/reset-password',
    '/account',
    '/account/confirm-email',
    '/verify-email',
    '/unsubscribe',
    '/team/accept',
  ])('%s is a client route', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it('keeps unknown account paths a real 404', () => {
    expect(isClientRoute('/account/nothing-here')).toBe(false);
  });
});
