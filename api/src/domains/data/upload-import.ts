/**
 * Installs from before images moved into the database kept them in DATA_DIR/uploads. At start,
 * each upload row still without bytes takes them from its file there, and the file goes. Safe
 * to run again, and from several replicas at once: a row is only filled while it is empty.
 */
import { existsSync } from 'node:fs';
import { readFile, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { privateFolder } from '../../db/data-dir';
import type { Db } from '../../db/engine';
import { uploads } from '../../db/schema';
import { imageType } from '../uploads/uploads';

/** Moves the images of DATA_DIR/uploads into their rows; answers how many it moved. */
export async function importUploadFiles(db: Db, dataDir: string): Promise<number> {
  const dir = path.join(dataDir, 'uploads');
  if (!existsSync(dir)) return 0;
  // Files no row claims stay behind: as private as the rest of DATA_DIR.
  privateFolder(dir);
  const waiting = await db
    .select({ id: uploads.id, fileName: uploads.fileName })
    .from(uploads)
    .where(isNull(uploads.bytes));
  let moved = 0;
  for (const row of waiting) {
    const file = path.join(dir, path.basename(row.fileName));
    const bytes = await readFile(file).catch(() => null);
    const contentType = bytes && (await imageType(bytes));
    if (!bytes || !contentType) continue;
    await db
      .update(uploads)
      .set({ bytes, contentType, sizeBytes: bytes.length })
      .where(and(eq(uploads.id, row.id), isNull(uploads.bytes)));
    await unlink(file).catch(() => undefined);
    moved++;
  }
  // Only an empty folder goes (rmdir refuses any other).
  await rmdir(dir).catch(() => undefined);
  return moved;
}
