/**
 * POST /api/upload: a company owner's or admin's logo or cover image (spec section 7); GET /uploads/:file
 * serves it back from the database, so any replica answers for any upload.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { uploadTypeSchema } from '../../contract';
import { IMMUTABLE, matchesEtag } from '../../http/send-file';
import { ApiError } from '../../lib/errors';
import { findCompanyBySlug } from '../companies/companies';
import { requireCompanyRole, requireSignedIn } from '../team/authorization';
import { decodeBase64Image, findImage, imageContentType, MAX_IMAGE_BYTES, saveImage } from './uploads';

/** The names saveImage gives: anything else is not an upload, and is not looked up. */
const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|jpeg|webp|gif)$/;

export function uploadRoutes({ db, limiter }: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const user = c.get('user');
    requireSignedIn(user);
    await limiter.consume('upload', `user:${user.id}`);
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError(400, 'Expected a multipart form with an image');
    }
    const slug = typeof form.companySlug === 'string' ? form.companySlug : '';
    const company = await findCompanyBySlug(db, slug);
    if (!company) throw new ApiError(404, 'Company not found');
    await requireCompanyRole(db, user, company, 'admin');
    const type = uploadTypeSchema.safeParse(form.type);
    if (!type.success) throw new ApiError(400, 'Upload type must be logo or cover');
    const bytes = await imageBytes(form.image, form.base64Data);
    const imageUrl = await saveImage(db, company.id, type.data, bytes);
    return c.json({ imageUrl });
  });
}

/** The uploaded file, or else the base64 text the portal sends after compressing it. */
async function imageBytes(image: unknown, base64Data: unknown): Promise<Buffer> {
  if (image instanceof File) {
    if (image.size > MAX_IMAGE_BYTES) throw new ApiError(413, 'Image is too large (max 2MB)');
    return Buffer.from(await image.arrayBuffer());
  }
  if (typeof base64Data === 'string' && base64Data.length > 0) {
    const bytes = decodeBase64Image(base64Data);
    if (!bytes) throw new ApiError(400, 'Only PNG, JPEG or WebP images are allowed');
    return bytes;
  }
  throw new ApiError(400, 'Please choose an image to upload');
}

/** The images under /uploads: immutable (a new image gets a new name), so cached for a year. */
export function uploadedImageRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const name = c.req.param('file');
    if (!UPLOAD_NAME.test(name)) return c.notFound();
    // The random name never names other bytes, so it is the ETag; a revalidation reads no bytes.
    const etag = `"${name.slice(0, name.indexOf('.'))}"`;
    if (matchesEtag(c.req.header('if-none-match'), etag)) {
      const contentType = await imageContentType(db, name);
      if (!contentType) return c.notFound();
      return c.body(null, 304, { 'Content-Type': contentType, 'Cache-Control': IMMUTABLE, ETag: etag });
    }
    const image = await findImage(db, name);
    if (!image) return c.notFound();
    // The drivers' Buffers sit on plain ArrayBuffers (never shared): no copy needed.
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': image.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
    });
  });
}
