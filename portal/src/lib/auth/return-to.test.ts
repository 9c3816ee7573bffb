import { describe, expect, it } from 'vitest';
import { afterSignIn, RETURN_TO, safeReturnTo, withReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnTo('/company/acme/ideas/12')).toBe('/company/acme/ideas/12');
    expect(safeReturnTo('/checkout/pro')).toBe('/checkout/pro');
    expect(safeReturnTo('/dashboard/acme?tab=share#embed')).toBe('/dashboard/acme?tab=share#embed');
    expect(safeReturnTo('/')).toBe('/');
  });

  it.each([
    ['empty', ''],
    ['missing', null],
    ['protocol-relative', '//evil.example/x'],
    ['triple slash', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/company\\..\\x'],
    ['absolute http', 'http://evil.example/'],
    ['absolute https on our host', 'https://localhost/dashboard/x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative', 'company/acme'],
    ['tab smuggled slash', '/\t/evil.example'],
    ['newline smuggled slash', '/\n/evil.example'],
    ['the login page itself', '/auth?returnTo=/x'],
    ['the sign-up page', '/signup'],
    ['far too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('afterSignIn', () => {
  const owner = { isCompanyOwner: true, companySlug: 'acme' };
  const member = { isCompanyOwner: false, companySlug: null };

  it('goes back where the visitor came from when that is safe', () => {
    expect(afterSignIn(owner, '/company/other/ideas/3')).toBe('/company/other/ideas/3');
    expect(afterSignIn(member, '/checkout/pro')).toBe('/checkout/pro');
  });

  it('falls back to the DESIGN.md §3 default otherwise', () => {
    expect(afterSignIn(owner, '//evil.example')).toBe('/dashboard/acme');
    expect(afterSignIn(member, 'https://evil.example')).toBe('/');
    expect(afterSignIn(member, null)).toBe('/');
  });
});

describe('withReturnTo', () => {
  it('adds a safe returnTo to a path, keeping its own query', () => {
    expect(withReturnTo('/auth', '/company/a b/ideas/1')).toBe(
      `/auth?${RETURN_TO}=${encodeURIComponent('/company/a b/ideas/1')}`,
    );
    expect(withReturnTo('/auth?tab=register', '/checkout/pro')).toBe(
      '/auth?tab=register&returnTo=%2Fcheckout%2Fpro',
    );
  });

  it('leaves the path alone for an unsafe or missing one', () => {
    expect(withReturnTo('/auth', '//evil.example')).toBe('/auth');
    expect(withReturnTo('/signup', null)).toBe('/signup');
  });
});
