/**
 * The widget's one cross-origin read: the launcher's unread dot asks
 * GET /api/companies/{slug}/changelog/latest from the customer's own page (sdk/src/news/, the lazily loaded sayso-news.js),
 * and a browser hides an answer from another origin unless it says who may read it. The answer is
 * public (the newest entry an anonymous visitor may see) and the widget sends no cookie, so any
 * origin may read it: `Access-Control-Allow-Origin: *`, never with credentials. Without it the dot
 * never shows and every host page's console logs a CORS error.
 */
import { createMiddleware } from 'hono/factory';

/** The paths the widget reads from host pages (app.ts registers the middleware on each). */
export const WIDGET_READ_PATHS = ['/api/companies/:slug/changelog/latest'];

export const widgetReadCors = createMiddleware(async (c, next) => {
  await next();
  // On the answer's own headers, whatever answered (the route, a 404, an error).
  c.res.headers.set('Access-Control-Allow-Origin', '*');
});
