import { describe, expect, it } from 'vitest';
import { ApiError, api, errorMessage, NETWORK_ERROR_MESSAGE } from './api-client';

// Port 1 on loopback has no listener: a real connection failure, as when the server is down.
const UNREACHABLE = 'http://127.0.0.1:1/api/health';

describe('a call that cannot reach the server', () => {
  it('fails with a sentence a person understands, never the browser\'s "Failed to fetch"', async () => {
    const failure = await api.get(UNREACHABLE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Could not reach Sayso. Check your connection and try again.');
    expect(errorMessage(failure, 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('lets a deliberate abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await api
      .get(UNREACHABLE, { signal: controller.signal })
      .catch((error: unknown) => error);
    expect((failure as Error).name).toBe('AbortError');
  });
});

describe('errorMessage', () => {
  it("turns the browsers' own fetch failures into the same sentence", () => {
    for (const text of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ]) {
      expect(errorMessage(new TypeError(text), 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
    }
  });

  it("prefers the server's message, then the error's own, then the fallback", () => {
    expect(errorMessage(new ApiError(409, 'Taken', { message: 'Taken' }, '409: …'), 'x')).toBe('Taken');
    expect(errorMessage(new Error('Own words'), 'x')).toBe('Own words');
    expect(errorMessage('nothing useful', 'The fallback')).toBe('The fallback');
  });
});
