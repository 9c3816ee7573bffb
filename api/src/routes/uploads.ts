/** POST /api/upload: a company owner's logo or cover image (spec section 7). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { uploadTypeSchema } from '../contract';
import { ApiError } from '../lib/errors';
import { requireCompanyOwner, requireSignedIn } from '../services/authorization';
import { findCompanyBySlug } from '../services/companies';
import { decodeBase64Image, MAX_IMAGE_BYTES, saveImage } from '../services/uploads';

export function uploadRoutes({ db, limiter, uploadsDir }: AppDeps) {
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
    requireCompanyOwner(user, company);
    const type = uploadTypeSchema.safeParse(form.type);
    if (!type.success) throw new ApiError(400, 'Upload type must be logo or cover');
    const bytes = await imageBytes(form.image, form.base64Data);
    const imageUrl = await saveImage(db, uploadsDir, company.id, type.data, bytes);
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
