/**
 * The script tag's files. `/sdk/{version}/sayso.js` is a released build, kept byte for byte in
 * sdk/releases/{version}/ (sdk/scripts/releases.ts) and served immutable for a year to every
 * site that pasted it with its SRI hash, for every version ever released; any other version
 * is 404. `/sdk/sayso.js` and `/sdk/v1/sayso.js` are the moving target: the server's current
 * build, picked up within the hour. Nothing else in sdk/ (npm entries, types, package files)
 * is served.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { IMMUTABLE, type SendFile } from './send-file';

// sayso-news.js: the launcher's unread dot, which sayso.js loads from its own folder (issue 29).
const SCRIPT_FILES = new Set(['sayso.js', 'sayso-news.js', 'stub.js']);
const SHORT = 'public, max-age=3600, stale-while-revalidate=86400';
/** The path segment of embeds made before the versioned URL; served like `/sdk/sayso.js`. */
const LEGACY_CHANNEL = 'v1';

/**
 * Version → the files it released, from sdk/releases/manifest.json (beside the dist folder),
 * read once at start: releases only change with a new build of the server.
 */
function releasedFiles(releasesDir: string): Map<string, Set<string>> {
  try {
    const manifest: Record<string, Record<string, string>> = JSON.parse(
      readFileSync(path.join(releasesDir, 'manifest.json'), 'utf8'),
    );
    return new Map(
      Object.entries(manifest).map(([version, files]) => [version, new Set(Object.keys(files))]),
    );
  } catch {
    return new Map();
  }
}

export function sdkFileRoute(sdkDist: string, send: SendFile) {
  const releasesDir = path.join(sdkDist, '..', 'releases');
  const releases = releasedFiles(releasesDir);
  return async (c: Context) => {
    const { channel, file } = c.req.param() as { channel?: string; file: string };
    if (!SCRIPT_FILES.has(file)) return c.notFound();
    let res: Response | null;
    if (channel === undefined || channel === LEGACY_CHANNEL) {
      res = await send(c, path.join(sdkDist, file), SHORT);
    } else {
      // Only names listed in the manifest reach the file system.
      if (!releases.get(channel)?.has(file)) return c.notFound();
      res = await send(c, path.join(releasesDir, channel, file), IMMUTABLE);
    }
    if (!res) return c.notFound();
    // Loaded by other sites' pages, including ones that isolate themselves with COEP, and
    // fetched in CORS mode when the tag carries integrity + crossorigin.
    res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    res.headers.set('Access-Control-Allow-Origin', '*');
    return res;
  };
}
