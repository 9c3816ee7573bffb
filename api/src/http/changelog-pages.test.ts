import { describe, expect, it } from 'vitest';
import { isClientRoute } from './static-files';

describe('the changelog pages (issue 29) are client routes', () => {
  it.each([
    '/company/acme/changelog',
    '/company/acme/changelog/',
    '/company/acme/changelog/dark-mode-is-here',
    '/company/acme/changelog/v2.1-release',
    '/changelog/confirm',
    '/changelog/unsubscribe',
  ])('serves the portal at %s (200 on reload)', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it('leaves the Atom feed to the API and answers 404 for what is no page', () => {
    expect(isClientRoute('/company/acme/changelog.atom')).toBe(false);
    expect(isClientRoute('/company/acme/changelog/dark-mode/more')).toBe(false);
    expect(isClientRoute('/changelog')).toBe(false);
    expect(isClientRoute('/changelog/other')).toBe(false);
  });
});
