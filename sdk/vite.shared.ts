import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { releasedIntegrity } from './scripts/releases';

// JSX for every build and the tests alike: Preact's automatic runtime, with our `h`-based
// stand-in (src/ui/jsx-runtime.ts) in place of preact/jsx-runtime.
export const preactJsx: Pick<UserConfig, 'oxc' | 'resolve'> = {
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: { 'preact/jsx-runtime': fileURLToPath(new URL('./src/ui/jsx-runtime.ts', import.meta.url)) },
  },
};

/**
 * Version and SRI hash of the built dist/sayso.js (see src/script-info.ts), or null while the
 * build is not the release of its version (sdk/releases): snippets then use the unversioned
 * URL, since the server answers a versioned one only with released bytes.
 */
export function scriptInfo(): { version: string; integrity: string } | null {
  const at = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const { version } = JSON.parse(readFileSync(at('./package.json'), 'utf8'));
  const integrity = releasedIntegrity({ distDir: at('./dist'), releasesDir: at('./releases'), version });
  return integrity ? { version, integrity } : null;
}
