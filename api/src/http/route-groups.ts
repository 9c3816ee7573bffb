/**
 * The API's route groups (app.ts): each carries its own middleware chain, so no middleware keeps
 * a list of paths. A group's routes are registered with the chain in front of each of them and
 * of nothing else, before the cookie API's `use('/api/*')`: Hono runs handlers in registration
 * order and a handler that answers ends the chain, so a grouped route never meets a later
 * group's middleware (route-groups.test.ts).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import type { HostBoards } from '../domains/custom-domains/custom-domains';
import { clientIpMiddleware } from '../lib/client-ip';
import { ApiError, NUL_IN_TEXT } from '../lib/errors';
import { hasRequestBody } from './json-only';
import { sameOriginMiddleware } from './same-origin';
import { sessionMiddleware } from './session';
import { tenantHostMiddleware } from './tenant-host';

export interface GroupOptions {
  /** The largest body the group's routes read, in bytes: 413 past it. */
  limit: number;
  /** The body's content-type rule (http/json-only.ts); none where the route takes any body. */
  accepts?: MiddlewareHandler;
  /** The public board's calls: they answer on a custom domain too, with its board-only session. */
  board?: boolean;
  /** Signed in by the session cookie, hence also guarded by the Origin check; else nobody is. */
  cookie?: boolean;
  /**
   * A Cache-Control for answers that are the same for everyone (no cookie is read), instead of
   * no-store: the changelog's `latest`, which every widget launcher asks (issue 29).
   */
  sharedCache?: string;
}

type Chain = MiddlewareHandler<AppEnv>[];

const tooLarge = (c: { json: (body: object, status: 413) => Response }) =>
  c.json({ message: 'Request body is too large' }, 413);

/** The body limit, looked at only when the headers announce a body. */
function limited(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => (hasRequestBody(c) ? limit(c, next) : next());
}

/** A NUL is refused before any lookup: no slug or id holds one, and no search text may. */
const noNul = createMiddleware(async (c, next) => {
  const url = c.req.url;
  const queryAt = url.indexOf('?');
  const [path, query] = queryAt === -1 ? [url, ''] : [url.slice(0, queryAt), url.slice(queryAt)];
  if (/%00/i.test(path)) throw new ApiError(404, 'Not found');
  if (/%00/i.test(query)) throw new ApiError(400, NUL_IN_TEXT);
  await next();
});

/** The groups without the cookie: nobody is signed in. */
const signedOut = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  c.set('bearerCompanyId', null);
  await next();
});

const cacheControl = (value: string) =>
  createMiddleware(async (c, next) => {
    await next();
    // On the answer's own headers, not `c.header()` (see http/security-headers.ts).
    c.res.headers.set('Cache-Control', c.res.ok ? value : 'no-store');
  });
const noStore = cacheControl('no-store');

/** Builds each group's chain: limit, body rule, then the steps every API call takes, in that order. */
export function routeGroups(deps: AppDeps, hostBoards: HostBoards | null) {
  const { publicUrl, trustProxyHops } = deps.config;
  const clientIp = clientIpMiddleware(trustProxyHops);
  const sameOrigin = sameOriginMiddleware(publicUrl, hostBoards);
  return ({ limit, accepts, board = false, cookie = false, sharedCache }: GroupOptions): Chain => [
    limited(limit),
    ...(accepts ? [accepts] : []),
    noNul,
    clientIp,
    tenantHostMiddleware(publicUrl, hostBoards, { boardCalls: board }),
    ...(cookie ? [sameOrigin, sessionMiddleware(deps, { boardCalls: board })] : [signedOut]),
    sharedCache && !cookie ? cacheControl(sharedCache) : noStore,
  ];
}

/** Registers `routes` under `prefix` with `chain` in front of each route (once per method and path). */
export function mountGroup(app: Hono<AppEnv>, prefix: string, chain: Chain, routes: Hono<AppEnv>) {
  let previous = '';
  for (const { method, path, handler } of routes.routes) {
    const key = `${method} ${path}`;
    // A route's own middleware (the identify bearer) is registered as its own entry, same key.
    app.on(
      [method],
      [path === '/' ? prefix : `${prefix}${path}`],
      ...(key === previous ? [] : chain),
      handler,
    );
    previous = key;
  }
}
