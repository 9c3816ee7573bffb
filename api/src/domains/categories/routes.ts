/**
 * /api/companies/{id}/categories: the owner's own categories (Categorisation). Reading is open
 * to the owner at every plan (a downgraded board keeps them stored); every write needs the plan.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  CATEGORY_MESSAGES,
  categoryOrderSchema,
  createCategorySchema,
  updateCategorySchema,
} from '../../contract';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireCompanyEntitlement } from '../plans/plans';
import { requireCompanyWithRole } from '../team/authorization';
import { addCategory, listCategories, reorderCategories, updateCategory } from './categories';

function categoryParam(value: string | undefined): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, CATEGORY_MESSAGES.notFound);
  return id;
}

export function categoryRoutes({ db }: AppDeps) {
  /** The company for an admin or its owner, on a plan with Categorisation (403 before the body is read). */
  const writableCompany = async (user: UserRow | null, id: string | undefined) => {
    const company = await requireCompanyWithRole(db, user, id, 'admin');
    await requireCompanyEntitlement(db, company, 'categorisation');
    return company;
  };

  return (
    new Hono<AppEnv>()
      // Read by the whole team: triage files ideas under them.
      .get('/:id/categories', async (c) => {
        const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'member');
        return c.json(await listCategories(db, company.id));
      })
      .post('/:id/categories', async (c) => {
        const company = await writableCompany(c.get('user'), c.req.param('id'));
        const input = await readJson(c, createCategorySchema);
        return c.json(await addCategory(db, company, input), 201);
      })
      // The board's order: every category id, in order (PATCH on the list as a whole).
      .patch('/:id/categories', async (c) => {
        const company = await writableCompany(c.get('user'), c.req.param('id'));
        return c.json(await reorderCategories(db, company, await readJson(c, categoryOrderSchema)));
      })
      .patch('/:id/categories/:categoryId', async (c) => {
        const company = await writableCompany(c.get('user'), c.req.param('id'));
        const categoryId = categoryParam(c.req.param('categoryId'));
        const input = await readJson(c, updateCategorySchema);
        return c.json(await updateCategory(db, company, categoryId, input));
      })
  );
}
