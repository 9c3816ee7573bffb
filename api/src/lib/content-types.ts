/** Every content type the API names: the images it accepts and the files it serves. */

/** The image types an upload may have, with the extension its stored file gets. */
export const IMAGE_EXTENSION_BY_MIME: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The content type of a served file by its extension (uploads, the portal and the SDK). */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
  woff2: 'font/woff2',
  map: 'application/json',
};
