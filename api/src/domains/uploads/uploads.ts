/**
 * Stored images (company logos and covers, screenshots on ideas and comments): checked by
 * content, stored in the database under a random name, so every replica serves every image.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  STORAGE_QUOTA_BYTES,
  type StoredUploadType,
  storageQuotaMessage,
  type UploadType,
} from '../../contract';
import { type Db, first } from '../../db/engine';
import { uploads } from '../../db/schema';
import { IMAGE_EXTENSION_BY_MIME } from '../../lib/content-types';
import { ApiError, invariant } from '../../lib/errors';
import { findCompanyById } from '../companies/companies';
import { companyPlan } from '../plans/plans';
import { sweepUnsavedUploads } from './upload-cleanup';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Decodes a `data:image/...;base64,` URL or bare base64 text; null when it is not base64. */
export function decodeBase64Image(text: string): Buffer | null {
  const payload = text.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!payload || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  return Buffer.from(payload, 'base64');
}

/**
 * The bytes' image type by their content, if it is one `allowed` names (PNG, JPEG or WebP unless
 * told otherwise), or undefined for anything else: an SVG, an HTML page or a renamed program.
 */
export async function imageType(
  bytes: Buffer,
  allowed: Record<string, string> = IMAGE_EXTENSION_BY_MIME,
): Promise<string | undefined> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return mime && allowed[mime] ? mime : undefined;
}

/** What a stored image is, who may bind it (screenshots), and the limits it was checked against. */
export interface ImageToStore {
  type: StoredUploadType;
  /** Content type → extension of the kinds accepted. */
  allowed: Record<string, string>;
  maxBytes: number;
  tooLarge: string;
  notAnImage: string;
  uploaderUserId?: number | null;
  uploaderVisitorId?: string | null;
}

/** The stored row's id, public URL, detected type and size. */
export interface StoredUpload {
  id: number;
  url: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Stores the image if its bytes are PNG, JPEG or WebP, fit in 2 MB and in the company's quota;
 * answers its public URL. Uploads the company never saved (older than UNSAVED_GRACE_MS) are
 * removed first, so they stop counting.
 */
export async function saveImage(db: Db, companyId: number, type: UploadType, bytes: Buffer): Promise<string> {
  const stored = await storeImage(db, companyId, bytes, {
    type,
    allowed: IMAGE_EXTENSION_BY_MIME,
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: 'Image is too large (max 2MB)',
    notAnImage: 'Only PNG, JPEG or WebP images are allowed',
  });
  return stored.url;
}

/**
 * Stores the image if its content is one `image.allowed` names and it fits in `image.maxBytes`
 * and the company's plan's storage (STORAGE_QUOTA_BYTES). Unsaved uploads past their grace
 * period are swept first, so they stop counting.
 */
export async function storeImage(
  db: Db,
  companyId: number,
  bytes: Buffer,
  image: ImageToStore,
): Promise<StoredUpload> {
  if (bytes.length === 0) throw new ApiError(400, 'Please choose an image to upload');
  if (bytes.length > image.maxBytes) throw new ApiError(413, image.tooLarge);
  const contentType = await imageType(bytes, image.allowed);
  if (!contentType) throw new ApiError(400, image.notAnImage);
  await sweepUnsavedUploads(db, companyId);
  // A random name: nobody can choose, guess or overwrite another image.
  const fileName = `${randomBytes(16).toString('hex')}.${image.allowed[contentType]}`;
  const id = await storeWithinQuota(db, companyId, {
    fileName,
    type: image.type,
    sizeBytes: bytes.length,
    bytes,
    contentType,
    uploaderUserId: image.uploaderUserId ?? null,
    uploaderVisitorId: image.uploaderVisitorId ?? null,
  });
  return { id, url: `/uploads/${fileName}`, contentType, sizeBytes: bytes.length };
}

/**
 * Stores the upload if it fits in the plan's quota: the sum and the insert in one transaction,
 * so a parallel burst cannot all pass the check before any counts.
 */
async function storeWithinQuota(
  db: Db,
  companyId: number,
  upload: Omit<typeof uploads.$inferInsert, 'companyId'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const company = await findCompanyById(tx, companyId);
    const plan = company ? await companyPlan(tx, company) : 'free';
    const [usage] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)`.mapWith(Number) })
      .from(uploads)
      .where(eq(uploads.companyId, companyId));
    const used = usage?.bytes ?? 0;
    if (used + (upload.sizeBytes ?? 0) > STORAGE_QUOTA_BYTES[plan])
      throw new ApiError(413, storageQuotaMessage(plan));
    const [row] = await tx
      .insert(uploads)
      .values({ companyId, ...upload })
      .returning({ id: uploads.id });
    invariant(row, 500, 'Upload not stored');
    return row.id;
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
