/** The owner's data export and CSV import (Data export): /api/companies/{id}/export|import (docs/api.md). */
import type { ExportDataset, ExportFormat, ImportPreview, ImportResult } from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** Where a download of `dataset` as `format` is served (an attachment: the browser saves it). */
export function exportUrl(companyId: number, dataset: ExportDataset, format: ExportFormat): string {
  return apiPaths.companyById(companyId).export(dataset, format);
}

/** The dry run: what the CSV would create, row by row. */
export function previewImport(companyId: number, csv: string) {
  return api.post<ImportPreview>(apiPaths.companyById(companyId).importPreview(), { csv });
}

/** Creates every idea of the CSV, or none (400 with each row's issues). */
export function importIdeas(companyId: number, csv: string) {
  return api.post<ImportResult>(apiPaths.companyById(companyId).import(), { csv });
}
