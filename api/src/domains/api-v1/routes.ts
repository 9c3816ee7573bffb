/**
 * /api/v1: the REST API for API keys (issue 15), and its OpenAPI 3.1 document generated from
 * the same zod schemas the routes validate with. The document and the reference page are
 * public; every other route needs a key (domains/api-v1/api-key-middleware.ts).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import type { AppDeps } from '../../context';
import { readJsonBody } from '../../lib/validate';
import { apiKeyMiddleware, type V1Env } from './api-key-middleware';
import { v1BoardRoutes } from './board-routes';
import { v1ChangelogRoutes } from './changelog-routes';
import { v1Hook } from './company-idea';
import { v1IdeaRoutes } from './idea-routes';
import { referenceRoutes } from './reference';
import { scopesDescription } from './schemas';
import { v1VoteCommentRoutes } from './votes-comments-routes';
import { registerWebhookPayloads } from './webhook-schemas';

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);

export const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Sayso REST API',
    version: '1.0.0',
    description: `Your company's ideas, votes, comments, statuses, categories, boards and changelog. Send a key from Company Settings as "Authorization: Bearer sk_live_…". ${scopesDescription} Lists page with an opaque cursor: pass an answer's nextCursor back as cursor.`,
  },
  // Paths in the document are relative to this: /ideas is /api/v1/ideas.
  servers: [{ url: '/api/v1' }],
  security: [{ bearerAuth: [] }],
};

export function v1Routes(deps: AppDeps) {
  const v1 = new OpenAPIHono<V1Env>({ defaultHook: v1Hook });
  v1.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key from Company Settings → API keys',
  });
  registerWebhookPayloads(v1);
  // Public, and registered before the key check below so it never runs for them. The document
  // is readable from any origin (online viewers, client generators), by GET only and without
  // credentials; the keyed routes send no CORS headers at all, so no page reads them in a browser.
  v1.use('/openapi.json', cors({ origin: '*', allowMethods: ['GET'] }));
  v1.doc31('/openapi.json', OPENAPI_CONFIG);
  v1.route('/', referenceRoutes());
  v1.use('*', apiKeyMiddleware(deps));
  // Every v1 write takes a JSON body: read once here for the checks the session API makes too
  // (missing or malformed JSON, a NUL anywhere), before the route's schema sees it.
  v1.use('*', async (c, next) => {
    if (BODY_METHODS.has(c.req.method)) await readJsonBody(c);
    await next();
  });
  v1.route('/', v1IdeaRoutes(deps));
  v1.route('/', v1VoteCommentRoutes(deps));
  v1.route('/', v1BoardRoutes(deps));
  v1.route('/', v1ChangelogRoutes(deps));
  return v1;
}
