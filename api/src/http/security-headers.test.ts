/** Headers on every answer, the CSP of HTML pages, framing rules and the SPA's real 404s. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSayso, type TestSayso } from '../../test/fixtures';
import { createApp } from '../app';

let sayso: TestSayso;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  sayso = await makeSayso();
  const portalDist = path.join(sayso.dataDir, 'portal-dist');
  mkdirSync(path.join(portalDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(portalDist, 'index.html'),
    '<!doctype html><title>Sayso</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(portalDist, 'assets', 'app.js'), 'console.log(1)');
  app = createApp(sayso.deps, { portalDist, sdkDist: path.join(sayso.dataDir, 'no-sdk') });
});
afterAll(() => sayso.engine.close());

const get = (url: string) => app.request(`http://localhost${url}`);

describe('security headers', () => {
  it.each(['/api/health', '/api/companies', '/', '/assets/app.js', '/nope'])(
    '%s has nosniff and a referrer policy',
    async (url) => {
      const res = await get(url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('gives HTML pages a CSP without inline scripts that forbids framing', async () => {
    const res = await get('/pricing');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(res.status).toBe(200);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each(['/company/demo', '/company/demo/ideas/3', '/embed/demo'])(
    'lets any site frame %s',
    async (url) => {
      const res = await get(url);
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(res.headers.get('x-frame-options')).toBeNull();
    },
  );

  it('answers unknown pages with the SPA and a real 404, and client routes with 200', async () => {
    expect((await get('/no/such/page')).status).toBe(404);
    expect((await get('/dashboard/acme')).status).toBe(200);
    expect((await get('/api/no-such-call')).status).toBe(404);
    expect(await (await get('/api/no-such-call')).json()).toEqual({ message: 'Not found' });
  });

  it('refuses to serve files outside the build', async () => {
    for (const url of [
      '/assets/..%2F..%2Fsayso.db',
      '/..%2Fsayso.db',
      '/uploads/..%2Fsayso.db',
      '/assets/%2e%2e/%2e%2e/jwt-secret',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('SQLite');
    }
  });

  it.each(['/pricing', '/company/demo', '/embed/demo'])(
    'gives the page %s a Permissions-Policy and a COOP that keeps Stripe and the embed working',
    async (url) => {
      const res = await get(url);
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()'])
        expect(policy).toContain(feature);
      // The Payment Element's wallets run in Stripe's frame.
      expect(policy).toContain('payment=(self "https://js.stripe.com")');
      // Popups (Stripe's 3-D Secure and wallets) keep their opener; framing is unaffected by COOP.
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    },
  );

  it('adds HSTS only when the public URL is https', async () => {
    expect((await get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const secure = await makeSayso({ PUBLIC_URL: 'https://feedback.example.com' });
    const res = await secure.app.request('http://localhost/api/health');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    await secure.engine.close();
  });
});
