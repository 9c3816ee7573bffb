/** Company images: checked by content, stored under DATA_DIR/uploads with a random name. */
import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadType } from '../contract';
import { privateFolder } from '../db/data-dir';
import type { Db } from '../db/engine';
import { uploads } from '../db/schema';
import { IMAGE_EXTENSION_BY_MIME } from '../lib/content-types';
import { ApiError } from '../lib/errors';
import { sweepUnsavedUploads } from './upload-cleanup';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function uploadsDir(dataDir: string): string {
  const dir = path.join(dataDir, 'uploads');
  privateFolder(dir);
  return dir;
}

/** Decodes a `data:image/...;base64,` URL or bare base64 text; null when it is not base64. */
export function decodeBase64Image(text: string): Buffer | null {
  const payload = text.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!payload || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  return Buffer.from(payload, 'base64');
}

/** Images a company may keep stored at once, replaced and unsaved uploads included. */
export const COMPANY_UPLOAD_QUOTA_BYTES = 20 * 1024 * 1024;

/**
 * Stores the image if its bytes are PNG, JPEG or WebP, fit in 2 MB and in the company's quota;
 * answers its public URL. Uploads the company never saved (older than UNSAVED_GRACE_MS) are
 * removed first, so they stop counting.
 */
export async function saveImage(
  db: Db,
  dir: string,
  companyId: number,
  type: UploadType,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length === 0) throw new ApiError(400, 'Please choose an image to upload');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError(413, 'Image is too large (max 2MB)');
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && IMAGE_EXTENSION_BY_MIME[detected.mime];
  if (!extension) throw new ApiError(400, 'Only PNG, JPEG or WebP images are allowed');
  await removeImages(dir, await sweepUnsavedUploads(db, companyId));
  // A random name: nobody can choose, guess or overwrite another file.
  const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
  await reserveQuota(db, companyId, { fileName, type, sizeBytes: bytes.length });
  try {
    await writeFile(path.join(dir, fileName), bytes, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.fileName, fileName));
    throw error;
  }
  return `/uploads/${fileName}`;
}

/**
 * Records the upload if it fits in the quota. Synchronous (one transaction, no await between
 * the sum and the insert), so a parallel burst cannot all pass the check before any counts.
 */
async function reserveQuota(
  db: Db,
  companyId: number,
  upload: { fileName: string; type: UploadType; sizeBytes: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [usage] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)`.mapWith(Number) })
      .from(uploads)
      .where(eq(uploads.companyId, companyId));
    const used = usage?.bytes ?? 0;
    if (used + upload.sizeBytes > COMPANY_UPLOAD_QUOTA_BYTES) {
      throw new ApiError(
        413,
        'Your company has used its 20 MB of image storage. Please use a smaller image.',
      );
    }
    await tx.insert(uploads).values({ companyId, ...upload });
  });
}

export async function removeImages(dir: string, fileNames: string[]): Promise<void> {
  await Promise.all(
    fileNames.map((name) => unlink(path.join(dir, path.basename(name))).catch(() => undefined)),
  );
}
