import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-file';

const file = (content: BlobPart, name = 'ideas.csv') => new File([content], name, { type: 'text/csv' });

describe('readImportFile', () => {
  it('answers the text of a CSV file', async () => {
    const csv = 'title,description,category\nDark mode,A darker theme.,Other\n';
    expect(await readImportFile(file(csv))).toEqual({ csv });
  });

  it('asks for a file when none is chosen', async () => {
    expect(await readImportFile(undefined)).toEqual({ error: IMPORT_MESSAGES.noFile });
  });

  it('refuses a file over the limit before reading it', async () => {
    expect(await readImportFile(file('x'.repeat(IMPORT_MAX_BYTES + 1)))).toEqual({
      error: IMPORT_MESSAGES.tooLarge,
    });
  });

  it('refuses a binary file and an empty one', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff]);
    expect(await readImportFile(file(png, 'logo.png'))).toEqual({ error: IMPORT_MESSAGES.notText });
    expect(await readImportFile(file(' \n'))).toEqual({ error: IMPORT_MESSAGES.empty });
  });
});
