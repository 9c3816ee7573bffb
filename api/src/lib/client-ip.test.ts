/** TRUST_PROXY: which address is the client's (issue 10 item 2). */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, clientIpMiddleware } from './client-ip';

function appWith(trustedHops: number) {
  return new Hono().use(clientIpMiddleware(trustedHops)).get('/', (c) => c.text(clientIp(c)));
}

const ipOf = async (trustedHops: number, forwardedFor?: string) => {
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return (await appWith(trustedHops).request('/', { headers })).text();
};

describe('clientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (off): a client cannot choose its address', async () => {
    expect(await ipOf(0, '203.0.113.9')).toBe('local');
    expect(await ipOf(0)).toBe('local');
  });

  it('takes the address the trusted proxy appended (right-most), never the spoofable left-most', async () => {
    expect(await ipOf(1, '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf(1, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf(1, ' 6.6.6.6 ,203.0.113.9 ')).toBe('203.0.113.9');
  });

  it('skips as many addresses as there are trusted hops', async () => {
    expect(await ipOf(2, '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    // Fewer entries than hops: the farthest address any trusted proxy saw.
    expect(await ipOf(3, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('falls back to the socket address without the header', async () => {
    expect(await ipOf(1)).toBe('local');
    expect(await ipOf(1, '')).toBe('local');
  });
});
