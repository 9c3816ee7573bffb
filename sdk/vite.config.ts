import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { preactJsx } from './vite.shared';

// The npm build: ESM entries `@sayso/sdk` and `@sayso/sdk/react` with their types. Preact is
// bundled (an app gets no second framework to resolve); React stays the app's own.
// The script-tag build is vite.script.config.ts.
export default defineConfig({
  ...preactJsx,
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    lib: {
      entry: { index: 'src/index.ts', react: 'src/react.tsx' },
      formats: ['es'],
    },
    rolldownOptions: { external: ['react', '@sayso/sdk'] },
  },
  plugins: [
    dts({
      tsconfigPath: './tsconfig.json',
      // react.d.ts keeps importing '@sayso/sdk' by name, as react.js does.
      pathsToAliases: false,
      entryRoot: 'src',
      include: ['src'],
      // Test files stay in tsconfig (for the JSX runtime) but out of the published types.
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/script-tag.ts', 'src/test-utils.ts'],
    }),
  ],
});
