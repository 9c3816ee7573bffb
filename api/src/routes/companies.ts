/** /api/companies: the landing list, a company's page data, and the owner's profile actions. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { createCompanySchema, featureListQuerySchema, updateCompanySchema } from '../contract';
import { readVisitorId } from '../lib/cookies';
import { validationError } from '../lib/errors';
import { idParam } from '../lib/params';
import { readJson } from '../lib/validate';
import { requireCompanyOwner, requireSignedIn } from '../services/authorization';
import {
  companyPage,
  companyStats,
  createCompany,
  deleteCompany,
  listCompanies,
  requireCompanyById,
  requireCompanyBySlug,
  updateCompany,
} from '../services/companies';
import { boardForViewer, listFeatures } from '../services/features';
import { removeImages } from '../services/uploads';

export function companyRoutes({ db, cache, uploadsDir, visitorKey }: AppDeps) {
  const companyBySlug = (slug: string) => cache.get(`company:${slug}`, () => requireCompanyBySlug(db, slug));

  return new Hono<AppEnv>()
    .get('/', (c) => c.json(listCompanies(db)))
    .post('/', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const company = createCompany(db, user.id, await readJson(c, createCompanySchema));
      return c.json({ slug: company.slug }, 201);
    })
    .get('/:slug', (c) => {
      const slug = c.req.param('slug');
      return c.json(cache.get(`companyPage:${slug}`, () => companyPage(db, companyBySlug(slug))));
    })
    .get('/:slug/stats', (c) => {
      const { id } = companyBySlug(c.req.param('slug'));
      return c.json(cache.get(`stats:${id}`, () => companyStats(db, id)));
    })
    .get('/:slug/features', (c) => {
      const company = companyBySlug(c.req.param('slug'));
      const user = c.get('user');
      const viewer = user ? { userId: user.id } : { visitorId: readVisitorId(c, visitorKey) };
      const query = featureListQuerySchema.safeParse(c.req.query());
      if (!query.success) throw validationError(query.error);
      if (Object.keys(query.data).length > 0) {
        const { features, total } = listFeatures(db, company.id, viewer, query.data);
        c.header('X-Total-Count', String(total));
        return c.json(features);
      }
      const board = boardForViewer(db, cache, company.id, viewer);
      if ('features' in board) return c.json(board.features);
      return c.body(board.json, 200, { 'Content-Type': 'application/json' });
    })
    .patch('/:id', async (c) => {
      requireSignedIn(c.get('user'));
      const company = requireCompanyById(db, idParam(c.req.param('id'), 'Company'));
      requireCompanyOwner(c.get('user'), company);
      return c.json(companyPage(db, updateCompany(db, company, await readJson(c, updateCompanySchema))));
    })
    .delete('/:id', async (c) => {
      requireSignedIn(c.get('user'));
      const company = requireCompanyById(db, idParam(c.req.param('id'), 'Company'));
      requireCompanyOwner(c.get('user'), company);
      await removeImages(uploadsDir, deleteCompany(db, company));
      return c.json({ ok: true });
    });
}
