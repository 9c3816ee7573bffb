/**
 * GET /company/{slug}/changelog.atom: the public changelog as an Atom feed, registered before
 * the portal's pages so the static-file fallback never answers it.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { CHANGELOG_PAGE_SIZE } from '../../contract';
import { findCompanyBySlug } from '../companies/companies';
import { atomFeed } from './atom';
import { visitorFeed } from './changelog-reads';

/** The newest entries a feed reader gets. */
const FEED_SIZE = CHANGELOG_PAGE_SIZE * 2;

export function changelogFeedRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>().get('/company/:slug/changelog.atom', async (c) => {
    const company = await findCompanyBySlug(db, c.req.param('slug'));
    if (!company) return c.text('Not found', 404);
    const { rows, entries } = await visitorFeed(db, company.id, FEED_SIZE);
    const xml = atomFeed({ publicUrl: config.publicUrl, company, rows, entries });
    return c.body(xml, 200, {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      // Feed readers poll: five minutes old is fresh enough, and what they read is public.
      'Cache-Control': 'public, max-age=300',
    });
  });
}
