/**
 * Where a webhook may go (SSRF guard, decision 012): http(s) only, and only to public
 * addresses unless WEBHOOKS_ALLOW_PRIVATE=on. Every address a name resolves to is checked, and
 * the socket connects to the address that was checked (`guardedLookup`), so a DNS answer that
 * changes between the check and the connect (rebinding) cannot reach an internal host.
 */
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '../../contract';
import { ApiError } from '../../lib/errors';

// Two lists: BlockList checks an IPv4 address against IPv6 rules as IPv4-mapped too, so the
// ::ffff:0:0/96 rule would otherwise refuse every IPv4 address.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // Every form that embeds an IPv4 address is refused whatever that address is: a public IPv4
  // receiver is reached by its IPv4 address, and these forms are how a private one is disguised.
  ['::', 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d, deprecated by RFC 4291)
  ['::ffff:0:0', 96], // IPv4-mapped
  ['::ffff:0:0:0', 96], // IPv4-translated (RFC 2765)
  ['64:ff9b::', 96], // NAT64 (RFC 6052)
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215)
  ['100::', 64],
  ['2001::', 32], // Teredo embeds the server's and (obfuscated) client's IPv4 address
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

/** A private, loopback, link-local, multicast, unspecified, CGNAT, ULA or IPv4-embedding address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? blockedV4.check(address, 'ipv4') : blockedV6.check(address, 'ipv6');
}

/** The URL's host without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export class WebhookTargetError extends Error {}

/** The addresses a host resolves to (all of them), or its own address for an IP literal. */
async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  try {
    return (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw new WebhookTargetError(WEBHOOK_MESSAGES.unresolvable(host));
  }
}

/**
 * Throws WebhookTargetError when the URL may not be called: not http(s), or (without
 * allowPrivate) a host that is or resolves to any non-public address.
 */
export async function checkWebhookTarget(raw: string, allowPrivate: boolean): Promise<void> {
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebhookTargetError(WEBHOOK_MESSAGES.url);
  if (allowPrivate) return;
  const host = hostOf(url);
  const addresses = await addressesOf(host);
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw new WebhookTargetError(WEBHOOK_MESSAGES.privateAddress(host));
}

/** checkWebhookTarget for a route: the refusal is a 400 with its message. */
export async function requireWebhookTarget(raw: string, allowPrivate: boolean): Promise<void> {
  try {
    await checkWebhookTarget(raw, allowPrivate);
  } catch (error) {
    if (error instanceof WebhookTargetError)
      throw new ApiError(400, error.message, [{ path: 'url', message: error.message }]);
    throw error;
  }
}

/**
 * The `lookup` for the delivery's socket: resolves, refuses when any address is not public
 * (unless allowPrivate), and hands the socket exactly the addresses it checked.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, entries) => {
      if (error) return callback(error, '', 4);
      const list = entries as dns.LookupAddress[];
      if (list.length === 0 || (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address))))
        return callback(new WebhookTargetError(WEBHOOK_MESSAGES.privateAddress(hostname)), '', 4);
      if (options.all) return callback(null, list as unknown as string);
      const [entry] = list as [dns.LookupAddress];
      return callback(null, entry.address, entry.family);
    });
  };
}
