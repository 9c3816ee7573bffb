/**
 * Screenshots on ideas and comments (issue 28, docs/decisions/026-attachments.md): stored as uploads of type
 * 'attachment', bound by the submit or comment that names them, gone with what they are bound to.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MAX_ATTACHMENT_BYTES, type UploadedAttachment } from '../../contract';
import type { Db, Queryable } from '../../db/engine';
import { uploads } from '../../db/schema';
import { IMAGE_EXTENSION_BY_MIME } from '../../lib/content-types';
import { ApiError } from '../../lib/errors';
import { storeImage } from '../uploads/uploads';

/** Who uploads and binds a screenshot: an account, or else an anonymous browser's visitor id. */
export interface Uploader {
  userId: number | null;
  visitorId: string | null;
}

/** Screenshots may be animated: GIF joins the company images' PNG, JPEG and WebP. */
const ATTACHMENT_EXTENSION_BY_MIME: Record<string, string> = {
  ...IMAGE_EXTENSION_BY_MIME,
  'image/gif': 'gif',
};

/** Stores a screenshot for the company's board, unbound until a submit or comment names it. */
export async function uploadAttachment(
  db: Db,
  companyId: number,
  uploader: Uploader,
  bytes: Buffer,
): Promise<UploadedAttachment> {
  const { id, url, contentType, sizeBytes } = await storeImage(db, companyId, bytes, {
    type: 'attachment',
    allowed: ATTACHMENT_EXTENSION_BY_MIME,
    maxBytes: MAX_ATTACHMENT_BYTES,
    tooLarge: 'Image is too large (max 5MB)',
    notAnImage: 'Only PNG, JPEG, WebP or GIF images are allowed',
    uploaderUserId: uploader.userId,
    uploaderVisitorId: uploader.visitorId,
  });
  return { id, url, contentType, sizeBytes };
}

/** The rows `ids` names that `uploader` may bind: their own unbound screenshots for this company. */
function bindable(ids: number[], companyId: number, uploader: Uploader) {
  const own =
    uploader.userId !== null
      ? eq(uploads.uploaderUserId, uploader.userId)
      : uploader.visitorId !== null
        ? eq(uploads.uploaderVisitorId, uploader.visitorId)
        : undefined;
  return and(
    inArray(uploads.id, ids),
    eq(uploads.companyId, companyId),
    eq(uploads.type, 'attachment'),
    isNull(uploads.ideaId),
    isNull(uploads.commentId),
    own ?? eq(uploads.id, -1),
  );
}

const NOT_BINDABLE = 'Some images could not be attached: upload them again';

/**
 * 400 unless every id is one of the uploader's own unbound screenshots for the company, so a
 * submit naming someone else's (or a bound, or another company's) is refused before it writes.
 */
export async function requireBindableAttachments(
  db: Queryable,
  ids: number[],
  companyId: number,
  uploader: Uploader,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(bindable(ids, companyId, uploader));
  if (found.length !== ids.length) throw new ApiError(400, NOT_BINDABLE);
}

/**
 * Binds the screenshots to the new idea or comment, after requireBindableAttachments passed.
 * Only still-bindable rows change, so two submits racing for one screenshot cannot both take it;
 * the later one is already written by then and keeps its text without that image.
 */
export async function bindAttachments(
  db: Queryable,
  ids: number[],
  companyId: number,
  uploader: Uploader,
  target: { ideaId: number } | { commentId: number },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(uploads)
    .set(target)
    .where(bindable(ids, companyId, uploader));
}
