/**
 * Serves what is not the API from the same process: uploaded images, the SDK's script tag
 * file, and the built portal with an SPA fallback (200 for client routes, 404 otherwise).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { type Context, Hono } from 'hono';
import { CONTENT_TYPE_BY_EXTENSION } from '../services/uploads';

const CONTENT_TYPES: Record<string, string> = {
  ...CONTENT_TYPE_BY_EXTENSION,
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
  woff2: 'font/woff2',
  map: 'application/json',
};

/** The portal's client routes (portal/src/app/router.tsx); anything else is a real 404. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(auth|login|signup|pricing|privacy|terms|forgot-password|reset-password|account)\/?$/,
  /^\/account\/confirm-email\/?$/,
  /^\/company\/[^/]+\/?$/,
  /^\/company\/[^/]+\/ideas\/\d+\/?$/,
  /^\/embed\/[^/]+\/?$/,
  /^\/dashboard\/[^/]+\/?$/,
  /^\/(subscribe|checkout)\/[^/]+\/?$/,
  /^\/subscription\/success\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}

export interface StaticRoots {
  portalDist: string;
  sdkDist: string;
  uploadsDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function staticRoutes({ portalDist, sdkDist, uploadsDir }: StaticRoots) {
  const compressed = new CompressedFiles();
  const send = async (c: Context, file: string, cacheControl: string, status: 200 | 404 = 200) => {
    const body = await readFile(file).catch(() => null);
    if (!body) return null;
    const extension = path.extname(file).slice(1).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
    };
    if (!COMPRESSIBLE.has(extension)) return new Response(body, { status, headers });
    headers.Vary = 'Accept-Encoding';
    const encoded = compressed.get(file, body, c.req.header('accept-encoding') ?? '');
    if (encoded) headers['Content-Encoding'] = encoded.encoding;
    return new Response(encoded?.body ?? body, { status, headers });
  };

  return new Hono()
    .get('/uploads/:file', async (c) => {
      const name = c.req.param('file');
      if (!/^[a-f0-9]{32}\.(png|jpg|jpeg|webp)$/.test(name)) return c.notFound();
      return (await send(c, path.join(uploadsDir, name), IMMUTABLE)) ?? c.notFound();
    })
    .get('/sdk/v1/:file', async (c) => {
      const name = c.req.param('file');
      if (!/^[a-z-]+\.js$/.test(name)) return c.notFound();
      const res = await send(
        c,
        path.join(sdkDist, name),
        'public, max-age=3600, stale-while-revalidate=86400',
      );
      if (!res) return c.notFound();
      // Loaded by other sites' pages, including ones that isolate themselves with COEP.
      res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
      res.headers.set('Access-Control-Allow-Origin', '*');
      return res;
    })
    .get('/assets/*', async (c) => {
      const file = safeJoin(portalDist, c.req.path);
      return (file ? await send(c, file, IMMUTABLE) : null) ?? c.notFound();
    })
    .get('*', async (c) => {
      const pathname = c.req.path;
      if (pathname.startsWith('/api/')) return c.notFound();
      if (path.extname(pathname)) {
        const file = safeJoin(portalDist, pathname);
        const res = file ? await send(c, file, 'public, max-age=3600') : null;
        if (res) return res;
      }
      const status = isClientRoute(pathname) ? 200 : 404;
      const page = await send(c, path.join(portalDist, 'index.html'), 'no-cache', status);
      return page ?? c.text('The portal is not built. Run `npm start` from the repository root.', 503);
    });
}

const COMPRESSIBLE = new Set(['html', 'js', 'css', 'json', 'svg', 'txt', 'webmanifest', 'map']);

/**
 * Brotli or gzip copies of the built files, made once per file content and kept in memory:
 * the portal and the SDK are a few hundred kilobytes, and compressing them per request would
 * cost more CPU than serving them.
 */
class CompressedFiles {
  private readonly cache = new Map<string, { source: Buffer; br: Buffer; gzip: Buffer }>();

  get(file: string, source: Buffer, acceptEncoding: string): { encoding: string; body: Buffer } | null {
    const wantsBr = /\bbr\b/.test(acceptEncoding);
    const wantsGzip = /\bgzip\b/.test(acceptEncoding);
    if (!wantsBr && !wantsGzip) return null;
    let entry = this.cache.get(file);
    if (!entry?.source.equals(source)) {
      entry = {
        source,
        br: brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(source, { level: 9 }),
      };
      this.cache.set(file, entry);
    }
    return wantsBr ? { encoding: 'br', body: entry.br } : { encoding: 'gzip', body: entry.gzip };
  }
}

/** A path inside root, or null for anything that would climb out of it. */
function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file.startsWith(root + path.sep) ? file : null;
}
