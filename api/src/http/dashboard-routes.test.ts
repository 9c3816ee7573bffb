import { describe, expect, it } from 'vitest';
import { isClientRoute } from './static-files';

// Issue 26: each dashboard section has its own URL, which a reload or a shared link must open.
describe('dashboard pages', () => {
  it.each([
    '/dashboard/acme',
    '/dashboard/acme/inbox',
    '/dashboard/acme/roadmap',
    '/dashboard/acme/insights',
    '/dashboard/acme/team',
    '/dashboard/acme/billing',
    '/dashboard/acme/settings',
    '/dashboard/acme/settings/profile',
    '/dashboard/acme/settings/danger/',
    '/dashboard/acme/changelog',
    '/dashboard/acme/changelog/new',
    '/dashboard/acme/changelog/12',
  ])('%s is a client route', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it('keeps unknown dashboard paths a real 404', () => {
    expect(isClientRoute('/dashboard/acme/nothing-here')).toBe(false);
    expect(isClientRoute('/dashboard/acme/settings/profile/more')).toBe(false);
    expect(isClientRoute('/dashboard/acme/changelog/12/more')).toBe(false);
  });
});
