/**
 * Serves what is not the API from the same process: the SDK's script tag file, and the built
 * portal with an SPA fallback (200 for client routes, 404 otherwise). Uploaded images come
 * from the database (routes/uploads.ts).
 */
import path from 'node:path';
import { Hono } from 'hono';
import { sdkFileRoute } from './sdk-files';
import { fileSender, IMMUTABLE } from './send-file';

/** The portal's client routes (portal/src/app/router.tsx); anything else is a real 404. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(auth|login|signup|pricing|privacy|terms|forgot-password|reset-password|account)\/?$/,
  /^\/account\/confirm-email\/?$/,
  /^\/company\/[^/]+\/?$/,
  /^\/company\/[^/]+\/roadmap\/?$/,
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
}

export function staticRoutes({ portalDist, sdkDist }: StaticRoots) {
  const send = fileSender();
  const sdkFile = sdkFileRoute(sdkDist, send);

  return new Hono()
    .get('/sdk/:file{[a-z]+\\.js}', sdkFile)
    .get('/sdk/:channel/:file{[a-z]+\\.js}', sdkFile)
    .get('/sdk/*', (c) => c.notFound())
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
