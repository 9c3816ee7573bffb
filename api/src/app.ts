/** The Hono application: the route groups, each with its own middleware (http/route-groups.ts), errors as JSON. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context';
import { isUnstorableText } from './db/engine';
import { authRoutes } from './domains/accounts/auth-routes';
import { passwordResetRoutes } from './domains/accounts/password-reset-routes';
import { accountRoutes } from './domains/accounts/routes';
import { apiKeyRoutes } from './domains/api-v1/keys-routes';
import { v1Routes } from './domains/api-v1/routes';
import { attachmentRoutes } from './domains/attachments/routes';
import { billingRoutes, stripeWebhookRoutes } from './domains/billing/routes';
import { sitemapRoutes } from './domains/board/sitemap-routes';
import { boardRoutes } from './domains/boards/routes';
import { categoryRoutes } from './domains/categories/routes';
import { changelogFeedRoutes } from './domains/changelog/feed-routes';
import {
  changelogCoverRoutes,
  changelogLatestRoutes,
  changelogReadRoutes,
  changelogTeamRoutes,
} from './domains/changelog/routes';
import {
  changelogConfirmRoutes,
  changelogMailRoutes,
  changelogSettingsRoutes,
  changelogSubscribeRoutes,
  changelogViewRoutes,
} from './domains/changelog-announce/routes';
import { guestCommentRoutes, guestConfirmRoutes } from './domains/comments/routes';
import { companyRoutes } from './domains/companies/routes';
import { HostBoards } from './domains/custom-domains/custom-domains';
import { customDomainRoutes } from './domains/custom-domains/routes';
import { exportRoutes, importRoutes } from './domains/data/export-routes';
import { ideaActivityRoutes } from './domains/ideas/activity-routes';
import { ideaRoutes } from './domains/ideas/routes';
import { identifyBearer } from './domains/identify/identify-bearer';
import { identifyCompanyRoutes, identifySessionRoutes } from './domains/identify/routes';
import { inboxRoutes } from './domains/inbox/routes';
import { inboxViewRoutes } from './domains/inbox-views/routes';
import { insightRoutes, usageRoutes } from './domains/insights/routes';
import { liveRoutes } from './domains/live/routes';
import { markdownRoutes } from './domains/markdown/routes';
import { companyModerationRoutes } from './domains/moderation/company-routes';
import { ideaModerationRoutes } from './domains/moderation/idea-routes';
import {
  notificationSettingsRoutes,
  oneClickUnsubscribeRoutes,
  unsubscribeRoutes,
} from './domains/notifications/routes';
import { supportRoutes } from './domains/support/routes';
import { ideaTagRoutes, tagCompanyRoutes } from './domains/tags/routes';
import { teamAcceptRoutes, teamRoutes } from './domains/team/routes';
import { uploadedImageRoutes, uploadRoutes } from './domains/uploads/routes';
import { voteOnBehalfRoutes } from './domains/vote-on-behalf/routes';
import { webhookRoutes } from './domains/webhooks/routes';
import { jsonOnly, jsonOrBeacon } from './http/json-only';
import { mountGroup, routeGroups } from './http/route-groups';
import { securityHeaders } from './http/security-headers';
import { type StaticRoots, staticRoutes } from './http/static-files';
import { closeWhenBodyUnread } from './http/unread-body';
import { WIDGET_READ_PATHS, widgetReadCors } from './http/widget-reads';
import { ApiError, NUL_IN_TEXT } from './lib/errors';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DEFAULT_STATIC_ROOTS = {
  portalDist: path.join(repoRoot, 'portal', 'dist'),
  sdkDist: path.join(repoRoot, 'sdk', 'dist'),
};

const JSON_LIMIT = 64 * 1024;
// A 2 MB image as base64 in a multipart form, with room for the form's other fields.
const UPLOAD_LIMIT = 3 * 1024 * 1024;
// A 5 MB screenshot (MAX_ATTACHMENT_BYTES) in a multipart form, with room for the form's other fields.
const ATTACHMENT_LIMIT = 6 * 1024 * 1024;
// Stripe event payloads (an invoice with many lines) can outgrow the JSON limit.
const WEBHOOK_LIMIT = 1024 * 1024;
// A CSV import of up to 1 MB (IMPORT_MAX_BYTES) as a JSON string, with room for its escapes.
const IMPORT_LIMIT = 3 * 1024 * 1024;

const notFound = (c: Context) => c.json({ message: 'Not found' }, 404);

export function createApp(deps: AppDeps, roots: StaticRoots = DEFAULT_STATIC_ROOTS) {
  const app = new Hono<AppEnv>();
  // CUSTOM_DOMAINS=on: a verified Business domain serves its board and may post to the API.
  const hostBoards = deps.config.customDomains ? new HostBoards(deps.db, deps.cache) : null;
  const group = routeGroups(deps, hostBoards);
  // The widget panel's identified person, heard on the routes given it (domains/identify/identify-bearer.ts).
  const bearer = identifyBearer(deps);
  const ideas = ideaRoutes(deps, bearer);
  const companies = companyRoutes(deps, bearer);
  const moderation = companyModerationRoutes(deps, bearer);
  const boards = boardRoutes(deps, bearer);

  app.use(closeWhenBodyUnread);
  app.use(securityHeaders(deps.config.publicUrl));
  // The widget's unread dot reads its answer from the customer's page (http/widget-reads.ts).
  for (const widgetRead of WIDGET_READ_PATHS) app.use(widgetRead, widgetReadCors);

  // 1. Raw bodies, each with its own limit and body rule. Stripe's signature covers the exact
  // bytes; mail clients post the one-click unsubscribe form-encoded (RFC 8058) and its signed
  // token is the credential; the usage counter takes beacons from any page. Uploads and the CSV
  // import act for a signed-in user, so they keep the cookie and the Origin check.
  const unsubscribes = group({ limit: JSON_LIMIT, board: true });
  const imports = group({ limit: IMPORT_LIMIT, accepts: jsonOnly, cookie: true });
  const beacons = group({ limit: JSON_LIMIT, accepts: jsonOrBeacon, board: true });
  mountGroup(app, '/api', group({ limit: WEBHOOK_LIMIT }), stripeWebhookRoutes(deps));
  mountGroup(app, '/api/notifications', unsubscribes, oneClickUnsubscribeRoutes(deps));
  mountGroup(app, '/api/upload', group({ limit: UPLOAD_LIMIT, cookie: true }), uploadRoutes(deps));
  // Screenshots answer on a custom domain too, like the board's submit and comment they go with.
  const screenshots = group({ limit: ATTACHMENT_LIMIT, board: true, cookie: true });
  mountGroup(app, '/api/attachments', screenshots, attachmentRoutes(deps, bearer));
  mountGroup(app, '/api/companies', imports, importRoutes(deps));
  mountGroup(app, '/api/companies', beacons, usageRoutes(deps));
  // Changelog e-mail (issue 29): the one-click unsubscribe and the open image, like the above.
  mountGroup(app, '/api/changelog', unsubscribes, changelogMailRoutes(deps));
  // The widget's view beacon: a beacon's body, yet the session decides which entries it may count.
  const viewBeacons = group({ limit: JSON_LIMIT, accepts: jsonOrBeacon, board: true, cookie: true });
  mountGroup(app, '/api/companies', viewBeacons, changelogViewRoutes(deps));
  mountGroup(app, '/api/companies', group({ limit: UPLOAD_LIMIT, cookie: true }), changelogCoverRoutes(deps));
  // Every widget launcher asks whether an entry is new: no cookie, one answer for all, cached briefly.
  const shared = group({
    limit: JSON_LIMIT,
    accepts: jsonOnly,
    board: true,
    sharedCache: 'public, max-age=60',
  });
  mountGroup(app, '/api/companies', shared, changelogLatestRoutes(deps));

  // 2. The REST API: its keys alone sign in (no cookie, hence no Origin check); its own CORS in v1Routes.
  app.use('/api/v1/*', ...group({ limit: JSON_LIMIT, accepts: jsonOnly }));
  app.route('/api/v1', v1Routes(deps));
  app.all('/api/v1/*', notFound);

  // 3. The cookie API. First the public board's calls, which also answer on a company's custom
  // domain (http/tenant-host.ts) and take a session signed in there.
  const board = group({ limit: JSON_LIMIT, accepts: jsonOnly, board: true, cookie: true });
  mountGroup(app, '/api', board, healthRoutes(deps));
  mountGroup(app, '/api/auth', board, authRoutes(deps, bearer));
  mountGroup(app, '/api/auth', board, passwordResetRoutes(deps));
  mountGroup(app, '/api/notifications', board, unsubscribeRoutes(deps));
  mountGroup(app, '/api/companies', board, companies.board);
  mountGroup(app, '/api/companies', board, liveRoutes(deps));
  mountGroup(app, '/api/companies', board, moderation.board);
  mountGroup(app, '/api/companies', board, boards.board);
  mountGroup(app, '/api/companies', board, changelogReadRoutes(deps));
  mountGroup(app, '/api/features', board, ideas.board);
  mountGroup(app, '/api/features', board, guestCommentRoutes(deps));
  mountGroup(app, '/api/comments', board, guestConfirmRoutes(deps));
  mountGroup(app, '/api/markdown', board, markdownRoutes(deps));
  mountGroup(app, '/api/companies', board, changelogSubscribeRoutes(deps));
  mountGroup(app, '/api/changelog', board, changelogConfirmRoutes(deps));

  // Then the rest, on the main site only: JSON-only, same-origin, session, no-store.
  app.use('/api/*', ...group({ limit: JSON_LIMIT, accepts: jsonOnly, cookie: true }));
  app.route('/api/account/notifications', notificationSettingsRoutes(deps));
  app.route('/api/account', accountRoutes(deps));
  app.route('/api/companies', companies.team);
  app.route('/api/companies', customDomainRoutes(deps));
  app.route('/api/companies', categoryRoutes(deps));
  app.route('/api/companies', boards.team);
  app.route('/api/companies', teamRoutes(deps));
  app.route('/api/team', teamAcceptRoutes(deps));
  app.route('/api/companies', exportRoutes(deps));
  app.route('/api/companies', insightRoutes(deps));
  app.route('/api/companies', inboxRoutes(deps));
  app.route('/api/companies', inboxViewRoutes(deps));
  app.route('/api/features', ideas.team);
  app.route('/api/features', voteOnBehalfRoutes(deps));
  app.route('/api/features', ideaActivityRoutes(deps));
  app.route('/api/features', ideaModerationRoutes(deps));
  app.route('/api/companies', moderation.team);
  app.route('/api/support', supportRoutes(deps));
  app.route('/api', billingRoutes(deps));
  app.route('/api/companies', apiKeyRoutes(deps));
  app.route('/api/companies', identifyCompanyRoutes(deps));
  app.route('/api/identify', identifySessionRoutes(deps));
  app.route('/api/companies', webhookRoutes(deps));
  app.route('/api/companies', tagCompanyRoutes(deps));
  app.route('/api/features', ideaTagRoutes(deps));
  app.route('/api/companies', changelogSettingsRoutes(deps));
  app.route('/api/companies', changelogTeamRoutes(deps));
  app.route('/uploads', uploadedImageRoutes(deps));
  // The public pages for search engines, public boards only (issue 27).
  app.route('/', sitemapRoutes(deps));
  app.route('/', changelogFeedRoutes(deps));
  app.route('/', staticRoutes(roots, deps.config.publicUrl, hostBoards));

  app.notFound(notFound);
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

/** Liveness: the process answers. Readiness: it can serve (database reachable, not draining). */
function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true }))
    .get('/ready', async (c) => {
      if (deps.lifecycle.draining) return c.json({ message: 'Shutting down' }, 503);
      try {
        await deps.engine.ping();
      } catch {
        return c.json({ message: 'The database is not reachable' }, 503);
      }
      return c.json({ ok: true });
    });
}
