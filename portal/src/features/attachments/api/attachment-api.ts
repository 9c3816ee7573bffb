import type { UploadedAttachment } from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** Uploads one screenshot for the company's board; bound later by the submit or comment. */
export function uploadAttachment(companySlug: string, file: File): Promise<UploadedAttachment> {
  const form = new FormData();
  form.set('companySlug', companySlug);
  form.set('image', file);
  return api.upload<UploadedAttachment>(apiPaths.attachments, form);
}
