/**
 * Company images: checked by content, stored in the database under a random name, so every
 * replica serves every image.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadType } from '../../contract';
import { type Db, first } from '../../db/engine';
import { uploads } from '../../db/schema';
import { IMAGE_EXTENSION_BY_MIME } from '../../lib/content-types';
import { ApiError } from '../../lib/errors';
import { sweepUnsavedUploads } from './upload-cleanup';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Decodes a `data:image/...;base64,` URL or bare base64 text; null when it is not base64. */
export function decodeBase64Image(text: string): Buffer | null {
  const payload = text.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!payload || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  return Buffer.from(payload, 'base64');
}

/** The bytes' image type by their content (PNG, JPEG or WebP), or undefined for anything else. */
export async function imageType(bytes: Buffer): Promise<string | undefined> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return mime && IMAGE_EXTENSION_BY_MIME[mime] ? mime : undefined;
}

/** Images a company may keep stored at once, replaced and unsaved uploads included. */
export const COMPANY_UPLOAD_QUOTA_BYTES = 20 * 1024 * 1024;

/**
 * Stores the image if its bytes are PNG, JPEG or WebP, fit in 2 MB and in the company's quota;
 * answers its public URL. Uploads the company never saved (older than UNSAVED_GRACE_MS) are
 * removed first, so they stop counting.
 */
export async function saveImage(db: Db, companyId: number, type: UploadType, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new ApiError(400, 'Please choose an image to upload');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError(413, 'Image is too large (max 2MB)');
  const contentType = await imageType(bytes);
  if (!contentType) throw new ApiError(400, 'Only PNG, JPEG or WebP images are allowed');
  const extension = IMAGE_EXTENSION_BY_MIME[contentType];
  await sweepUnsavedUploads(db, companyId);
  // A random name: nobody can choose, guess or overwrite another image.
  const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
  await storeWithinQuota(db, companyId, { fileName, type, sizeBytes: bytes.length, bytes, contentType });
  return `/uploads/${fileName}`;
}

/**
 * Stores the upload if it fits in the quota: the sum and the insert in one transaction, so a
 * parallel burst cannot all pass the check before any counts.
 */
async function storeWithinQuota(
  db: Db,
  companyId: number,
  upload: { fileName: string; type: UploadType; sizeBytes: number; bytes: Buffer; contentType: string },
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

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** The row holding the image `fileName`, once its bytes are in the database. */
const stored = (fileName: string) => and(eq(uploads.fileName, fileName), isNotNull(uploads.bytes));

/** The content type of the image stored under `fileName`, without reading its bytes. */
export async function imageContentType(db: Db, fileName: string): Promise<string | undefined> {
  const row = first(
    await db.select({ contentType: uploads.contentType }).from(uploads).where(stored(fileName)).limit(1),
  );
  return row?.contentType ?? undefined;
}

/** The image stored under `fileName`, or undefined when there is none. */
export async function findImage(db: Db, fileName: string): Promise<StoredImage | undefined> {
  const row = first(
    await db
      .select({ contentType: uploads.contentType, bytes: uploads.bytes })
      .from(uploads)
      .where(stored(fileName))
      .limit(1),
  );
  return row?.bytes && row.contentType ? { contentType: row.contentType, bytes: row.bytes } : undefined;
}
