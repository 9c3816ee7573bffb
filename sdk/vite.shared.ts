import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

// JSX for every build and the tests alike: Preact's automatic runtime, with our `h`-based
// stand-in (src/ui/jsx-runtime.ts) in place of preact/jsx-runtime.
export const preactJsx: Pick<UserConfig, 'oxc' | 'resolve'> = {
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: { 'preact/jsx-runtime': fileURLToPath(new URL('./src/ui/jsx-runtime.ts', import.meta.url)) },
  },
};

/** Version and SRI hash of the built dist/sayso.js (see src/script-info.ts). */
export function scriptInfo(): { version: string; integrity: string } {
  const read = (file: string) => readFileSync(new URL(file, import.meta.url));
  const { version } = JSON.parse(read('./package.json').toString('utf8'));
  const integrity = `sha384-${createHash('sha384').update(read('./dist/sayso.js')).digest('base64')}`;
  return { version, integrity };
}
