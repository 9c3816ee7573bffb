import { describe, expect, it, vi } from 'vitest';
import { DEFAULTS, embedUrl, mergeOptions, resolveOptions } from './options';

const errors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('resolveOptions', () => {
  it('fills every default for a minimal call', () => {
    const spy = errors();
    const options = resolveOptions({ company: 'acme' }, { baseUrl: 'https://sayso.test' });
    expect(options).toEqual({
      company: 'acme',
      board: undefined,
      text: 'Sayso',
      from: DEFAULTS.colors.from,
      to: DEFAULTS.colors.to,
      textColor: DEFAULTS.colors.text,
      position: 'right',
      launcher: true,
      zIndex: DEFAULTS.zIndex,
      nonce: undefined,
      baseUrl: 'https://sayso.test',
      origin: 'https://sayso.test',
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a missing or malformed company with a clear error', () => {
    const spy = errors();
    expect(resolveOptions({}, { baseUrl: 'https://sayso.test' })).toBeNull();
    expect(resolveOptions({ company: 'Acme Inc' }, { baseUrl: 'https://sayso.test' })).toBeNull();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[1]?.[0]).toBe('[Sayso] company: expected your slug, got "Acme Inc"');
  });

  it('needs a baseUrl outside the script tag, and only http(s)', () => {
    const spy = errors();
    expect(resolveOptions({ company: 'acme' }, {})).toBeNull();
    expect(resolveOptions({ company: 'acme', baseUrl: 'javascript:alert(1)' }, {})).toBeNull();
    expect(spy.mock.calls.map((call) => call[0])).toEqual([
      '[Sayso] baseUrl: expected a URL, got undefined',
      '[Sayso] baseUrl: expected a URL, got "javascript:alert(1)"',
    ]);
  });

  it('keeps a path prefix and drops the trailing slash of baseUrl', () => {
    const options = resolveOptions({ company: 'acme', baseUrl: 'https://example.com/feedback/' }, {});
    expect(options?.baseUrl).toBe('https://example.com/feedback');
    expect(options?.origin).toBe('https://example.com');
  });

  it('falls back to the default for each bad optional value, naming it', () => {
    const spy = errors();
    const options = resolveOptions(
      {
        company: 'acme',
        text: 42 as unknown as string,
        colors: { from: 'red;}*{display:none', to: '#123', text: 'blue' },
        position: 'top' as 'left',
        zIndex: 1.5,
        nonce: 'a b',
        // An unknown option is left to the types: its warning did not fit the 8 KB budget (issue 29).
        colour: '#fff',
      } as never,
      { baseUrl: 'https://sayso.test' },
    );
    expect(options).toMatchObject({
      text: 'Sayso',
      from: DEFAULTS.colors.from,
      to: '#123',
      textColor: DEFAULTS.colors.text,
      position: 'right',
      zIndex: DEFAULTS.zIndex,
      nonce: undefined,
    });
    const messages = spy.mock.calls.map((call) => String(call[0]));
    expect(messages).toEqual([
      '[Sayso] text: expected a string, got 42',
      '[Sayso] colors.from: expected a colour, got "red;}*{display:none"',
      '[Sayso] colors.text: expected a colour, got "blue"',
      '[Sayso] position: expected right|left, got "top"',
      '[Sayso] zIndex: expected an integer, got 1.5',
      '[Sayso] nonce: expected a nonce, got "a b"',
    ]);
  });

  it('treats empty text as the default label', () => {
    expect(resolveOptions({ company: 'acme', text: '  ' }, { baseUrl: 'https://s.test' })?.text).toBe(
      'Sayso',
    );
  });

  it('takes the nonce of the script tag when init names none', () => {
    expect(resolveOptions({ company: 'acme' }, { baseUrl: 'https://s.test', nonce: 'abc123' })?.nonce).toBe(
      'abc123',
    );
  });
});

describe('the board option', () => {
  it('is a known option, and encoded in the embed URL so it never adds a parameter of its own', () => {
    const spy = errors();
    const options = resolveOptions(
      { company: 'acme', board: 'x&origin=https://evil.test' },
      { baseUrl: 'https://s.test' },
    );
    expect(spy).not.toHaveBeenCalled();
    const url = new URL(options ? embedUrl(options, 'https://host.test') : '');
    expect(url.searchParams.getAll('origin')).toEqual(['https://host.test']);
    expect(url.searchParams.get('board')).toBe('x&origin=https://evil.test');
  });
});

describe('mergeOptions and embedUrl', () => {
  it('merges colours key by key on update', () => {
    const merged = mergeOptions(
      { company: 'acme', colors: { from: '#000000' } },
      { colors: { to: '#ffffff' } },
    );
    expect(merged).toEqual({ company: 'acme', colors: { from: '#000000', to: '#ffffff' } });
  });

  it('builds the embed URL with the encoded host origin', () => {
    const options = resolveOptions({ company: 'acme_2' }, { baseUrl: 'https://s.test/base' });
    expect(options && embedUrl(options, 'http://host.test:8080')).toBe(
      'https://s.test/base/embed/acme_2?origin=http%3A%2F%2Fhost.test%3A8080',
    );
  });

  it('names the board in the embed URL when one is given', () => {
    const options = resolveOptions({ company: 'acme', board: 'mobile-app' }, { baseUrl: 'https://s.test' });
    expect(options?.board).toBe('mobile-app');
    expect(options && embedUrl(options, 'https://host.test')).toBe(
      'https://s.test/embed/acme?origin=https%3A%2F%2Fhost.test&board=mobile-app',
    );
  });
});
