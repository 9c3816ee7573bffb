/**
 * /api/companies/{id}/insights…: the dashboard's Insights tab (admins and the owner; the plan gates are in
 * domains/insights/insight-answers.ts), and POST /api/companies/{slug}/usage: what the board, the /embed
 * page and the widget count (sendBeacon-friendly: a text/plain JSON body from any origin).
 */
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { INSIGHT_SECTIONS, type InsightSection, usageEventSchema } from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { GLOBAL_SCOPE } from '../../lib/read-cache';
import { readJson } from '../../lib/validate';
import { requireCompanyBySlug } from '../companies/companies';
import { EXPORT_CONTENT_TYPES, tableCsv } from '../data/export-format';
import { requireCompanyWithRole } from '../team/authorization';
import { allowedRange, chartCsvFile, insightsSection } from './insight-answers';
import { COUNTERS_KEY } from './insights';
import { recordUsage } from './usage';

const isSection = (value: string): value is InsightSection =>
  (INSIGHT_SECTIONS as readonly string[]).includes(value);

export function insightRoutes({ db, cache }: AppDeps) {
  // The team's figures, cached in the company's scope: any write to its board reloads them.
  const memoFor =
    (companyId: number) =>
    <T>(key: string, load: () => Promise<T>, afterVotes?: (stale: T) => Promise<T>) =>
      // The counters share the public stats route's entry (domains/companies/routes.ts): same figures.
      cache.get(companyId, key === COUNTERS_KEY ? 'stats' : `insights:${key}`, load, afterVotes);
  const answerSection = async (c: Context<AppEnv>, section: InsightSection) => {
    const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'admin');
    const range = await allowedRange(db, company, section, c.req.query());
    return c.json(await insightsSection(db, company.id, section, range, memoFor(company.id)));
  };
  return new Hono<AppEnv>()
    .get('/:id/insights', (c) => answerSection(c, 'basic'))
    .get('/:id/insights/csv', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'admin');
      const { table, fileName } = await chartCsvFile(db, company, c.req.query(), memoFor(company.id));
      c.header('Content-Disposition', `attachment; filename="${fileName}"`);
      return c.body(tableCsv(table.columns, table.rows), 200, { 'Content-Type': EXPORT_CONTENT_TYPES.csv });
    })
    .get('/:id/insights/:section', (c) => {
      const section = c.req.param('section');
      if (!isSection(section) || section === 'basic') throw new ApiError(404, 'Not found');
      return answerSection(c, section);
    });
}

/** The usage counter, in app.ts's raw-body group: JSON or a beacon's text/plain, from any page. */
export function usageRoutes({ db, cache, limiter }: AppDeps) {
  return new Hono<AppEnv>().post('/:slug/usage', async (c) => {
    const slug = c.req.param('slug');
    const company = await cache.get(GLOBAL_SCOPE, `company:${slug}`, () => requireCompanyBySlug(db, slug));
    const event = await readJson(c, usageEventSchema);
    await limiter.consume('usage', clientIp(c));
    // The browser's Do Not Track or Global Privacy Control: acknowledged, not counted.
    if (c.req.header('dnt') !== '1' && c.req.header('sec-gpc') !== '1')
      await recordUsage(db, company.id, event);
    return c.body(null, 204);
  });
}
