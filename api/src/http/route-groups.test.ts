/**
 * The route groups of app.ts (issue 24): each group's own chain, and nothing of another's. Raw
 * bodies keep their own limit and content rule, /api/v1 never reads the cookie, a bearer is heard
 * only where a route accepts it, and unknown paths under every group are the same 404.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { Client, ideaBody, ownerWithCompany, useSayso } from '../../test/helpers';
import type { AppEnv } from '../context';
import { mountGroup } from './route-groups';

const sayso = useSayso();

/** A body as over a socket, where it always comes with its length. */
const raw = (body: string, type: string) => ({
  body,
  headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) },
});

describe('what the groups rely on in Hono', () => {
  it('a grouped route runs its chain and never a later use(); other routes under its prefix skip the chain', async () => {
    const ran: string[] = [];
    const mark = (name: string) => async (_c: unknown, next: () => Promise<void>) => {
      ran.push(name);
      await next();
    };
    const app = new Hono<AppEnv>();
    const grouped = new Hono<AppEnv>().post('/:id/vote', mark('route'), (c) => c.text('voted'));
    mountGroup(app, '/api/features', [mark('group')], grouped);
    app.use('/api/*', mark('cookie'));
    app.patch('/api/features/:id', (c) => c.text('patched'));

    expect(await (await app.request('/api/features/1/vote', { method: 'POST' })).text()).toBe('voted');
    expect(ran.splice(0)).toEqual(['group', 'route']);
    expect(await (await app.request('/api/features/1', { method: 'PATCH' })).text()).toBe('patched');
    expect(ran.splice(0)).toEqual(['cookie']);
  });
});

describe('raw bodies against the cookie API', () => {
  it('a form body is 415 on a cookie route, while the Stripe webhook takes any raw body', async () => {
    const { client, company } = await ownerWithCompany(sayso());
    const form = raw('title=x', 'application/x-www-form-urlencoded');
    expect((await client.call('POST', '/api/features', form)).status).toBe(415);
    // Billing is not configured here: the webhook answers 503 from its handler, past any body rule.
    const hook = await new Client(sayso()).call('POST', '/api/stripe/webhook', raw('{"id":1}', 'text/plain'));
    expect(hook.status).toBe(503);
    // The usage counter takes a beacon's text/plain; a cookie route on the same prefix does not.
    const beacon = raw(JSON.stringify({ event: 'board_view' }), 'text/plain');
    expect((await client.call('POST', `/api/companies/${company.slug}/usage`, beacon)).status).not.toBe(415);
    expect((await client.call('PATCH', `/api/companies/${company.id}`, beacon)).status).toBe(415);
  });

  it('each raw route has its own body limit: the webhook takes 100 KB, a JSON route refuses it', async () => {
    const big = 'x'.repeat(100 * 1024);
    const hook = await new Client(sayso()).call('POST', '/api/stripe/webhook', raw(big, 'application/json'));
    expect(hook.status).toBe(503);
    const { client, company } = await ownerWithCompany(sayso());
    const res = await client.call(
      'POST',
      '/api/features',
      raw(JSON.stringify(ideaBody(company.id, { description: big })), 'application/json'),
    );
    expect(res.status).toBe(413);
  });

  it('uploads and imports still need the session and the Origin check', async () => {
    const { client, company } = await ownerWithCompany(sayso());
    const csv = raw(JSON.stringify({ csv: 'title\nOne' }), 'application/json');
    expect(
      (await new Client(sayso()).call('POST', `/api/companies/${company.id}/import/preview`, csv)).status,
    ).toBe(401);
    expect((await new Client(sayso()).call('POST', '/api/upload', raw('x', 'text/plain'))).status).toBe(401);
    const foreign = { ...csv, headers: { ...csv.headers, origin: 'https://evil.example' } };
    expect((await client.call('POST', `/api/companies/${company.id}/import/preview`, foreign)).status).toBe(
      403,
    );
  });
});

describe('/api/v1', () => {
  it('ignores the session cookie and the Origin check: only a key signs in', async () => {
    const { client } = await ownerWithCompany(sayso());
    expect((await client.get('/api/v1/ideas')).status).toBe(401);
    const foreign = { headers: { origin: 'https://evil.example' } };
    expect((await client.call('POST', '/api/v1/ideas', foreign)).status).toBe(401);
  });
});

describe('the identify bearer', () => {
  it('ignores the cookie wherever it is sent, and signs nobody in that it cannot verify', async () => {
    const { client } = await ownerWithCompany(sayso());
    const bearer = { headers: { authorization: 'Bearer not-a-token' } };
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/auth/me', bearer)).status).toBe(401);
    expect((await client.get('/api/account/notifications', bearer)).status).toBe(401);
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/stripe/webhook'],
    ['POST', '/api/upload/more'],
    ['GET', '/api/features/1/nope'],
    ['POST', '/api/notifications/nope'],
    ['GET', '/api/companies/acme/usage'],
  ])('%s %s is the 404 JSON of every group', async (method, path) => {
    const res = await new Client(sayso()).call(method, path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('under /api/v1 the key comes first, then the same 404', async () => {
    expect((await new Client(sayso()).get('/api/v1/nope')).status).toBe(401);
  });
});
