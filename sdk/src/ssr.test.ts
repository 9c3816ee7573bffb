// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('server rendering', () => {
  it('imports every entry without a DOM and ignores init', async () => {
    expect(typeof document).toBe('undefined');
    const sdk = await import('./index');
    const react = await import('./react');
    expect(() => sdk.init({ company: 'acme', baseUrl: 'https://s.test' })).not.toThrow();
    expect(typeof react.SaysoButton).toBe('function');
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    expect(renderToString(createElement(react.SaysoButton, { company: 'acme' }))).toBe('');
  });
});
