/**
 * The CSV file an owner chose, read as text and checked before it is sent: the same limits and
 * words as the server's (contract data-export.ts), so a file that cannot be imported at all
 * is refused at once instead of after an upload.
 */
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@sayso/api/contract';

export type ReadImportFile = { csv: string; error?: undefined } | { csv?: undefined; error: string };

export async function readImportFile(file: File | undefined): Promise<ReadImportFile> {
  if (!file) return { error: IMPORT_MESSAGES.noFile };
  if (file.size > IMPORT_MAX_BYTES) return { error: IMPORT_MESSAGES.tooLarge };
  const csv = await file.text();
  // A binary file read as text: NUL bytes, or bytes that were not UTF-8.
  if (csv.includes('\u0000') || csv.includes('\uFFFD')) return { error: IMPORT_MESSAGES.notText };
  if (csv.trim() === '') return { error: IMPORT_MESSAGES.empty };
  return { csv };
}
