/** The Hono application: middleware, one sub-app per resource, errors as JSON. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context';
import { isUnstorableText } from './db/engine';
import { authRoutes } from './domains/accounts/auth-routes';
import { passwordResetRoutes } from './domains/accounts/password-reset-routes';
import { accountRoutes } from './domains/accounts/routes';
import { apiKeyRoutes } from './domains/api-v1/keys-routes';
import { v1Routes } from './domains/api-v1/routes';
import { billingRoutes } from './domains/billing/routes';
import { categoryRoutes } from './domains/categories/routes';
import { companyRoutes } from './domains/companies/routes';
import { HostBoards } from './domains/custom-domains/custom-domains';
import { customDomainRoutes } from './domains/custom-domains/routes';
import { exportRoutes } from './domains/data/export-routes';
import { ideaActivityRoutes } from './domains/ideas/activity-routes';
import { ideaRoutes } from './domains/ideas/routes';
import { identifyCompanyRoutes, identifySessionRoutes } from './domains/identify/routes';
import { inboxRoutes } from './domains/inbox/routes';
import { insightRoutes } from './domains/insights/routes';
import { liveRoutes } from './domains/live/routes';
import { companyModerationRoutes } from './domains/moderation/company-routes';
import { ideaModerationRoutes } from './domains/moderation/idea-routes';
import { notificationSettingsRoutes, unsubscribeRoutes } from './domains/notifications/routes';
import { supportRoutes } from './domains/support/routes';
import { teamAcceptRoutes, teamRoutes } from './domains/team/routes';
import { uploadedImageRoutes, uploadRoutes } from './domains/uploads/routes';
import { webhookRoutes } from './domains/webhooks/routes';
import { noteQueued } from './domains/webhooks/webhook-deliveries';
import { hasRequestBody, jsonOnly } from './http/json-only';
import { sameOriginMiddleware } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session';
import { type StaticRoots, staticRoutes } from './http/static-files';
import { tenantHostMiddleware } from './http/tenant-host';
import { closeWhenBodyUnread } from './http/unread-body';
import { clientIpMiddleware } from './lib/client-ip';
import { ApiError, NUL_IN_TEXT } from './lib/errors';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DEFAULT_STATIC_ROOTS = {
  portalDist: path.join(repoRoot, 'portal', 'dist'),
  sdkDist: path.join(repoRoot, 'sdk', 'dist'),
};

const JSON_LIMIT = 64 * 1024;
// A 2 MB image as base64 in a multipart form, with room for the form's other fields.
const UPLOAD_LIMIT = 3 * 1024 * 1024;
// Stripe event payloads (an invoice with many lines) can outgrow the JSON limit.
const WEBHOOK_LIMIT = 1024 * 1024;
// A CSV import of up to 1 MB (IMPORT_MAX_BYTES) as a JSON string, with room for its escapes.
const IMPORT_LIMIT = 3 * 1024 * 1024;
const IMPORT_PATH = /^\/api\/companies\/[^/]+\/import(?:\/preview)?$/;

const tooLarge = (c: { json: (body: object, status: 413) => Response }) =>
  c.json({ message: 'Request body is too large' }, 413);

export function createApp(deps: AppDeps, roots: StaticRoots = DEFAULT_STATIC_ROOTS) {
  const app = new Hono<AppEnv>();
  // CUSTOM_DOMAINS=on: a verified Business domain serves its board and may post to the API.
  const hostBoards = deps.config.customDomains ? new HostBoards(deps.db, deps.cache) : null;

  app.use(closeWhenBodyUnread);
  app.use(securityHeaders(deps.config.publicUrl));
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_LIMIT, onError: tooLarge });
  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge });
  const webhookLimit = bodyLimit({ maxSize: WEBHOOK_LIMIT, onError: tooLarge });
  const importLimit = bodyLimit({ maxSize: IMPORT_LIMIT, onError: tooLarge });
  app.use('/api/*', (c, next) => {
    if (!hasRequestBody(c)) return next();
    if (c.req.path === '/api/stripe/webhook') return webhookLimit(c, next);
    if (IMPORT_PATH.test(c.req.path)) return importLimit(c, next);
    return (c.req.path === '/api/upload' ? uploadLimit : jsonLimit)(c, next);
  });
  app.use('/api/*', jsonOnly);
  app.use('/api/*', async (c, next) => {
    // A NUL is refused before any lookup: no slug or id holds one, and no search text may.
    const url = c.req.url;
    const queryAt = url.indexOf('?');
    const [path, query] = queryAt === -1 ? [url, ''] : [url.slice(0, queryAt), url.slice(queryAt)];
    if (/%00/i.test(path)) throw new ApiError(404, 'Not found');
    if (/%00/i.test(query)) throw new ApiError(400, NUL_IN_TEXT);
    await next();
  });
  app.use('/api/*', clientIpMiddleware(deps.config.trustProxyHops));
  app.use('/api/*', tenantHostMiddleware(deps.config.publicUrl, hostBoards));
  app.use('/api/*', sameOriginMiddleware(deps.config.publicUrl, hostBoards));
  app.use('/api/*', sessionMiddleware(deps));
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // A change that queued webhook deliveries has committed by now: send them at once.
  app.use('/api/*', async (_c, next) => {
    if (await noteQueued(next)) deps.outbox.wake();
  });

  // Liveness: the process answers. Readiness: it can serve (database reachable, not draining).
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/api/ready', async (c) => {
    if (deps.lifecycle.draining) return c.json({ message: 'Shutting down' }, 503);
    try {
      await deps.engine.ping();
    } catch {
      return c.json({ message: 'The database is not reachable' }, 503);
    }
    return c.json({ ok: true });
  });
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/auth', passwordResetRoutes(deps));
  app.route('/api/account/notifications', notificationSettingsRoutes(deps));
  app.route('/api/account', accountRoutes(deps));
  app.route('/api/notifications', unsubscribeRoutes(deps));
  app.route('/api/companies', companyRoutes(deps));
  app.route('/api/companies', liveRoutes(deps));
  app.route('/api/companies', customDomainRoutes(deps));
  app.route('/api/companies', categoryRoutes(deps));
  app.route('/api/companies', teamRoutes(deps));
  app.route('/api/team', teamAcceptRoutes(deps));
  app.route('/api/companies', exportRoutes(deps));
  app.route('/api/companies', insightRoutes(deps));
  app.route('/api/companies', inboxRoutes(deps));
  app.route('/api/features', ideaRoutes(deps));
  app.route('/api/features', ideaActivityRoutes(deps));
  app.route('/api/features', ideaModerationRoutes(deps));
  app.route('/api/companies', companyModerationRoutes(deps));
  app.route('/api/upload', uploadRoutes(deps));
  app.route('/api/support', supportRoutes(deps));
  app.route('/api', billingRoutes(deps));
  app.route('/api/companies', apiKeyRoutes(deps));
  app.route('/api/companies', identifyCompanyRoutes(deps));
  app.route('/api/identify', identifySessionRoutes(deps));
  app.route('/api/companies', webhookRoutes(deps));
  app.route('/api/v1', v1Routes(deps));
  app.route('/uploads', uploadedImageRoutes(deps));
  app.route('/', staticRoutes(roots, deps.config.publicUrl, hostBoards));

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json({ message: error.message, ...(error.issues && { issues: error.issues }) }, error.status);
    }
    // Text that reached PostgreSQL with a NUL some other way (a form field) is still bad input.
    if (isUnstorableText(error)) return c.json({ message: NUL_IN_TEXT }, 400);
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Bad request' }, error.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
