/** The owner's data export and CSV import (Data export): /api/companies/{id}/export|import (docs/api.md). */
import type { ExportDataset, ExportFormat, ImportPreview, ImportResult } from '@sayso/api/contract';
import { api } from '@/lib/api-client';

/** Where a download of `dataset` as `format` is served (an attachment: the browser saves it). */
export function exportUrl(companyId: number, dataset: ExportDataset, format: ExportFormat): string {
  return `/api/companies/${companyId}/export/${dataset}?format=${format}`;
}

/** The dry run: what the CSV would create, row by row. */
export function previewImport(companyId: number, csv: string) {
  return api.post<ImportPreview>(`/api/companies/${companyId}/import/preview`, { csv });
}

/** Creates every idea of the CSV, or none (400 with each row's issues). */
export function importIdeas(companyId: number, csv: string) {
  return api.post<ImportResult>(`/api/companies/${companyId}/import`, { csv });
}
