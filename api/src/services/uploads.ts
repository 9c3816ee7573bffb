/** Company images: checked by content, stored under DATA_DIR/uploads with a random name. */
import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadType } from '../contract';
import { type Db, privateFolder } from '../db/client';
import { uploads } from '../db/schema';
import { ApiError } from '../lib/errors';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const EXTENSION_BY_MIME: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

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

/** Stores the image if its bytes are PNG, JPEG or WebP and fit in 2 MB; answers its public URL. */
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
  const extension = detected && EXTENSION_BY_MIME[detected.mime];
  if (!extension) throw new ApiError(400, 'Only PNG, JPEG or WebP images are allowed');
  // A random name: nobody can choose, guess or overwrite another file.
  const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(path.join(dir, fileName), bytes, { flag: 'wx', mode: 0o600 });
  db.insert(uploads).values({ companyId, fileName, type }).run();
  return `/uploads/${fileName}`;
}

export async function removeImages(dir: string, fileNames: string[]): Promise<void> {
  await Promise.all(
    fileNames.map((name) => unlink(path.join(dir, path.basename(name))).catch(() => undefined)),
  );
}
