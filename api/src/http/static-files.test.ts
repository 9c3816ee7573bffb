/**
 * The SDK's script files (released versions from sdk/releases, immutable; the current build
 * short-cached at the unversioned URLs) and ETag revalidation of every static file, through
 * the real app on a real SQLite file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSayso, type TestSayso } from '../../test/fixtures';
import { createApp } from '../app';

/** The version the server was built with; released, like the older OLD_VERSION. */
const VERSION = '3.4.5';
const OLD_VERSION = '3.4.4';
/** Bytes committed under sdk/releases/{version}/: not the current build's. */
const released = (version: string, file: string) => `/* ${file} as released in ${version} */`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const releasedIn = (version: string) =>
  Object.fromEntries(
    (version === OLD_VERSION ? ['sayso.js', 'stub.js'] : ['sayso.js', 'sayso-news.js', 'stub.js']).map(
      (f) => [f, 1],
    ),
  );
let sayso: TestSayso;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  sayso = await makeSayso();
  const sdkRoot = path.join(sayso.dataDir, 'sdk');
  const sdkDist = path.join(sdkRoot, 'dist');
  const portalDist = path.join(sayso.dataDir, 'portal-dist');
  mkdirSync(path.join(sdkDist, 'core'), { recursive: true });
  mkdirSync(path.join(portalDist, 'assets'), { recursive: true });
  writeFileSync(path.join(sdkRoot, 'package.json'), JSON.stringify({ name: '@sayso/sdk', version: VERSION }));
  for (const file of [
    'sayso.js',
    'sayso-news.js',
    'stub.js',
    'index.js',
    'react.js',
    'index.d.ts',
    'sayso.js.map',
  ]) {
    writeFileSync(path.join(sdkDist, file), `/* ${file} */`);
  }
  writeFileSync(path.join(sdkDist, 'core', 'widget.d.ts'), 'export {};');
  const manifest: Record<string, Record<string, string>> = {};
  for (const version of [OLD_VERSION, VERSION]) {
    mkdirSync(path.join(sdkRoot, 'releases', version), { recursive: true });
    manifest[version] = {};
    // The older release predates sayso-news.js (0.5.0, issue 29): only what a release recorded is served.
    for (const file of Object.keys(releasedIn(version))) {
      writeFileSync(path.join(sdkRoot, 'releases', version, file), released(version, file));
      manifest[version][file] = 'sha384-recorded';
    }
  }
  writeFileSync(path.join(sdkRoot, 'releases', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(sdkDist, 'package.json'), '{}');
  writeFileSync(path.join(portalDist, 'index.html'), '<!doctype html><title>Sayso</title>');
  writeFileSync(path.join(portalDist, 'assets', 'app.js'), 'console.log(1)');
  app = createApp(sayso.deps, { portalDist, sdkDist });
});
afterAll(() => sayso.engine.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${url}`, { headers });

describe('GET /sdk/…', () => {
  it('serves every released version its released bytes, immutably, for any site', async () => {
    // The current build differs from the released 3.4.5: the versioned URL still never changes.
    for (const version of [OLD_VERSION, VERSION]) {
      for (const file of Object.keys(releasedIn(version))) {
        const res = await get(`/sdk/${version}/${file}`);
        expect(res.status, `${version}/${file}`).toBe(200);
        expect(await res.text()).toBe(released(version, file));
        expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        // crossorigin="anonymous" with an integrity attribute needs CORS.
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      }
    }
  });

  it('serves the current build at the unversioned URLs', async () => {
    for (const url of ['/sdk/sayso.js', '/sdk/v1/sayso.js']) {
      expect(await (await get(url)).text(), url).toBe('/* sayso.js */');
    }
  });

  it("serves the unread dot's sayso-news.js beside sayso.js, for any site, where released", async () => {
    for (const url of ['/sdk/sayso-news.js', '/sdk/v1/sayso-news.js', `/sdk/${VERSION}/sayso-news.js`]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe(
        url.includes(VERSION) ? released(VERSION, 'sayso-news.js') : '/* sayso-news.js */',
      );
      expect(res.headers.get('access-control-allow-origin'), url).toBe('*');
    }
    // A release made before the file existed has none.
    expect((await get(`/sdk/${OLD_VERSION}/sayso-news.js`)).status).toBe(404);
  });

  it('keeps the unversioned and /v1/ URLs of existing embeds, with a short cache', async () => {
    for (const url of ['/sdk/sayso.js', '/sdk/v1/sayso.js', '/sdk/stub.js']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toMatch(/^public, max-age=3600\b/);
    }
  });

  it('serves nothing else from the SDK folder, and no other version', async () => {
    for (const url of [
      '/sdk/v1/index.js',
      '/sdk/v1/react.js',
      '/sdk/index.js',
      '/sdk/index.d.ts',
      `/sdk/${VERSION}/index.d.ts`,
      '/sdk/sayso.js.map',
      '/sdk/v1/sayso.js.map',
      '/sdk/package.json',
      '/sdk/core/widget.d.ts',
      '/sdk/v1/core/widget.d.ts',
      '/sdk/0.0.1/sayso.js',
      '/sdk/3.4.6/sayso.js',
      `/sdk/${VERSION}/manifest.json`,
      '/sdk/releases/sayso.js',
      '/sdk/manifest/sayso.js',
      '/sdk/constructor/sayso.js',
      '/sdk/v2/sayso.js',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toEqual({ message: 'Not found' });
    }
  });
});

describe('ETag', () => {
  it.each([`/sdk/${VERSION}/sayso.js`, '/sdk/sayso.js', '/assets/app.js', '/', '/pricing'])(
    '%s answers 304 to a matching If-None-Match',
    async (url) => {
      const first = await get(url);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[^"]+"$/);
      const again = await get(url, { 'if-none-match': `"other", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(await again.text()).toBe('');
      const stale = await get(url, { 'if-none-match': '"other"' });
      expect(stale.status).toBe(200);
    },
  );

  it('gives the compressed and plain copies the same weak ETag', async () => {
    const plain = await get('/sdk/sayso.js');
    const gzip = await get('/sdk/sayso.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('changes when the file changes', async () => {
    const before = (await get('/sdk/stub.js')).headers.get('etag');
    writeFileSync(path.join(sayso.dataDir, 'sdk', 'dist', 'stub.js'), '/* a longer stub.js */');
    const after = await get('/sdk/stub.js', { 'if-none-match': before ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('never answers 304 for a real 404 page', async () => {
    const res = await get('/no/such/page', { 'if-none-match': '*' });
    expect(res.status).toBe(404);
  });
});
