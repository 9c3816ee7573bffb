/**
 * An entry's cover image: checked as the company's cover is (PNG, JPEG or WebP by content, at
 * most 2 MB, within the plan's storage), stored as a `changelog_cover` upload; the entry then
 * names it by `coverUploadId`.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/engine';
import { IMAGE_EXTENSION_BY_MIME } from '../../lib/content-types';
import { ApiError } from '../../lib/errors';
import { MAX_IMAGE_BYTES, storeImage } from '../uploads/uploads';

const TOO_LARGE = 'Image is too large (max 2MB)';

/** Stores the form's `image` as a cover of the company's changelog: its id and URL. */
export async function storeChangelogCover(
  db: Db,
  companyId: number,
  uploaderUserId: number | null,
  c: Context<AppEnv>,
): Promise<{ id: number; url: string }> {
  let image: unknown;
  try {
    image = (await c.req.parseBody()).image;
  } catch {
    throw new ApiError(400, 'Expected a multipart form with an image');
  }
  if (!(image instanceof File)) throw new ApiError(400, 'Please choose an image to upload');
  if (image.size > MAX_IMAGE_BYTES) throw new ApiError(413, TOO_LARGE);
  const stored = await storeImage(db, companyId, Buffer.from(await image.arrayBuffer()), {
    type: 'changelog_cover',
    allowed: IMAGE_EXTENSION_BY_MIME,
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: TOO_LARGE,
    notAnImage: 'Only PNG, JPEG or WebP images are allowed',
    uploaderUserId,
  });
  return { id: stored.id, url: stored.url };
}
