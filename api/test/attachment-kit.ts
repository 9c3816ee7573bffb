/** Screenshots for the attachment tests: tiny real images of each kind, and the upload call. */
import { TINY_PNG } from './fixtures';
import type { Client } from './helpers';

export { TINY_PNG };
/** A 1×1 baseline JPEG, a 1×1 lossless WebP and a 1×1 GIF. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A PNG signature padded to `size` bytes: detected as PNG by its content, like a real one. */
export const pngOf = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);

/** POST /api/attachments as `client`, the bytes named and typed as a browser might. */
export function uploadShot(
  client: Client,
  companySlug: string,
  bytes: Buffer = TINY_PNG,
  name = 'screenshot.png',
  type = 'image/png',
) {
  const body = new FormData();
  body.set('companySlug', companySlug);
  body.set('image', new File([bytes], name, { type }));
  return client.call('POST', '/api/attachments', { body });
}
