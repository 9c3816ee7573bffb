/**
 * /api/companies/{id}/export/{ideas|votes|comments}?format=csv|json and /api/companies/{id}/import
 * (Data export, Pro and Business): the company's admins' and owner's, gated on the plan before anything is
 * read. Exports stream (domains/data/data-export.ts); imports take the CSV's text as JSON.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { EXPORT_DATASETS, type ExportDataset, exportQuerySchema, importRequestSchema } from '../../contract';
import type { Db } from '../../db/engine';
import type { CompanyRow } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireCompanyEntitlement } from '../plans/plans';
import { requireCompanyWithRole } from '../team/authorization';
import { exportColumns, exportPages } from './data-export';
import { importIdeas, previewImport } from './data-import';
import { EXPORT_CONTENT_TYPES, exportChunks, pullStream } from './export-format';

/** 'acme-votes-2026-11-25.csv': the company, what, and the day (UTC). */
function fileName(company: CompanyRow, dataset: ExportDataset, format: string): string {
  return `${company.slug}-${dataset}-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** The company, for its admins and owner, on a plan with Data export (403 'Data export needs the Pro plan'). */
async function exportableCompany(db: Db, c: Context<AppEnv>) {
  const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), 'admin');
  await requireCompanyEntitlement(db, company, 'dataExport');
  return company;
}

export function exportRoutes({ db }: AppDeps) {
  const routes = new Hono<AppEnv>();
  for (const dataset of EXPORT_DATASETS) {
    routes.get(`/:id/export/${dataset}`, async (c) => {
      const company = await exportableCompany(db, c);
      const query = exportQuerySchema.safeParse(c.req.query());
      if (!query.success) throw validationError(query.error);
      const { format } = query.data;
      const chunks = exportChunks(format, exportColumns(dataset), exportPages(db, company.id, dataset));
      return c.body(pullStream(chunks), 200, {
        'Content-Type': EXPORT_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="${fileName(company, dataset, format)}"`,
      });
    });
  }
  return routes;
}

/** The CSV import (preview and import), in app.ts's raw-body group for its larger body limit. */
export function importRoutes({ db, limiter }: AppDeps) {
  /** The file of an import call, from an admin or the owner on the plan, within the company's hourly allowance. */
  const importFile = async (c: Context<AppEnv>) => {
    const company = await exportableCompany(db, c);
    await limiter.consume('csvImport', String(company.ownerId));
    const { csv } = await readJson(c, importRequestSchema);
    return { company, csv };
  };

  return new Hono<AppEnv>()
    .post('/:id/import/preview', async (c) => {
      const { company, csv } = await importFile(c);
      return c.json(await previewImport(db, company, csv));
    })
    .post('/:id/import', async (c) => {
      const { company, csv } = await importFile(c);
      return c.json(await importIdeas(db, company, csv), 201);
    });
}
