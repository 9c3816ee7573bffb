/**
 * A verified custom domain over real HTTP (CUSTOM_DOMAINS=on): its Host gets the portal's page
 * naming the company's board while the owner is on Business; unknown and unverified hosts, and
 * a downgraded owner's domain, get the page as before; an upgrade brings the board back without
 * a new check. The same-origin guard accepts the verified domain's own origin and nothing else.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsStub } from '../../../test/dns-stub';
import { openSayso, ownerOnPlan, setPlan, submitIdea, type TestSayso } from '../../../test/helpers';
import { createApp } from '../../app';

const INDEX =
  '<!doctype html><html><head><title>Sayso</title></head><body><div id="root"></div></body></html>';
const DOMAIN = 'feedback.example.com';

interface Served {
  sayso: TestSayso & { close: () => Promise<void> };
  server: ReturnType<typeof serve>;
  port: number;
}

/** The app with a stand-in portal build, listening on a real port. */
async function serveSayso(env: Record<string, string>): Promise<Served> {
  const sayso = await openSayso({ PUBLIC_URL: 'https://sayso.example.org', ...env });
  const portalDist = path.join(sayso.dataDir, 'portal-dist');
  mkdirSync(portalDist, { recursive: true });
  writeFileSync(path.join(portalDist, 'index.html'), INDEX);
  const app = createApp(sayso.deps, { portalDist, sdkDist: path.join(sayso.dataDir, 'no-sdk') });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ sayso, server, port: info.port }),
    );
  });
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with the Host (and any header) given, as a browser on that domain sends it. */
function request(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) {
      req.setHeader('content-type', 'application/json');
      req.end(JSON.stringify(body));
    } else req.end();
  });
}

const boardMeta = (slug: string) => `<meta name="sayso-board" content="${slug}" />`;

let on: Served;
let dns: Awaited<ReturnType<typeof startDnsStub>>;
let owner: Awaited<ReturnType<typeof ownerOnPlan>>;

/** A Business owner whose company has `domain` set and (unless told) verified over DNS. */
async function ownerWithDomain(domain: string, verified = true) {
  const found = await ownerOnPlan(on.sayso, 'business');
  const { body } = await found.client.call('PUT', `/api/companies/${found.company.id}/domain`, {
    json: { domain },
  });
  if (verified) {
    dns.records.set(body.txtName, [body.txtValue]);
    const res = await found.client.post(`/api/companies/${found.company.id}/domain/verify`);
    expect(res.body.verified).toBe(true);
  }
  return found;
}

beforeAll(async () => {
  dns = await startDnsStub();
  on = await serveSayso({ CUSTOM_DOMAINS: 'on', DNS_SERVERS: dns.address });
  owner = await ownerWithDomain(DOMAIN);
});
afterAll(async () => {
  on.server.close();
  await on.sayso.close();
  await dns.close();
});

const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
  request(on.port, 'GET', url, { host, ...headers });

describe('serving a verified domain', () => {
  it("answers / on the domain (any port, any case) with the portal's page naming the board", async () => {
    for (const host of [DOMAIN, `${DOMAIN}:8080`, 'Feedback.Example.COM', 'Feedback.Example.COM.:8080']) {
      const res = await page(host);
      expect(res.status, host).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX.replace('<head>', `<head>${boardMeta(owner.company.slug)}`));
      // HTML pages keep their security headers.
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
  });

  it("keeps the board's own links working on the domain: idea pages, roadmap", async () => {
    for (const url of [`/company/${owner.company.slug}/ideas/1`, `/company/${owner.company.slug}/roadmap`]) {
      const res = await page(DOMAIN, url);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toContain(boardMeta(owner.company.slug));
    }
  });

  it('revalidates with an ETag of its own (304), which the plain page never matches', async () => {
    const first = await page(DOMAIN);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await page(DOMAIN, '/', { 'if-none-match': etag })).status).toBe(304);
    const plain = await page('sayso.example.org');
    expect(plain.headers.etag).not.toBe(etag);
    expect((await page('sayso.example.org', '/', { 'if-none-match': etag })).status).toBe(200);
  });

  it('serves unknown hosts, the server itself and an unverified domain exactly as before', async () => {
    await ownerWithDomain('unverified.example.com', false);
    for (const host of [
      'sayso.example.org',
      'localhost',
      '127.0.0.1',
      'other.example.com',
      'unverified.example.com',
    ]) {
      const res = await page(host);
      expect(res.status, host).toBe(200);
      expect(res.body, host).toBe(INDEX);
    }
  });

  it('stops on a downgrade, and comes back on an upgrade without a new check', async () => {
    const business = await ownerWithDomain('downgrade.example.com');
    expect((await page('downgrade.example.com')).body).toContain(boardMeta(business.company.slug));
    const etag = (await page('downgrade.example.com')).headers.etag as string;
    for (const plan of ['pro', 'free'] as const) {
      await setPlan(on.sayso, business.id, plan);
      const res = await page('downgrade.example.com', '/', { 'if-none-match': etag });
      expect(res.status, plan).toBe(200);
      expect(res.body, plan).toBe(INDEX);
    }
    // A Business subscription that ended by date counts as Free, with no write at all.
    await setPlan(on.sayso, business.id, 'business', new Date(Date.now() - 1000).toISOString());
    expect((await page('downgrade.example.com')).body).toBe(INDEX);

    dns.records.clear();
    await setPlan(on.sayso, business.id, 'business');
    expect((await page('downgrade.example.com')).body).toContain(boardMeta(business.company.slug));
  });

  it('stops when the domain is removed', async () => {
    const business = await ownerWithDomain('removed.example.com');
    expect((await page('removed.example.com')).body).toContain(boardMeta(business.company.slug));
    await business.client.delete(`/api/companies/${business.company.id}/domain`);
    expect((await page('removed.example.com')).body).toBe(INDEX);
  });
});

describe('the same-origin guard with custom domains', () => {
  const vote = (ideaId: number, host: string, origin: string) =>
    request(on.port, 'POST', `/api/features/${ideaId}/anonymous-vote`, { host, origin }, {});

  let ideaId: number;
  beforeAll(async () => {
    ideaId = (await submitIdea(owner.client, owner.company.id)).id;
  });

  it("accepts a vote and a submission from the verified domain's own origin", async () => {
    const res = await vote(ideaId, DOMAIN, `http://${DOMAIN}`);
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ voted: true });
    const submit = await request(
      on.port,
      'POST',
      '/api/features/anonymous',
      { host: `${DOMAIN}:8443`, origin: `https://${DOMAIN}:8443` },
      {
        title: 'From the custom domain',
        description: 'Submitted on the board at its own domain.',
        category: 'other',
        submitAnonymously: true,
        companyId: owner.company.id,
      },
    );
    expect(submit.status, submit.body).toBe(201);
  });

  it('refuses foreign origins, unverified domains, and a verified origin sent to another host', async () => {
    await ownerWithDomain('pending.example.com', false);
    for (const [host, origin] of [
      [DOMAIN, 'https://evil.example'],
      [DOMAIN, `http://${DOMAIN}.evil.example`],
      ['pending.example.com', 'http://pending.example.com'],
      ['other.example.com', `http://${DOMAIN}`],
      [DOMAIN, `http://${DOMAIN}:81`],
      [DOMAIN, 'null'],
    ] as const) {
      const res = await vote(ideaId, host, origin);
      expect(res.status, `${host} ${origin}`).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ message: 'Cross-site request refused' });
    }
  });

  it('refuses the domain once the owner is no longer on Business', async () => {
    const business = await ownerWithDomain('csrf-downgrade.example.com');
    const idea = await submitIdea(business.client, business.company.id);
    const origin = 'http://csrf-downgrade.example.com';
    expect((await vote(idea.id, 'csrf-downgrade.example.com', origin)).status).toBe(200);
    await setPlan(on.sayso, business.id, 'free');
    expect((await vote(idea.id, 'csrf-downgrade.example.com', origin)).status).toBe(403);
  });
});

describe('with CUSTOM_DOMAINS off', () => {
  it('serves the page as before and refuses the domain as an origin, even with the row verified', async () => {
    const off = await serveSayso({});
    try {
      const { companies } = await import('../../db/schema');
      const { eq } = await import('drizzle-orm');
      const business = await ownerOnPlan(off.sayso, 'business');
      await off.sayso.db
        .update(companies)
        .set({
          customDomain: DOMAIN,
          customDomainToken: 'x',
          customDomainVerifiedAt: new Date().toISOString(),
        })
        .where(eq(companies.id, business.company.id));
      expect((await request(off.port, 'GET', '/', { host: DOMAIN })).body).toBe(INDEX);
      const idea = await submitIdea(business.client, business.company.id);
      const res = await request(
        off.port,
        'POST',
        `/api/features/${idea.id}/anonymous-vote`,
        { host: DOMAIN, origin: `http://${DOMAIN}` },
        {},
      );
      expect(res.status).toBe(403);
    } finally {
      off.server.close();
      await off.sayso.close();
    }
  });
});

describe('sessions bound to the host that issued them', () => {
  const MAIN = 'sayso.example.org';
  const OTHER = 'other-tenant.example.com';
  let person: { email: string; password: string };
  let otherOwner: Awaited<ReturnType<typeof ownerWithDomain>>;

  beforeAll(async () => {
    otherOwner = await ownerWithDomain(OTHER);
    person = { email: `visitor-${Date.now()}@example.com`, password: 'a long enough password' };
    const signup = await request(
      on.port,
      'POST',
      '/api/auth/signup',
      { host: MAIN },
      { name: 'Vi', username: `vi-${Date.now()}`, ...person },
    );
    expect(signup.status, signup.body).toBe(201);
  });

  /** Signs `person` in on `host` as a browser there does, and answers the session cookie. */
  async function signInOn(host: string): Promise<string> {
    const res = await request(
      on.port,
      'POST',
      '/api/auth/login',
      { host, origin: `https://${host}` },
      person,
    );
    expect(res.status, res.body).toBe(200);
    const line = (res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('sayso_session='));
    return (line ?? '').split(';')[0] as string;
  }
  const me = (host: string, cookie: string) => request(on.port, 'GET', '/api/auth/me', { host, cookie });

  it('a session signed in on a tenant domain works there, and is refused on the main host and on another tenant', async () => {
    const cookie = await signInOn(DOMAIN);
    expect((await me(DOMAIN, cookie)).status).toBe(200);
    expect((await me(`${DOMAIN.toUpperCase()}:443`, cookie)).status).toBe(200);
    for (const host of [MAIN, OTHER, 'localhost']) {
      const res = await me(host, cookie);
      expect(res.status, host).toBe(401);
    }
    const idea = await submitIdea(otherOwner.client, otherOwner.company.id);
    const vote = await request(on.port, 'POST', `/api/features/${idea.id}/vote`, {
      host: OTHER,
      origin: `https://${OTHER}`,
      cookie,
    });
    expect(vote.status).toBe(401);
  });

  it('a main-host session is refused on a tenant domain', async () => {
    const cookie = await signInOn(MAIN);
    expect((await me(MAIN, cookie)).status).toBe(200);
    expect((await me(DOMAIN, cookie)).status).toBe(401);
    expect((await me(OTHER, cookie)).status).toBe(401);
  });

  it("a tenant's session never reaches account or company calls, even once the domain stops being a tenant", async () => {
    const business = await ownerWithDomain('lapsed.example.com');
    const cookie = await signInOn('lapsed.example.com');
    await setPlan(on.sayso, business.id, 'free'); // the domain now serves the plain site
    const sessions = await request(on.port, 'GET', '/api/account/sessions', {
      host: 'lapsed.example.com',
      cookie,
    });
    expect(sessions.status).toBe(401);
    expect((await me('lapsed.example.com', cookie)).status).toBe(200);
  });

  it('dashboard and account API calls are 404 on a tenant domain, signed in or not', async () => {
    const cookie = await signInOn(DOMAIN);
    for (const [method, url] of [
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions'],
      ['GET', '/api/account/notifications'],
      ['GET', `/api/companies/${owner.company.id}/settings`],
      ['GET', `/api/companies/${owner.company.id}/inbox`],
      ['POST', '/api/companies'],
      ['GET', '/api/billing/subscription'],
      ['GET', '/api/companies'],
    ] as const) {
      for (const headers of [{ host: DOMAIN }, { host: DOMAIN, cookie }] as Record<string, string>[]) {
        const res = await request(on.port, method, url, headers);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(JSON.parse(res.body)).toEqual({ message: 'Not found' });
      }
    }
    // The board's own reads still answer there.
    expect(
      (await request(on.port, 'GET', `/api/companies/${owner.company.slug}`, { host: DOMAIN })).status,
    ).toBe(200);
  });

  it('dashboard and account pages on a tenant domain redirect to the main host', async () => {
    for (const url of [
      `/dashboard/${owner.company.slug}`,
      '/account',
      '/subscribe/pro',
      '/team/accept?token=x',
    ]) {
      const res = await page(DOMAIN, url);
      expect(res.status, url).toBe(302);
      expect(res.headers.location, url).toBe(`https://${MAIN}${url}`);
    }
    expect((await page(DOMAIN, '/login')).status).toBe(200);
    expect((await page(MAIN, `/dashboard/${owner.company.slug}`)).status).toBe(200);
  });
});
