/**
 * /api/companies/{id}/domain at every plan (CUSTOM_DOMAINS=on): Free and Pro are refused (403
 * naming Business), a Business owner sets a domain and verifies it against a real DNS server
 * over UDP (test/dns-stub.ts), an unverified claim blocks nobody and the first to verify wins
 * (409 for the rest, one verified row in the database), bad names are refused
 * (400) and only the owner may touch it. Serving the board on the domain: test/custom-domain-hosting.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsStub, startDnsStub } from '../../../test/dns-stub';
import {
  Client,
  fastUser,
  openSayso,
  ownerOnPlan,
  ownerWithCompany,
  setPlan,
  useSayso,
} from '../../../test/helpers';
import { CUSTOM_DOMAIN_MESSAGES, type PlanId } from '../../contract';
import { companies } from '../../db/schema';
import { txtResolver } from './custom-domains';

let dns: DnsStub;
beforeAll(async () => {
  dns = await startDnsStub();
});
const sayso = useSayso(() =>
  openSayso({
    CUSTOM_DOMAINS: 'on',
    DNS_SERVERS: dns.address,
    PUBLIC_URL: 'https://sayso.example.org',
  }),
);
afterAll(async () => {
  await dns.close();
});

let unique = 0;
const newDomain = () => `feedback${++unique}-${Date.now().toString(36)}.example.com`;
const put = (client: Client, id: number, domain: unknown) =>
  client.call('PUT', `/api/companies/${id}/domain`, { json: { domain } });
const verify = (client: Client, id: number) => client.post(`/api/companies/${id}/domain/verify`);

describe.each(['free', 'pro'] as const)('on %s', (plan: PlanId) => {
  it('refuses to show, set or verify a domain (403 naming Business), storing nothing', async () => {
    const { client, company, id } = await ownerOnPlan(sayso(), plan);
    const answers = [
      await client.get(`/api/companies/${company.id}/domain`),
      await put(client, company.id, newDomain()),
      await verify(client, company.id),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('White-label options needs the Business plan');
    }
    await setPlan(sayso(), id, 'business');
    expect((await client.get(`/api/companies/${company.id}/domain`)).body).toBeNull();
  });
});

describe('on business', () => {
  it('sets a domain (lower case, final dot dropped), unverified with a TXT record to create', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'business');
    expect((await client.get(`/api/companies/${company.id}/domain`)).body).toBeNull();
    const domain = newDomain();
    const res = await put(client, company.id, ` ${domain.toUpperCase()}. `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      domain,
      verified: false,
      txtName: `_sayso.${domain}`,
      txtValue: expect.stringMatching(/^sayso()-verify=[0-9a-f]{32}$/),
    });
    expect((await client.get(`/api/companies/${company.id}/domain`)).body).toEqual(res.body);
  });

  it('verifies over DNS: no record 400, a wrong value 400, the right one verified', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'business');
    const { body: set } = await put(client, company.id, newDomain());

    const missing = await verify(client, company.id);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      `No TXT record found at ${set.txtName}. DNS changes can take a while to show; please try again later.`,
    );
    expect(dns.asked).toContain(set.txtName);

    dns.records.set(set.txtName, ['v=spf1 -all', 'sayso-verify=not-the-token']);
    const wrong = await verify(client, company.id);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      `The TXT record at ${set.txtName} does not match: it must be ${set.txtValue}`,
    );
    expect((await client.get(`/api/companies/${company.id}/domain`)).body.verified).toBe(false);

    dns.records.set(set.txtName, ['v=spf1 -all', set.txtValue]);
    const right = await verify(client, company.id);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ ...set, verified: true });
    expect((await client.get(`/api/companies/${company.id}/domain`)).body.verified).toBe(true);
  });

  it('keeps the verification when the same domain is saved again; a new domain starts over', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'business');
    const domain = newDomain();
    const { body: set } = await put(client, company.id, domain);
    dns.records.set(set.txtName, [set.txtValue]);
    expect((await verify(client, company.id)).body.verified).toBe(true);

    expect((await put(client, company.id, domain)).body).toEqual({ ...set, verified: true });
    const moved = await put(client, company.id, newDomain());
    expect(moved.body.verified).toBe(false);
    expect(moved.body.txtValue).not.toBe(set.txtValue);
  });

  it('answers 400, not 500, when the DNS lookup itself fails', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'business');
    const { body: set } = await put(client, company.id, newDomain());
    const resolveTxt = sayso().deps.resolveTxt;
    // A server that does not answer DNS: the lookup is refused or times out.
    sayso().deps.resolveTxt = txtResolver({ dnsServers: ['127.0.0.1:9'] });
    try {
      const res = await verify(client, company.id);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        new RegExp(
          `^The DNS lookup of ${set.txtName.replaceAll('.', '\\.')} failed \\(E[A-Z]+\\)\\. Please try again later\\.$`,
        ),
      );
      sayso().deps.resolveTxt = () => Promise.reject(new Error('no code at all'));
      expect((await verify(client, company.id)).body.message).toBe(
        `The DNS lookup of ${set.txtName} failed. Please try again later.`,
      );
      // A stub function answering directly, as the app's dependency allows.
      sayso().deps.resolveTxt = async (name) =>
        name === set.txtName ? [[set.txtValue.slice(0, 9), set.txtValue.slice(9)]] : [];
      expect((await verify(client, company.id)).body.verified).toBe(true);
    } finally {
      sayso().deps.resolveTxt = resolveTxt;
    }
  });

  it('refuses verifying before a domain is set (400)', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'business');
    const res = await verify(client, company.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please set a custom domain first');
  });

  it('lets an unverified claim block nobody: several companies hold it, the first to verify wins', async () => {
    const squatter = await ownerOnPlan(sayso(), 'business');
    const owner = await ownerOnPlan(sayso(), 'business');
    const domain = newDomain();
    const { body: squatted } = await put(squatter.client, squatter.company.id, domain);
    expect(squatted.verified).toBe(false);
    // Case and a final dot make no other domain: the same claim, held by a second company.
    const claimed = await put(owner.client, owner.company.id, `${domain.toUpperCase()}.`);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ domain, verified: false });
    expect(claimed.body.txtValue).not.toBe(squatted.txtValue);

    dns.records.set(claimed.body.txtName, [claimed.body.txtValue]);
    const verified = await verify(owner.client, owner.company.id);
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);
    // The others' pending claims of that domain are dropped; claiming it again is refused.
    expect((await squatter.client.get(`/api/companies/${squatter.company.id}/domain`)).body).toBeNull();
    const again = await put(squatter.client, squatter.company.id, `${domain}.`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CUSTOM_DOMAIN_MESSAGES.taken);
    expect((await squatter.client.get(`/api/companies/${squatter.company.id}/domain`)).body).toBeNull();
    expect((await owner.client.get(`/api/companies/${owner.company.id}/domain`)).body).toEqual(verified.body);
    // Removed by its owner, it is free again.
    await owner.client.delete(`/api/companies/${owner.company.id}/domain`);
    expect((await put(squatter.client, squatter.company.id, domain)).status).toBe(200);
  });

  it('refuses to verify a domain another company verified meanwhile (409), and the database holds one', async () => {
    const first = await ownerOnPlan(sayso(), 'business');
    const second = await ownerOnPlan(sayso(), 'business');
    const domain = newDomain();
    const { body: firstClaim } = await put(first.client, first.company.id, domain);
    const { body: secondClaim } = await put(second.client, second.company.id, domain);
    dns.records.set(firstClaim.txtName, [firstClaim.txtValue, secondClaim.txtValue]);
    // Another replica verified the first claim a moment ago, before this one dropped the second.
    const verifiedAt = new Date().toISOString();
    await sayso()
      .db.update(companies)
      .set({ customDomainVerifiedAt: verifiedAt })
      .where(eq(companies.id, first.company.id));

    const res = await verify(second.client, second.company.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CUSTOM_DOMAIN_MESSAGES.taken);
    expect((await second.client.get(`/api/companies/${second.company.id}/domain`)).body?.verified).not.toBe(
      true,
    );
    // Even a write that skips the service cannot verify it twice: the partial unique index.
    await expect(
      sayso()
        .db.update(companies)
        .set({ customDomainVerifiedAt: verifiedAt, customDomain: domain })
        .where(eq(companies.id, second.company.id)),
    ).rejects.toThrow();
    // Unverified claims of one domain sit side by side in the database all the same.
    const third = await ownerOnPlan(sayso(), 'business');
    const shared = newDomain();
    for (const { client, company } of [second, third])
      expect((await put(client, company.id, shared)).status).toBe(200);
  });

  it.each([
    ['', CUSTOM_DOMAIN_MESSAGES.empty],
    [42, CUSTOM_DOMAIN_MESSAGES.empty],
    ['https://feedback.example.com', CUSTOM_DOMAIN_MESSAGES.urlParts],
    ['feedback.example.com:8080', CUSTOM_DOMAIN_MESSAGES.urlParts],
    ['feedback.example.com/board', CUSTOM_DOMAIN_MESSAGES.urlParts],
    ['feedback example.com', CUSTOM_DOMAIN_MESSAGES.urlParts],
    ['192.168.1.10', CUSTOM_DOMAIN_MESSAGES.ip],
    ['[::1]', CUSTOM_DOMAIN_MESSAGES.ip],
    ['intranet', CUSTOM_DOMAIN_MESSAGES.noDot],
    ['-bad.example.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['feed_back.example.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['a..example.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    [`${'a'.repeat(64)}.example.com`, CUSTOM_DOMAIN_MESSAGES.invalid],
    ['example.123', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['Sayso.Example.org', CUSTOM_DOMAIN_MESSAGES.ownHost],
  ])('refuses %j with 400: %s', async (domain, message) => {
    const { client, company } = await ownerOnPlan(sayso(), 'business');
    const res = await put(client, company.id, domain);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await client.get(`/api/companies/${company.id}/domain`)).body).toBeNull();
  });

  it('lets only the owner see or change it: 401 signed out, 403 for anyone else', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'business');
    const { body: set } = await put(client, company.id, newDomain());
    const stranger = await fastUser(sayso(), 'Stranger');
    const otherOwner = await ownerOnPlan(sayso(), 'business');
    for (const caller of [stranger.client, otherOwner.client]) {
      for (const res of [
        await caller.get(`/api/companies/${company.id}/domain`),
        await put(caller, company.id, newDomain()),
        await verify(caller, company.id),
        await caller.delete(`/api/companies/${company.id}/domain`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe("You don't have permission to manage this company");
      }
    }
    expect((await new Client(sayso()).get(`/api/companies/${company.id}/domain`)).status).toBe(401);
    expect((await client.get(`/api/companies/${company.id}/domain`)).body).toEqual(set);
  });

  it('removes the domain; after a downgrade the owner may still remove it', async () => {
    const { client, company, id } = await ownerOnPlan(sayso(), 'business');
    await put(client, company.id, newDomain());
    expect((await client.delete(`/api/companies/${company.id}/domain`)).body).toEqual({ ok: true });
    expect((await client.get(`/api/companies/${company.id}/domain`)).body).toBeNull();

    await put(client, company.id, newDomain());
    await setPlan(sayso(), id, 'free');
    expect((await client.get(`/api/companies/${company.id}/domain`)).status).toBe(403);
    expect((await client.delete(`/api/companies/${company.id}/domain`)).status).toBe(200);
    await setPlan(sayso(), id, 'business');
    expect((await client.get(`/api/companies/${company.id}/domain`)).body).toBeNull();
  });
});

describe('with CUSTOM_DOMAINS off (the default)', () => {
  it('answers 404 saying custom domains are not enabled, at every plan', async () => {
    const off = await openSayso();
    try {
      const { client, company, id } = await ownerWithCompany(off);
      for (const plan of ['free', 'business'] as const) {
        await setPlan(off, id, plan);
        for (const res of [
          await client.get(`/api/companies/${company.id}/domain`),
          await put(client, company.id, newDomain()),
          await verify(client, company.id),
          await client.delete(`/api/companies/${company.id}/domain`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body.message).toBe('Custom domains are not enabled on this server');
        }
      }
    } finally {
      await off.close();
    }
  });
});
