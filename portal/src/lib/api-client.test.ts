import { describe, expect, it } from 'vitest';
import {
  ApiError,
  api,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  setBearer,
  setUnauthorizedHandler,
  VALIDATION_ERROR_MESSAGE,
} from './api-client';

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

describe('errorMessage on a failed submission (spec section 8)', () => {
  const apiError = (body: unknown, message = 'own message') => new ApiError(400, message, body, '400: x');

  it('uses the server message when it is a string', () => {
    const error = apiError(
      { message: 'Title must be at least 5 characters' },
      'Title must be at least 5 characters',
    );
    expect(errorMessage(error, 'x')).toBe('Title must be at least 5 characters');
  });
  it('reads a non-string or blank server message as a validation error', () => {
    expect(errorMessage(apiError({ message: { title: ['too short'] } }), 'x')).toBe(VALIDATION_ERROR_MESSAGE);
    expect(errorMessage(apiError({ message: 42 }), 'x')).toBe(VALIDATION_ERROR_MESSAGE);
    expect(errorMessage(apiError({ message: ' ' }), 'x')).toBe(VALIDATION_ERROR_MESSAGE);
  });
  it("falls back to the error's own message when the server sent none", () => {
    expect(errorMessage(apiError('Bad gateway', '502: Bad gateway'), 'x')).toBe('502: Bad gateway');
    expect(errorMessage(apiError(null, '500: Internal Server Error'), 'x')).toBe(
      '500: Internal Server Error',
    );
  });
  it('falls back to the given text when nothing else is known', () => {
    expect(errorMessage(new Error(''), 'The fallback')).toBe('The fallback');
    expect(errorMessage(undefined, 'The fallback')).toBe('The fallback');
  });
});

describe('a 401 answer', () => {
  it('reaches the one unauthorized handler, whichever call got it', async () => {
    const calls: string[] = [];
    const stop = setUnauthorizedHandler(() => calls.push('signed out'));
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response(JSON.stringify({ message: 'Please sign in' }), { status: 401 });
    try {
      await expect(api.post('/api/features/1/vote')).rejects.toBeInstanceOf(ApiError);
      expect(await api.get('/api/auth/me', { nullOn401: true })).toBeNull();
      expect(calls).toEqual(['signed out', 'signed out']);
      stop();
      await api.post('/api/features/1/vote').catch(() => undefined);
      expect(calls).toHaveLength(2);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe("the embed's bearer (Identify)", () => {
  it('goes as an Authorization header while set, and is dropped by the 401 that ends it', async () => {
    const sent: Array<string | null> = [];
    let status = 200;
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (_url, init) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return new Response(JSON.stringify({ ok: true, message: 'ended' }), { status });
    };
    try {
      await api.get('/api/auth/me');
      setBearer('b-1');
      await api.post('/api/features/1/vote');
      status = 401;
      await api.post('/api/features/1/vote').catch(() => undefined);
      status = 200;
      await api.get('/api/auth/me');
      expect(sent).toEqual([null, 'Bearer b-1', 'Bearer b-1', null]);
    } finally {
      globalThis.fetch = realFetch;
      setBearer(null);
    }
  });
});
