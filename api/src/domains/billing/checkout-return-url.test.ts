/**
 * Where Checkout sends the browser back to, over real HTTP to a listening server: the return
 * addresses Stripe receives are on PUBLIC_URL whatever Host header or absolute-form request
 * target (`POST http://evil.example/... HTTP/1.1`) the request came with, so nobody can have a
 * payer sent to their own site by forging either. The payer signed in on PUBLIC_URL's host; a
 * request naming another host does not even carry that session (sessions are host-bound,
 * docs/decisions/015), and one naming the real host is held to PUBLIC_URL's return addresses.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBilling, PRICE_PRO } from '../../../test/billing-helpers';
import { insertUser, sessionCookie } from '../../../test/fixtures';

const PUBLIC_URL = 'https://sayso.example.org';
const EVIL = 'http://evil.example';
const PATH = '/api/create-checkout-session';

let env: Awaited<ReturnType<typeof openBilling>>;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  env = await openBilling({ PUBLIC_URL });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: env.sayso.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await env.close();
});

const returns = (origin: string) => ({
  successUrl: `${origin}/subscription/success?plan=pro&session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${origin}/pricing`,
});

/** Writes one request as raw bytes (any request target, any Host) and answers status and body. */
function rawPost(target: string, host: string, cookie: string, json: unknown) {
  const body = JSON.stringify(json);
  const request = [
    `POST ${target} HTTP/1.1`,
    `Host: ${host}`,
    `Cookie: ${cookie}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
  return new Promise<{ status: number; body: { message?: string } }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', rest = ''] = text.split('\r\n\r\n');
      // Chunked or not, the JSON body is the part between the first { and the last }.
      const json = rest.slice(rest.indexOf('{'), rest.lastIndexOf('}') + 1);
      resolve({ status: Number(head.split(' ')[1]), body: json ? JSON.parse(json) : {} });
    });
  });
}

const sessionsCreated = () => env.fake.calls('POST', '/v1/checkout/sessions');

/** A payer signed in on PUBLIC_URL's host, as the browser that opens checkout is. */
async function payerCookie() {
  const { id } = await insertUser(env.sayso, 'Payer');
  return sessionCookie(env.sayso, id, new URL(PUBLIC_URL).hostname);
}

describe('POST /api/create-checkout-session return addresses', () => {
  it.each([
    ['a forged Host header', PATH, 'evil.example', 401],
    ['an absolute-form request target', `${EVIL}${PATH}`, 'evil.example', 401],
    ['an absolute-form target with the real Host', `${EVIL}${PATH}`, 'sayso.example.org', 401],
    ['the real host', PATH, 'sayso.example.org', 400],
  ])('refuses return addresses on the host of %s, Stripe never asked', async (_, target, host, status) => {
    const cookie = await payerCookie();
    const before = sessionsCreated().length;
    const res = await rawPost(target, host, cookie, { priceId: PRICE_PRO, ...returns(EVIL) });
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.message).toBe('Return addresses must be on this site');
    expect(sessionsCreated().length).toBe(before);
  });

  it('sends Stripe the return addresses on PUBLIC_URL', async () => {
    const res = await rawPost(PATH, 'sayso.example.org', await payerCookie(), {
      priceId: PRICE_PRO,
      ...returns(PUBLIC_URL),
    });
    expect(res.status).toBe(200);
    expect(sessionsCreated().at(-1)?.params).toMatchObject({
      success_url: returns(PUBLIC_URL).successUrl,
      cancel_url: returns(PUBLIC_URL).cancelUrl,
    });
  });
});
