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
