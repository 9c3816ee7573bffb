/**
 * The SSRF guard: every class of non-public address is refused when an endpoint is created
 * (400 with the message) and again when it is delivered to, names are checked on every
 * resolved address by the socket's own lookup, and WEBHOOKS_ALLOW_PRIVATE=on lifts it.
 */
import dns from 'node:dns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownerWithCompany, type TestSayso } from '../../../test/helpers';
import { deliveriesOf, hooksPath, webhookSayso, webhookWorker } from '../../../test/webhook-kit';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { webhookEndpoints } from '../../db/schema';
import { sendWebhook } from './webhook-http';
import { checkWebhookTarget, guardedLookup, isPrivateAddress } from './webhook-target';

/** One address of each refused class. */
const REFUSED: [string, string][] = [
  ['loopback', 'http://127.0.0.1/hook'],
  ['loopback, elsewhere in 127/8', 'http://127.8.9.10/hook'],
  ['private 10/8', 'http://10.0.0.5/hook'],
  ['private 172.16/12', 'http://172.20.1.1/hook'],
  ['private 192.168/16', 'https://192.168.1.1/hook'],
  ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data'],
  ['carrier-grade NAT', 'http://100.64.0.1/hook'],
  ['multicast', 'http://224.0.0.1/hook'],
  ['unspecified', 'http://0.0.0.0/hook'],
  ['broadcast', 'http://255.255.255.255/hook'],
  ['IPv6 loopback', 'http://[::1]/hook'],
  ['IPv6 unspecified', 'http://[::]/hook'],
  ['IPv6 unique local', 'http://[fd12:3456::1]/hook'],
  ['IPv6 link-local', 'http://[fe80::1]/hook'],
  ['IPv6 multicast', 'http://[ff02::1]/hook'],
  ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/hook'],
  ['IPv4-mapped IPv6 of a public address', 'http://[::ffff:8.8.8.8]/hook'],
  ['IPv4-compatible IPv6 of loopback', 'http://[::127.0.0.1]/hook'],
  ['IPv4-compatible IPv6 of a private address, in hex', 'http://[::a00:1]/hook'],
  ['IPv4-compatible IPv6 of a public address', 'http://[::8.8.8.8]/hook'],
  ['IPv4-mapped IPv6 written in full', 'http://[0:0:0:0:0:ffff:7f00:1]/hook'],
  ['IPv4-translated IPv6 of loopback', 'http://[::ffff:0:127.0.0.1]/hook'],
  ['IPv4-translated IPv6 of a private address', 'http://[::ffff:0:192.168.0.1]/hook'],
  ['NAT64 of loopback', 'http://[64:ff9b::127.0.0.1]/hook'],
  ['NAT64 of a private address, in hex', 'http://[64:ff9b::a00:5]/hook'],
  ['local-use NAT64 of a private address', 'http://[64:ff9b:1::10.0.0.5]/hook'],
  ['6to4 embedding loopback', 'http://[2002:7f00:1::1]/hook'],
  ['6to4 embedding a private address', 'http://[2002:c0a8:101::1]/hook'],
  ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook'],
  ['a name that resolves to loopback', 'http://localhost:8080/hook'],
  ['decimal-encoded loopback', 'http://2130706433/hook'],
];

let sayso: TestSayso & { close: () => Promise<void> };
let receiver: Receiver;
beforeAll(async () => {
  sayso = await webhookSayso({});
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await sayso.close();
});

describe('webhook SSRF guard', () => {
  it('classifies addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '100.127.255.255', '::1', 'fc00::1', '::ffff:10.0.0.1'])
      expect(isPrivateAddress(address), address).toBe(true);
    // Every IPv4-embedded IPv6 form, as Node's URL parser normalises it and as a resolver may answer it.
    for (const address of [
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:0:127.0.0.1',
      '::ffff:0:7f00:1',
      '0:0:0:0:0:ffff:0:a00:1',
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::7f00:1',
      '2002:a9fe:a9fe::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      '8.8.8.8',
      '93.184.215.14',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
    ])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  for (const [label, url] of REFUSED)
    it(`refuses ${label} at create time with a 400`, async () => {
      const owner = await ownerWithCompany(sayso);
      const res = await owner.client.post(hooksPath(owner), { url, events: ['idea.created'] });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /is a private, loopback or reserved address; webhooks go to public addresses only$/,
      );
      expect((await owner.client.get(hooksPath(owner))).body).toEqual([]);
    });

  it('accepts a public address, and refuses a private one on change', async () => {
    const owner = await ownerWithCompany(sayso);
    const res = await owner.client.post(hooksPath(owner), {
      url: 'https://93.184.215.14/hook',
      events: ['idea.created'],
    });
    expect(res.status).toBe(201);
    const patch = await owner.client.patch(hooksPath(owner, `/${res.body.id}`), { url: 'http://10.0.0.1/' });
    expect(patch.status).toBe(400);
    expect((await owner.client.get(hooksPath(owner))).body[0].url).toBe('https://93.184.215.14/hook');
  });

  it('refuses a name that does not resolve', async () => {
    const owner = await ownerWithCompany(sayso);
    const res = await owner.client.post(hooksPath(owner), {
      url: 'https://no-such-host.invalid/',
      events: ['idea.created'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('no-such-host.invalid could not be resolved');
  });

  it('checks again at delivery: a stored private URL is not called', async () => {
    const owner = await ownerWithCompany(sayso);
    const created = await owner.client.post(hooksPath(owner), {
      url: 'https://93.184.215.14/hook',
      events: ['idea.created'],
    });
    // As if the rules had changed since it was saved (or WEBHOOKS_ALLOW_PRIVATE was on then).
    await sayso.db
      .update(webhookEndpoints)
      .set({ url: `${receiver.url.replace('127.0.0.1', 'localhost')}/x` })
      .where(eq(webhookEndpoints.id, created.body.id));
    await owner.client.post(hooksPath(owner, `/${created.body.id}/test`));
    const worker = webhookWorker(sayso, { allowPrivate: false });
    await worker.tick();
    await worker.stop();
    expect(receiver.received).toEqual([]);
    const [row] = await deliveriesOf(owner, created.body.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'localhost is a private, loopback or reserved address; webhooks go to public addresses only',
    });
  });

  it('checks IPv4-embedded IPv6 literals again at delivery: none is called', async () => {
    const port = new URL(receiver.url).port;
    for (const host of [
      '[::127.0.0.1]',
      '[::ffff:0:127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      '[2002:7f00:1::1]',
    ]) {
      const outcome = await sendWebhook(
        { url: `http://${host}:${port}/hook`, secret: 'whsec_AAAA', eventId: 'evt_x', body: '{}' },
        { allowPrivate: false },
      );
      expect(outcome, host).toMatchObject({ ok: false, status: null });
      expect(outcome.error, host).toMatch(/is a private, loopback or reserved address/);
    }
    expect(receiver.received).toEqual([]);
  });

  it("the socket's lookup refuses a name whose answer is private, and passes the checked address", async () => {
    const lookup = (allow: boolean, all: boolean) =>
      new Promise<unknown>((resolve, reject) =>
        guardedLookup(allow)('localhost', { all }, (error, address) =>
          error ? reject(error) : resolve(address),
        ),
      );
    await expect(lookup(false, false)).rejects.toThrow(
      'localhost is a private, loopback or reserved address',
    );
    await expect(lookup(false, true)).rejects.toThrow('localhost is a private');
    expect(await lookup(true, false)).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await lookup(true, true)).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]),
    );
  });

  it('WEBHOOKS_ALLOW_PRIVATE lifts the address check but never the scheme check', async () => {
    await expect(checkWebhookTarget('http://127.0.0.1/', true)).resolves.toBeUndefined();
    await expect(checkWebhookTarget('http://localhost/', true)).resolves.toBeUndefined();
    await expect(checkWebhookTarget('file:///etc/passwd', true)).rejects.toThrow(
      'Please enter a URL starting with http:// or https://',
    );
  });

  it('connects only to the address it checked: a DNS answer that turns private after the check is refused', async () => {
    // DNS rebinding: the check's lookup sees a public address, the connection's lookup loopback.
    const checked = vi
      .spyOn(dns.promises, 'lookup')
      .mockResolvedValue([{ address: '93.184.215.14', family: 4 }] as never);
    const connected = vi
      .spyOn(dns, 'lookup')
      .mockImplementation(((
        _host: string,
        _options: unknown,
        callback: (error: null, entries: dns.LookupAddress[]) => void,
      ) => callback(null, [{ address: '127.0.0.1', family: 4 }])) as never);
    try {
      const port = new URL(receiver.url).port;
      const outcome = await sendWebhook(
        { url: `http://rebind.test:${port}/hook`, secret: 'whsec_AAAA', eventId: 'evt_x', body: '{}' },
        { allowPrivate: false },
      );
      expect(checked).toHaveBeenCalled();
      expect(connected).toHaveBeenCalled();
      expect(outcome).toMatchObject({
        ok: false,
        status: null,
        error: 'rebind.test is a private, loopback or reserved address; webhooks go to public addresses only',
      });
      expect(receiver.received).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
