/** One static file as an answer: content type, cache policy, ETag and 304, gzip or brotli. */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { CONTENT_TYPE_BY_EXTENSION } from '../lib/content-types';
import { COMPRESSIBLE, CompressedFiles } from './compressed-files';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file's answer (with ETag and 304 revalidation), or null when there is no such file. */
export type SendFile = (
  c: Context,
  file: string,
  cacheControl: string,
  status?: 200 | 404,
) => Promise<Response | null>;

/** The sender the static routes share (one compressed-copy cache per app). */
export function fileSender(): SendFile {
  const compressed = new CompressedFiles();
  return async (c, file, cacheControl, status = 200) => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const extension = path.extname(file).slice(1).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
    };
    if (COMPRESSIBLE.has(extension)) headers.Vary = 'Accept-Encoding';
    // Weak, so the plain, gzip and brotli copies share it; size and mtime change on every
    // rebuild or new upload, and need no read of the file to answer a revalidation.
    if (status === 200) {
      headers.ETag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
      const fresh = matchesEtag(c.req.header('if-none-match'), headers.ETag);
      if (fresh) return new Response(null, { status: 304, headers });
    }
    const body = await readFile(file).catch(() => null);
    if (!body) return null;
    if (!COMPRESSIBLE.has(extension)) return new Response(body, { status, headers });
    const encoded = compressed.get(file, body, c.req.header('accept-encoding') ?? '');
    if (encoded) headers['Content-Encoding'] = encoded.encoding;
    return new Response(encoded?.body ?? body, { status, headers });
  };
}

/** If-None-Match against one of our ETags (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
