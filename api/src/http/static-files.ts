/**
 * Serves what is not the API from the same process: the SDK's script tag file, and the built
 * portal with an SPA fallback (200 for client routes, 404 otherwise). Uploaded images come
 * from the database (domains/uploads/routes.ts). On a verified custom domain (CUSTOM_DOMAINS=on) the
 * portal's page names the board it serves in a meta tag, so `/` shows that board.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { type HostBoards, hostName } from '../domains/custom-domains/custom-domains';
import { sdkFileRoute } from './sdk-files';
import { fileSender, IMMUTABLE, matchesEtag } from './send-file';

/** The portal's client routes (portal/src/app/router.tsx); anything else is a real 404. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(auth|login|signup|pricing|privacy|terms|forgot-password|reset-password|account|unsubscribe)\/?$/,
  /^\/account\/confirm-email\/?$/,
  /^\/verify-email\/?$/,
  /^\/team\/accept\/?$/,
  /^\/company\/[^/]+\/?$/,
  /^\/company\/[^/]+\/board\/[^/]+\/?$/,
  /^\/company\/[^/]+\/roadmap\/?$/,
  /^\/company\/[^/]+\/ideas\/\d+\/?$/,
  // The changelog (issue 29); its Atom feed (`changelog.atom`) is the API's, not a page.
  /^\/company\/[^/]+\/changelog(\/[^/]+)?\/?$/,
  /^\/changelog\/(confirm|unsubscribe)\/?$/,
  /^\/embed\/[^/]+\/?$/,
  // The dashboard and its sections (issue 26): /dashboard/{slug}/inbox, /settings/profile, …
  /^\/dashboard\/[^/]+(\/(inbox|roadmap|insights|team|billing|settings(\/[a-z-]+)?))?\/?$/,
  // The Changelog section (issue 29): its list, a new entry and one entry's editor.
  /^\/dashboard\/[^/]+\/changelog(\/(new|\d+))?\/?$/,
  /^\/(subscribe|checkout)\/[^/]+\/?$/,
  /^\/subscription\/success\/?$/,
];

/**
 * The portal's pages for account holders (dashboard, account, billing, team invitations): a
 * company's custom domain never serves them (its owner controls that domain's DNS); they
 * redirect to the main host, where they are signed in.
 */
const MAIN_HOST_ONLY_ROUTES = [
  /^\/dashboard(\/|$)/,
  /^\/account(\/|$)/,
  /^\/verify-email\/?$/,
  /^\/team\/accept\/?$/,
  /^\/(subscribe|checkout)\//,
  /^\/subscription\/success\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}

export interface StaticRoots {
  portalDist: string;
  sdkDist: string;
}

/** The meta tag that tells the portal which board this host serves (portal/src/lib/host-board.ts). */
export const HOST_BOARD_META = 'sayso-board';

export function staticRoutes(
  { portalDist, sdkDist }: StaticRoots,
  publicUrl = 'http://localhost',
  hostBoards: HostBoards | null = null,
) {
  const send = fileSender();
  const sdkFile = sdkFileRoute(sdkDist, send);
  const ownHost = hostName(new URL(publicUrl).host);
  const mainOrigin = new URL(publicUrl).origin;
  /** The board a custom domain serves; never looked up for the server's own or loopback names. */
  const boardOf = (host: string | undefined) => {
    if (!hostBoards || !host) return null;
    const name = hostName(host);
    if (name === ownHost || name === 'localhost' || name === '127.0.0.1') return null;
    return hostBoards.slugFor(name);
  };

  return new Hono()
    .get('/sdk/:file{[a-z-]+\\.js}', sdkFile)
    .get('/sdk/:channel/:file{[a-z-]+\\.js}', sdkFile)
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
      const index = path.join(portalDist, 'index.html');
      const board = await boardOf(c.req.header('host'));
      if (board && MAIN_HOST_ONLY_ROUTES.some((route) => route.test(pathname))) {
        const query = c.req.url.indexOf('?');
        return c.redirect(`${mainOrigin}${pathname}${query === -1 ? '' : c.req.url.slice(query)}`, 302);
      }
      const page = board
        ? await sendBoardPage(c, index, board, status)
        : await send(c, index, 'no-cache', status);
      return page ?? c.text('The portal is not built. Run `npm start` from the repository root.', 503);
    });
}

/**
 * index.html naming the board: revalidated on every load like the plain page (no-cache), with
 * an ETag of its own, so a browser never keeps the board's page once the domain stops serving
 * it (removed, a downgrade) and never the plain page once it starts.
 */
async function sendBoardPage(c: Context, file: string, slug: string, status: 200 | 404) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  };
  if (status === 200) {
    const board = Buffer.from(slug).toString('base64url');
    headers.ETag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}-${board}"`;
    if (matchesEtag(c.req.header('if-none-match'), headers.ETag))
      return new Response(null, { status: 304, headers });
  }
  const html = await readFile(file, 'utf8').catch(() => null);
  if (html === null) return null;
  const meta = `<meta name="${HOST_BOARD_META}" content="${escapeAttribute(slug)}" />`;
  const head = /<head(\s[^>]*)?>/i.exec(html) ?? /<!doctype html>/i.exec(html);
  const at = head ? head.index + head[0].length : 0;
  return new Response(html.slice(0, at) + meta + html.slice(at), { status, headers });
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>']/g, (char) => `&#${char.charCodeAt(0)};`);
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
