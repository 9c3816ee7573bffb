import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { preactJsx, scriptInfo } from './vite.shared';

// The npm build: ESM entries `@sayso/sdk`, `@sayso/sdk/react` and the Node-only
// `@sayso/sdk/server` (signIdentifyToken; never in the script tag) with their types. Preact is
// bundled (an app gets no second framework to resolve); React stays the app's own.
// Runs after the script-tag build (vite.script.config.ts), whose dist/sayso.js it hashes for
// the snippets' `integrity` attribute, and keeps that build's output.
export default defineConfig({
  ...preactJsx,
  // npm builds load no sayso-news.js (no `news` default): no hash to check.
  define: { __SAYSO_SCRIPT__: JSON.stringify(scriptInfo()), __SAYSO_NEWS__: '""' },
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    lib: {
      entry: { index: 'src/index.ts', react: 'src/react.tsx', server: 'src/server.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: ['react', '@sayso/sdk', /^node:/],
      // The React entry uses hooks: React Server Components must treat it as a client module.
      output: { banner: (chunk) => (chunk.name === 'react' ? "'use client';" : '') },
    },
  },
  plugins: [
    dts({
      tsconfigPath: './tsconfig.json',
      // react.d.ts keeps importing '@sayso/sdk' by name, as react.js does.
      pathsToAliases: false,
      entryRoot: 'src',
      include: ['src'],
      // Test files stay in tsconfig (for the JSX runtime) but out of the published types.
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'src/script-tag.ts',
        'src/test-utils.ts',
        'src/test-setup.ts',
      ],
      // Node16/NodeNext resolution needs the file extension on relative imports.
      beforeWriteFile: (filePath, content) => ({ filePath, content: withJsExtensions(content) }),
    }),
  ],
});

/** `from './core/types'` → `from './core/types.js'` (and `import('./x')` types alike). */
function withJsExtensions(declarations: string): string {
  return declarations.replace(
    /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)(?<!\.js)(['"])/g,
    '$1$2.js$3',
  );
}
