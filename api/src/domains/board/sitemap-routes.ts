/** GET /sitemap.xml: every public page (sitemap.ts), as absolute addresses on PUBLIC_URL. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { sitemapPaths } from './sitemap';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapRoutes({ db, config }: AppDeps) {
  const origin = new URL(config.publicUrl).origin;
  return new Hono<AppEnv>().get('/sitemap.xml', async (c) => {
    const urls = (await sitemapPaths(db)).map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
}
