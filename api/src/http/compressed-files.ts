import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

export const COMPRESSIBLE = new Set(['html', 'js', 'css', 'json', 'svg', 'txt', 'webmanifest', 'map']);

/**
 * Brotli or gzip copies of the built files, made once per file content and kept in memory:
 * the portal and the SDK are a few hundred kilobytes, and compressing them per request would
 * cost more CPU than serving them.
 */
export class CompressedFiles {
  private readonly cache = new Map<string, { source: Buffer; br: Buffer; gzip: Buffer }>();

  get(file: string, source: Buffer, acceptEncoding: string): { encoding: string; body: Buffer } | null {
    const wantsBr = /\bbr\b/.test(acceptEncoding);
    const wantsGzip = /\bgzip\b/.test(acceptEncoding);
    if (!wantsBr && !wantsGzip) return null;
    let entry = this.cache.get(file);
    if (!entry?.source.equals(source)) {
      entry = {
        source,
        br: brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(source, { level: 9 }),
      };
      this.cache.set(file, entry);
    }
    return wantsBr ? { encoding: 'br', body: entry.br } : { encoding: 'gzip', body: entry.gzip };
  }
}
