/**
 * The script tag's files. `/sdk/{version}/sayso.js` is the current build, immutable and
 * cached for a year (pasted with its SRI hash); `/sdk/sayso.js` and `/sdk/v1/sayso.js` keep
 * existing embeds working and pick up new builds within the hour. Nothing else in sdk/dist
 * (npm entries, types, package files) is served.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { IMMUTABLE, type SendFile } from './send-file';

const SCRIPT_FILES = new Set(['sayso.js', 'stub.js']);
const SHORT = 'public, max-age=3600, stale-while-revalidate=86400';
/** The path segment of embeds made before the versioned URL; served like `/sdk/sayso.js`. */
const LEGACY_CHANNEL = 'v1';

/** The version in the SDK's package.json (beside its dist folder), read once at start. */
function versionOf(sdkDist: string): string | null {
  try {
    const { version } = JSON.parse(readFileSync(path.join(sdkDist, '..', 'package.json'), 'utf8'));
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

export function sdkFileRoute(sdkDist: string, send: SendFile) {
  const version = versionOf(sdkDist);
  return async (c: Context) => {
    const { channel, file } = c.req.param() as { channel?: string; file: string };
    if (!SCRIPT_FILES.has(file)) return c.notFound();
    let cacheControl = SHORT;
    if (channel !== undefined && channel !== LEGACY_CHANNEL) {
      if (channel !== version) return c.notFound();
      cacheControl = IMMUTABLE;
    }
    const res = await send(c, path.join(sdkDist, file), cacheControl);
    if (!res) return c.notFound();
    // Loaded by other sites' pages, including ones that isolate themselves with COEP, and
    // fetched in CORS mode when the tag carries integrity + crossorigin.
    res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    res.headers.set('Access-Control-Allow-Origin', '*');
    return res;
  };
}
