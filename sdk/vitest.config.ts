import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactJsx } from './vite.shared';

// The widget's unit tests run in happy-dom. Test files stay inside tsconfig.json so the
// transform picks Preact's JSX runtime (React's is hoisted to the root by the portal).
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default defineConfig({
  ...preactJsx,
  // The build hashes dist/sayso.js (vite.config.ts); tests must not depend on a build.
  define: {
    __SAYSO_SCRIPT__: JSON.stringify({ version, integrity: 'sha384-TEST' }),
    __SAYSO_NEWS__: JSON.stringify('sha384-NEWS'),
  },
  resolve: {
    alias: [
      ...Object.entries(preactJsx.resolve?.alias ?? {}).map(([find, replacement]) => ({ find, replacement })),
      // react.tsx imports the package's main entry by name: test the source, not dist.
      { find: /^@sayso\/sdk$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'sdk',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
    // happy-dom does not load iframes; the board's URL is what the tests check.
    onConsoleLog: (log) => !log.includes('Iframe page loading is disabled'),
  },
});
